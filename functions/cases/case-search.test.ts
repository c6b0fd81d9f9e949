import { describe, expect, it } from 'vitest';
import type { ListedCase } from './case-list-cache.ts';
import { caseFilter, listItem, makesOf, openCaseOf, searchCases, type CaseSearch } from './case-search.ts';

const row = (id: number, fields: Partial<ListedCase> = {}): ListedCase => ({
  Id: String(id),
  DealerId: '101',
  Status: 0,
  CustomerId: null,
  Customer2Id: null,
  SwapCarId: null,
  CaseManagerId: '5',
  CarId: null,
  CarDescription: null,
  RegistrationNumber: null,
  IsFactoryNew: false,
  CustomerName: null,
  SwapCarDescription: null,
  CaseManagerName: 'Mads Sørensen',
  Make: null,
  FinanceCaseStatus: null,
  InsuranceStatus: null,
  CreatedDate: '2026-03-01T08:00:00.000Z',
  ModifiedDate: `2026-03-01T08:00:${String(id % 60).padStart(2, '0')}.000Z`,
  lastVersion: 1,
  ...fields,
});

const search = (fields: Partial<CaseSearch> = {}): CaseSearch => ({ sort: 'ModifiedDate', sortdir: 'desc', offset: 0, count: 50, ...fields });
const ids = (rows: readonly ListedCase[]) => rows.map((r) => r.Id);

const rows = [
  row(1001, { CustomerName: 'Åse Ørsted', CarDescription: 'Škoda Octavia Combi', Make: 'Škoda', RegistrationNumber: 'AB 12 345', CustomerId: '7' }),
  row(1002, { CustomerName: 'Bent Hansen', CarDescription: 'VW Golf 1.5 TSI', Make: 'VW', Status: 3, CustomerId: '8', Customer2Id: '7' }),
  row(1003, { CustomerName: 'Anders And', CarDescription: 'Audi A4 Avant', Make: 'Audi', CaseManagerId: '4', SwapCarDescription: 'Ford Focus' }),
  row(1004, { CustomerName: 'æble Jensen', CarDescription: 'Škoda Superb', Make: 'škoda', Status: 2 }),
];

describe('the case search', () => {
  it('filters active (not closed) and closed cases, by case number, customer (either buyer) and case manager', () => {
    expect(ids(searchCases(rows, search({ IsActive: true })).Page)).toEqual(['1004', '1003', '1001']);
    expect(ids(searchCases(rows, search({ IsActive: false })).Page)).toEqual(['1002']);
    expect(ids(searchCases(rows, search({ CaseId: '1003' })).Page)).toEqual(['1003']);
    expect(ids(searchCases(rows, search({ CustomerId: '7' })).Page)).toEqual(['1002', '1001']);
    expect(ids(searchCases(rows, search({ CaseManagerId: '4' })).Page)).toEqual(['1003']);
  });

  it('matches free text against case number, customer name and car description, every word, ignoring case', () => {
    expect(ids(searchCases(rows, search({ FreeTextQuery: 'ørsted' })).Page)).toEqual(['1001']);
    expect(ids(searchCases(rows, search({ FreeTextQuery: 'ŠKODA' })).Page)).toEqual(['1004', '1001']);
    expect(ids(searchCases(rows, search({ FreeTextQuery: 'škoda superb' })).Page)).toEqual(['1004']);
    expect(ids(searchCases(rows, search({ FreeTextQuery: '1002' })).Page)).toEqual(['1002']);
    expect(ids(searchCases(rows, search({ FreeTextQuery: 'golf hansen' })).Page)).toEqual(['1002']);
    expect(searchCases(rows, search({ FreeTextQuery: 'golf ørsted' })).Total).toBe(0);
  });

  it('filters by make (ignoring case) and by car text or registration number typed with or without spaces', () => {
    expect(ids(searchCases(rows, search({ Make: 'ŠKODA' })).Page)).toEqual(['1004', '1001']);
    expect(ids(searchCases(rows, search({ CarFreeTextQuery: 'ab12345' })).Page)).toEqual(['1001']);
    expect(ids(searchCases(rows, search({ CarFreeTextQuery: 'AB 12 345' })).Page)).toEqual(['1001']);
    expect(ids(searchCases(rows, search({ CarFreeTextQuery: 'avant' })).Page)).toEqual(['1003']);
  });

  it('sorts by each sort key, Danish order for text (æ, ø, å last), ties by case number', () => {
    expect(ids(searchCases(rows, search({ sort: 'CustomerName', sortdir: 'asc' })).Page)).toEqual(['1003', '1002', '1004', '1001']);
    expect(ids(searchCases(rows, search({ sort: 'Id', sortdir: 'asc' })).Page)).toEqual(['1001', '1002', '1003', '1004']);
    expect(ids(searchCases(rows, search({ sort: 'Status', sortdir: 'desc' })).Page)).toEqual(['1002', '1004', '1003', '1001']);
    expect(ids(searchCases(rows, search({ sort: 'CarDescription', sortdir: 'asc' })).Page)).toEqual(['1003', '1001', '1004', '1002']);
    // Cases without a swap car sort first ascending (empty text), by case number among themselves.
    expect(ids(searchCases(rows, search({ sort: 'SwapCarDescription', sortdir: 'asc' })).Page)).toEqual(['1001', '1002', '1004', '1003']);
    expect(ids(searchCases(rows, search({ sort: 'ModifiedDate', sortdir: 'asc' })).Page)).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('pages with offset and count (at most 50) and reports the total of all matches', () => {
    const many = Array.from({ length: 120 }, (_, index) => row(2000 + index));
    const first = searchCases(many, search({ sort: 'Id', sortdir: 'asc', count: 500 }));
    expect(first.Total).toBe(120);
    expect(first.Page).toHaveLength(50);
    expect(first.Page[0]?.Id).toBe('2000');
    const last = searchCases(many, search({ sort: 'Id', sortdir: 'asc', offset: 100 }));
    expect(ids(last.Page)).toEqual(Array.from({ length: 20 }, (_, index) => String(2100 + index)));
    expect(searchCases(many, search({ offset: 500 })).Page).toEqual([]);
  });

  it('lists the makes in scope once each (the first spelling seen), in Danish order', () => {
    expect(makesOf(rows)).toEqual(['Audi', 'Škoda', 'VW']); // Š sorts with S
  });

  it("keeps the open cases for the latest cases, optionally only one case manager's", () => {
    expect(ids(rows.filter(openCaseOf(undefined))).sort()).toEqual(['1001', '1003', '1004']);
    expect(ids(rows.filter(openCaseOf('4')))).toEqual(['1003']);
  });

  it('answers the list row of the contract, with the status label and the branch', () => {
    expect(listItem(rows[1]!, 'Demo Biler Aarhus')).toEqual({
      Id: '1002',
      CustomerName: 'Bent Hansen',
      CarDescription: 'VW Golf 1.5 TSI',
      SwapCarDescription: null,
      FinanceCaseStatus: null,
      InsuranceStatus: null,
      ModifiedDate: '2026-03-01T08:00:42.000Z',
      Status: 3,
      StatusText: 'Afsluttet',
      CaseManagerName: 'Mads Sørensen',
      Branch: 'Demo Biler Aarhus',
      Make: 'VW',
      CreatedDate: '2026-03-01T08:00:00.000Z',
      HasSwapCar: false,
    });
    expect(caseFilter({})(rows[0]!)).toBe(true);
    // Rows written before HasSwapCar existed tell it by their swap car id.
    expect(listItem(row(1, { SwapCarId: '900' }), '').HasSwapCar).toBe(true);
  });

  it('finds a car by its make in the car text as well', () => {
    const golf = row(7, { CarDescription: 'Golf 1.5 TSI', Make: 'Volkswagen' });
    expect(caseFilter({ CarFreeTextQuery: 'volkswagen golf' })(golf)).toBe(true);
    expect(caseFilter({ CarFreeTextQuery: 'audi' })(golf)).toBe(false);
  });
});
