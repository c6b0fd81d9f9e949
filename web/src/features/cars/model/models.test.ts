import { describe, expect, it } from 'vitest';
import { CarFieldMessages } from '../../../../../domain/cars/car.ts';
import { excelUrlOf, isDefaultSearch, OWN_CARS_DEFAULTS, ownCarsSearchSchema, searchBodyOf } from '../api/own-car-search.ts';
import { carDetails, MECHANIC, OWNER, SALESMAN } from '../cars.test-support.ts';
import { blankCarForm, carFormErrors, carFormOf, carInputOf } from './car-form.ts';
import { mayChangeCars } from './permissions.ts';
import { printSelection, PrintOwnCarsMessages as PrintMessages } from '../../../../../domain/cars/print-own-cars.ts';
import { nextScope, scopeOptions, selectionOf } from './scope-selection.ts';

const DEPARTMENTS = [
  { Id: '101', Name: 'Demo Biler Aarhus' },
  { Id: '102', Name: 'Demo Biler Aalborg' },
  { Id: '103', Name: 'Demo Biler Vejle' },
];

describe('the scope selector', () => {
  it('falls back to the department when nothing is chosen', () => {
    expect(nextScope(['user'], [], DEPARTMENTS)).toEqual({ searchType: 'dealer', dealers: [] });
    expect(nextScope(['d:102'], [], DEPARTMENTS)).toEqual({ searchType: 'dealer', dealers: [] });
  });

  it("selects only a newly added 'mine', 'my department' or 'all departments'", () => {
    expect(nextScope(['d:102', 'd:103'], ['d:102', 'd:103', 'user'], DEPARTMENTS)).toEqual({ searchType: 'user', dealers: [] });
    expect(nextScope(['user'], ['user', 'dealer'], DEPARTMENTS)).toEqual({ searchType: 'dealer', dealers: [] });
    expect(nextScope(['dealer'], ['dealer', 'conglomerate'], DEPARTMENTS)).toEqual({ searchType: 'conglomerate', dealers: [] });
  });

  it('limits all departments to the chosen ones the user may search', () => {
    expect(nextScope(['dealer'], ['dealer', 'd:102'], DEPARTMENTS)).toEqual({ searchType: 'conglomerate', dealers: ['102'] });
    expect(nextScope(['d:102'], ['d:102', 'd:103', 'd:999'], DEPARTMENTS)).toEqual({ searchType: 'conglomerate', dealers: ['102', '103'] });
    expect(nextScope(['d:999'], ['d:999'], DEPARTMENTS)).toEqual({ searchType: 'dealer', dealers: [] });
    expect(selectionOf({ searchType: 'conglomerate', dealers: ['102'] })).toEqual(['d:102']);
    expect(selectionOf({ searchType: 'conglomerate', dealers: [] })).toEqual(['conglomerate']);
  });

  it('offers all departments only when the group has others the user may search', () => {
    expect(scopeOptions([DEPARTMENTS[0]!]).flatMap((group) => group.items.map((item) => item.label))).toEqual(['Mine biler', 'Min afdelings biler']);
    expect(scopeOptions(DEPARTMENTS).flatMap((group) => group.items.map((item) => item.label))).toEqual([
      'Mine biler',
      'Min afdelings biler',
      'Alle afdelingers biler',
      'Demo Biler Aarhus',
      'Demo Biler Aalborg',
      'Demo Biler Vejle',
    ]);
  });
});

describe('the print selection', () => {
  it("needs at least one car and at most 100, with the spec's messages", () => {
    expect(printSelection(0, 10)).toEqual({ ok: false, message: PrintMessages.noneChosen });
    expect(printSelection(3, 120)).toEqual({ ok: true, mode: 'Selected', count: 3 });
  });

  it('prints every car of the search when a whole page or every car is chosen', () => {
    expect(printSelection(50, 80)).toEqual({ ok: true, mode: 'All', count: 80 });
    expect(printSelection(7, 7)).toEqual({ ok: true, mode: 'All', count: 7 });
    expect(printSelection(50, 101)).toEqual({ ok: false, message: PrintMessages.tooMany });
    expect(printSelection(51, 300)).toEqual({ ok: true, mode: 'Selected', count: 51 });
  });
});

describe('the list state in the URL', () => {
  it('reads text, lists and flags in any of the shapes a link may give, and falls back on what it cannot read', () => {
    const search = ownCarsSearchSchema.parse({
      IsSold: 'true',
      searchType: 'Mine',
      selectedCategories: ['NoPictures,Nonsense', 'ExpiredCars'],
      isInternal: 'true',
      daysfrom: '30',
      daysto: 'many',
      sort: 'daysinstock',
      sortdir: 'DESC',
      page: '-1',
      chassis: 'Tank',
      fuel: 'Diesel,Unknown',
    });
    expect(search).toMatchObject({
      IsSold: true,
      searchType: 'user',
      selectedCategories: ['NoPictures', 'ExpiredCars'],
      isInternal: 'true',
      daysfrom: '30',
      daysto: '',
      sort: 'DaysInStock',
      sortdir: 'desc',
      page: 1,
      chassis: '',
      fuel: ['Diesel'],
    });
    expect(isDefaultSearch(ownCarsSearchSchema.parse({ goToRow: '12', page: '3' }))).toBe(true);
    expect(isDefaultSearch(search)).toBe(false);
  });

  it('sends the sold date range only on the sold tab, and the departments only for all departments', () => {
    const stock = ownCarsSearchSchema.parse({ soldfrom: '2026-01-01', searchType: 'dealer', dealers: '102' });
    expect(searchBodyOf(stock)).toEqual({ IsSold: false, SearchScope: 'Dealer', count: 50, offset: 0, sort: 'Make', sortdir: 'asc' });
    const sold = ownCarsSearchSchema.parse({ IsSold: 'true', soldfrom: '2026-01-01', soldto: '2026-02-01', searchType: 'conglomerate', dealers: ['102', '103'], page: '3' });
    expect(searchBodyOf(sold)).toMatchObject({ IsSold: true, SearchScope: 'Conglomerate', SelectedDealerIds: ['102', '103'], SoldDateFrom: '2026-01-01', SoldDateTo: '2026-02-01', offset: 100 });
    expect(excelUrlOf(sold)).toBe(
      '/api/owncarlist/excel?IsSold=true&SearchScope=Conglomerate&SelectedDealerIds=102%2C103&SoldDateFrom=2026-01-01&SoldDateTo=2026-02-01&Sort=Make&SortDir=asc',
    );
    expect(OWN_CARS_DEFAULTS.page).toBe(1);
  });
});

describe('the car form', () => {
  it('sends what it shows, empty numbers as null', () => {
    const car = carDetails();
    expect(carInputOf(carFormOf(car))).toMatchObject({ Make: 'VW', Mileage: 42000, PriceWithNoTax: null, CarType: 1, Status: 0, ChassisType: 'Hatchback', InStockSince: '2026-01-01' });
    expect(carFormErrors(carFormOf(car))).toEqual({});
  });

  it("names each field the car rules refuse, with the spec's message", () => {
    const form = { ...blankCarForm(), Make: 'VW', Model: 'Golf', RegistrationDate: '31-02-2020', RetailPrice: 100_000 as const, PriceWithNoTax: 100_000 as const };
    expect(carFormErrors(form)).toEqual({ RegistrationDate: CarFieldMessages.date, PriceWithNoTax: CarFieldMessages.priceWithNoTax });
    // A retail price of 0 is call-for-price: no rule on the price without tax.
    expect(carFormErrors({ ...form, RegistrationDate: null, RetailPrice: 0 })).toEqual({});
  });
});

describe('who may change stock cars', () => {
  it("follows the role's allowed actions, and a read-only department changes nothing", () => {
    expect(mayChangeCars(SALESMAN, 'editCars')).toBe(true);
    expect(mayChangeCars(SALESMAN, 'transferCars')).toBe(false);
    expect(mayChangeCars(OWNER, 'transferCars')).toBe(true);
    expect(mayChangeCars(MECHANIC, 'sellCars')).toBe(false);
    expect(mayChangeCars({ ...OWNER, RoleFlags: [...OWNER.RoleFlags, 'read_only_access'] }, 'editCars')).toBe(false);
  });
});

describe("a money field's value", () => {
  it('is the number typed, also when the field hands it over as its raw text with fixed decimals', () => {
    expect(carInputOf({ ...blankCarForm(), CashPrice: '150000.00' as unknown as number }).CashPrice).toBe(150_000);
  });
});
