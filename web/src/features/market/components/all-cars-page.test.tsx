import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedActions } from '../../../../../domain/roles.ts';
import type { CarListDetails, CarListPage, CarListRow } from '../../../../../domain/market/car-list.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { allowedRoutesFor } from '@/test/allowed-routes.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { carListSearchSchema } from '../api/car-list.ts';
import { rememberCarListSearch } from '../model/remembered-search.ts';

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

const SALESMAN: CurrentUser = {
  UserId: '5',
  Name: 'Mads Sørensen',
  Username: 'saelger@demo.dk',
  Initials: 'MS',
  SimpleRole: 'Salesman',
  IsAdmin: false,
  IsConsultant: false,
  AllowedActions: allowedActions({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }),
  AllowedRoutes: allowedRoutesFor({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }, ['car_list', 'priceguide']),
  ConglomerateId: '1',
  DealerId: '101',
  DealerName: 'Demo Biler Aarhus',
  SubscriptionPackageName: 'pro',
  RoleFlags: ['car_list', 'priceguide'],
  SessionExpiresAt: '2026-01-05T12:00:00.000Z',
};

const row = (changes: Partial<CarListRow> = {}): CarListRow => ({
  Id: '9001',
  Type: 1,
  TypeName: 'Personbil',
  Make: 'Toyota',
  Model: 'Yaris',
  Variant: '1,5 Hybrid',
  FuelType: 'Hybrid',
  FirstRegistrationDate: '2021-03-01',
  Mileage: 61_000,
  CashPrice: 154_900,
  Price: 150_000,
  ZipCode: '8000',
  City: 'Aarhus C',
  ModifiedDate: '2026-11-20',
  IsSold: false,
  SalesPriceType: null,
  SalesDate: null,
  SalesPrice: null,
  ...changes,
});

const PAGE: CarListPage = {
  Total: 2,
  Offset: 0,
  Count: 2,
  List: [row(), row({ Id: '9002', Variant: '1,0 VVT-i', Mileage: 90_000, CashPrice: 119_900, Price: 115_000 })],
  PriceGuide: { NumberOfCars: 2, AverageMileage: 75_500, AveragePrice: 137_400, ActualMileage: 60, PricePrKmCalculated: 0.48, PricePrKmUserOverwrite: null, CalculatedPrice: 144_600 },
};

const DETAILS = {
  Id: '9001',
  CarTitle: 'Toyota Yaris 1,5 Hybrid',
  Make: 'Toyota',
  Model: 'Yaris',
  Variant: '1,5 Hybrid',
  ShortCarType: 'Personbil',
  ModelYear: 2021,
  RegistrationDate: '2021-03-01',
  Mileage: 61_000,
  FuelType: 'Hybrid',
  GearType: 'AutoShift',
  Color: 'Hvid',
  CashPrice: 154_900,
  Price: 150_000,
  DealerName: 'Bilhuset Aarhus',
  DealerPhone: '86123456',
  DealerZip: '8000',
  DealerCity: 'Aarhus C',
  Marketplace: 'Bilbasen',
  Link: 'https://www.bilbasen.dk/brugt/bil/toyota/yaris/9001',
} as Partial<CarListDetails>;

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer({
    'GET /api/account/settings': { body: SALESMAN },
    'GET /api/carlist/search/': { body: PAGE },
    'GET /api/carlist/getmakes/': { body: [{ Id: 'Toyota', Name: 'Toyota', Count: 1200 }, { Id: 'VW', Name: 'VW', Count: 2100 }] },
    'GET /api/carlist/getcartypes/': { body: [{ Id: 1, Name: 'Personbil', Count: 3300 }] },
    'GET /api/CarList/GetDetails/': { body: DETAILS },
    'GET /api/PrintAllCars/PrintAllCars': { body: new TextEncoder().encode('%PDF-1.7\n'), contentType: 'application/pdf', headers: { 'content-disposition': 'inline; filename="Toyotaer.pdf"' } },
  });
  URL.createObjectURL = vi.fn(() => 'blob:alle-biler');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const lastSearch = () => server.calls('GET /api/carlist/search/').at(-1)?.query;

describe('all cars and the price guide', () => {
  it("opens a guide link's search, shows the grid's columns and the price guide for the actual mileage", async () => {
    renderApp('/Cars/CarList?Make=Toyota&FreetextQuery=Yaris&RegistrationYearFrom=2020&RegistrationYearTo=2022&MileageFrom=10&MileageTo=110&ActualMileage=60');
    const grid = await screen.findByRole('table', { name: 'Alle biler' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(lastSearch()).toMatchObject({ Make: 'Toyota', FreetextQuery: 'Yaris', RegistrationYearFrom: '2020', RegistrationYearTo: '2022', MileageFrom: '10', MileageTo: '110', ActualMileage: '60', offset: '0', count: '50' });
    const headers = Array.from(grid.querySelectorAll('thead th')).map((cell) => cell.textContent?.trim());
    // The first column holds the checkboxes that choose cars for the print.
    expect(headers).toEqual(['', 'Type', 'Mærke', 'Model', '1. reg.', 'Km', 'Kontantpris', 'Pris ekskl. levering', 'Postnr.', 'Ændret', 'Salgspristype', 'Salgsdato', 'Salgspris']);
    const guide = screen.getByRole('region', { name: 'Prisguide' });
    expect(within(guide).getByLabelText('Antal biler')).toHaveTextContent('2');
    expect(within(guide).getByLabelText('Gennemsnitspris')).toHaveTextContent('137.400 kr.');
    expect(within(guide).getByLabelText('Km-pris')).toHaveTextContent('0,48 kr.');
    expect(within(guide).getByLabelText('Beregnet pris')).toHaveTextContent('144.600 kr.');
  });

  it('searches the tab for sale without the sale columns, sorts on the server, and shows a car with the link to its ad', async () => {
    renderApp('/Cars/CarList?Make=Toyota');
    const grid = await screen.findByRole('table', { name: 'Alle biler' });
    await userEvent.click(screen.getByRole('tab', { name: 'Til salg' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ IsSold: 'false', Make: 'Toyota' }));
    await waitFor(() => expect(grid.querySelectorAll('thead th')).toHaveLength(10));
    await userEvent.click(within(grid).getByText('Kontantpris'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: 'CashPrice', sortdir: 'asc' }));
    await userEvent.type(screen.getByLabelText('Km til (tusinder)'), '80{Enter}');
    await waitFor(() => expect(lastSearch()).toMatchObject({ MileageTo: '80' }));

    await userEvent.click(within(grid).getByText('1,5 Hybrid', { exact: false }));
    const pane = await screen.findByRole('region', { name: 'Bilens detaljer' });
    expect(await within(pane).findByText('Toyota Yaris 1,5 Hybrid')).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'Se annoncen på Bilbasen' })).toHaveAttribute('href', DETAILS.Link);
    expect(server.calls('GET /api/CarList/GetDetails/').at(-1)?.query).toMatchObject({ id: '9001' });
  });

  it('restores the last search of this browser tab when opened without a make', async () => {
    rememberCarListSearch(carListSearchSchema.parse({ Make: 'VW', IsSold: 'true', PriceTo: '200000' }));
    renderApp('/Cars/CarList');
    await screen.findByRole('table', { name: 'Alle biler' });
    await waitFor(() => expect(lastSearch()).toMatchObject({ Make: 'VW', IsSold: 'true', PriceTo: '200000' }));
    expect(screen.getByRole('tab', { name: 'Solgte' })).toHaveAttribute('aria-selected', 'true');
  });

  it('prints the cars chosen with a title, the logo and the price guide, and asks for at least one car first', async () => {
    server.answer('GET /api/carlist/search/', { body: { ...PAGE, Total: 120 } });
    const user = userEvent.setup();
    renderApp('/Cars/CarList?Make=Toyota&ActualMileage=60');
    // Found again at each use: on a loaded machine the page can show its loader once more after the first rows.
    const grid = () => screen.findByRole('table', { name: 'Alle biler' });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Alle biler' })).getAllByRole('row')).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: 'Udskriv' }));
    expect(await screen.findByText('Du skal vælge mindst én bil før du kan printe')).toBeInTheDocument();

    await user.click(within(await grid()).getByRole('checkbox', { name: 'Vælg bil Toyota Yaris 1,0 VVT-i' }));
    await user.click(within(await grid()).getByRole('checkbox', { name: 'Vælg bil Toyota Yaris 1,5 Hybrid' }));
    expect(screen.getByText('2 biler valgt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Udskriv biler' });
    expect(within(dialog).getByText('2 valgte biler udskrives.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Overskrift')).toHaveValue('Alle biler');
    expect(within(dialog).getByLabelText('Medtag prisguiden for søgningen')).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Overskrift'));
    await user.type(within(dialog).getByLabelText('Overskrift'), 'Toyotaer');
    await user.click(within(dialog).getByRole('button', { name: 'Udskriv' }));
    await waitFor(() => expect(server.calls('GET /api/PrintAllCars/PrintAllCars')).toHaveLength(1));
    expect(server.calls('GET /api/PrintAllCars/PrintAllCars')[0]?.query).toEqual({
      Make: 'Toyota',
      ActualMileage: '60',
      // In the list's order, whatever order they were ticked in.
      CarIds: '9001,9002',
      SelectionMode: 'Selected',
      Title: 'Toyotaer',
      UseCompanyLogo: 'true',
      ShowPriceGuide: 'true',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Udskriv biler' })).not.toBeInTheDocument());
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});
