import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { daysBefore, danishToday, toClientDate } from '../../../../../domain/format.ts';
import { allowedActions, type RoleFlag } from '../../../../../domain/roles.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { allowedRoutesFor } from '@/test/allowed-routes.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { MarketplaceListing, MarketplacePage } from '../api/marketplace.ts';
import { checkCreatedDates } from './marketplace-page.tsx';

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

const salesman = (flags: RoleFlag[]): CurrentUser => ({
  UserId: '5',
  Name: 'Mads Sørensen',
  Username: 'saelger@demo.dk',
  Initials: 'MS',
  SimpleRole: 'Salesman',
  IsAdmin: false,
  IsConsultant: false,
  AllowedActions: allowedActions({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }),
  AllowedRoutes: allowedRoutesFor({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }, flags),
  ConglomerateId: '1',
  DealerId: '101',
  DealerName: 'Demo Biler Aarhus',
  SubscriptionPackageName: 'pro',
  RoleFlags: flags,
  SessionExpiresAt: '2026-01-05T12:00:00.000Z',
});

const listing = (changes: Partial<MarketplaceListing> = {}): MarketplaceListing => ({
  Id: '7001',
  CreatedDate: '2026-11-20',
  ExpectedExpirationDate: '2027-01-19',
  Currency: 'DKK',
  RetailPrice: 189_900,
  SalesPriceType: 'CashPrice',
  PriceWithNoTax: null,
  WholesalePrice: null,
  CarTitle: 'Skoda Octavia 2,0 TDI Style',
  Make: 'Skoda',
  Model: 'Octavia',
  Variant: '2,0 TDI Style',
  CarType: 1,
  ModelCatalogueId: null,
  ModelYear: 2020,
  Motor: '2,0 TDI',
  NumberOfDoors: 5,
  Color: 'Grå',
  Description: '',
  Effect: 150,
  FuelType: 'Diesel',
  GearType: 'AutoShift',
  KmPerLiter: 21.3,
  Mileage: 84_000,
  PictureUrls: [],
  SharedListingId: 'BB-88123',
  WeightTaxCosts: null,
  Marketplace: 'Bilbasen',
  Link: 'https://www.bilbasen.dk/brugt/bil/skoda/octavia/88123',
  DealerName: 'Bilcentret Vejle',
  DealerPhone: '75823344',
  DealerEmail: null,
  DealerAddress: null,
  DealerCity: 'Vejle',
  DealerZip: '7100',
  ...changes,
});

const PAGE: MarketplacePage = {
  Total: 2,
  Offset: 0,
  Count: 2,
  List: [
    listing(),
    listing({ Id: '7002', CarTitle: 'VW Golf 1,5 TSI Life', Make: 'VW', Model: 'Golf', Motor: '1,5 TSI', Variant: '1,5 TSI Life', Marketplace: 'Engros', WholesalePrice: 142_000, RetailPrice: 142_000, Link: 'https://engros.example/7002' }),
  ],
};

let server: ReturnType<typeof fakeServer>;

const start = (flags: RoleFlag[]) => {
  server = fakeServer({
    'GET /api/account/settings': { body: salesman(flags) },
    'GET /api/marketplace/searchallmarketplace/': { body: PAGE },
    'GET /api/marketplace/getmakes/': { body: [{ Id: 'Skoda', Name: 'Skoda', Count: 800 }, { Id: 'VW', Name: 'VW', Count: 1900 }] },
    'GET /api/marketplace/getcartypes/': { body: [{ Id: 1, Name: 'Personbil', Count: 2700 }] },
  });
};

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const searches = () => server.calls('GET /api/marketplace/searchallmarketplace/');
const lastSearch = () => searches().at(-1)?.query;

describe('the marketplace', () => {
  it('lists the listings newest first and shows the one chosen, alone, with the link to its marketplace', async () => {
    start(['car_list', 'b2b_marketplace']);
    const user = userEvent.setup();
    renderApp('/Cars/Marketplace');
    const grid = await screen.findByRole('table', { name: 'Markedsplads' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(lastSearch()).toEqual({ offset: '0', count: '50' });
    const headers = Array.from(grid.querySelectorAll('thead th')).map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(['Oprettet', 'Type', 'Mærke', 'Model', 'Årgang', 'Km', 'Pris', 'Markedsplads', 'Postnr.']);
    expect(within(grid).getByText('189.900')).toBeInTheDocument();
    expect(within(grid).getByText('Engroslisten')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Markedsplads' })).toHaveAttribute('href', '/Cars/Marketplace');

    await user.click(within(grid).getByText('Octavia 2,0 TDI Style'));
    const pane = await screen.findByRole('region', { name: 'Annoncens detaljer' });
    expect(within(pane).getByText('Skoda Octavia 2,0 TDI Style')).toBeInTheDocument();
    expect(within(pane).getByLabelText('Pris')).toHaveTextContent('189.900 kr.');
    expect(within(pane).getByLabelText('Forventet udløb')).toHaveTextContent('19-01-2027');
    expect(within(pane).getByLabelText('Sælger')).toHaveTextContent('Bilcentret Vejle');
    const link = within(pane).getByRole('link', { name: 'Se annoncen på Bilbasen' });
    expect(link).toHaveAttribute('href', 'https://www.bilbasen.dk/brugt/bil/skoda/octavia/88123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Beside the listing the grid keeps the car, its year, mileage, price and when it was listed.
    expect(Array.from(grid.querySelectorAll('thead th')).map((cell) => cell.textContent?.trim())).toEqual(['Bil', 'Årgang', 'Km', 'Pris', 'Oprettet']);
    // One listing at a time: choosing another replaces it.
    await user.click(within(grid).getByText('VW Golf 1,5 TSI Life'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Annoncens detaljer' })).getByText('VW Golf 1,5 TSI Life')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Annoncens detaljer' })).getByLabelText('Engrospris')).toHaveTextContent('142.000 kr.');
    expect(grid.querySelectorAll('tr[aria-selected="true"]')).toHaveLength(1);
  });

  it('searches by make, marketplace, mileage and created date, and sorts on the server', async () => {
    start(['car_list', 'b2b_marketplace']);
    const user = userEvent.setup();
    renderApp('/Cars/Marketplace?Make=Skoda');
    const grid = await screen.findByRole('table', { name: 'Markedsplads' });
    await waitFor(() => expect(lastSearch()).toMatchObject({ Make: 'Skoda' }));
    expect(server.calls('GET /api/marketplace/getmakes/').length).toBeGreaterThan(0);

    const yesterday = toClientDate(daysBefore(danishToday(), 1));
    await user.type(screen.getByLabelText('Km til (tusinder)'), '100');
    await user.type(screen.getByLabelText('Oprettet fra'), yesterday);
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ Make: 'Skoda', MileageTo: '100', CreatedDateFrom: yesterday }));
    // The to-date defaults to today, which the server takes by itself.
    expect(lastSearch()).not.toHaveProperty('CreatedDateTo');
    expect(screen.getByLabelText('Oprettet til')).toHaveValue(toClientDate(danishToday()));

    await user.click(within(grid).getByText('Pris'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: 'CashPrice', sortdir: 'asc' }));

    await user.click(screen.getByRole('combobox', { name: 'Markedspladser' }));
    await user.click(await screen.findByRole('option', { name: 'DBA' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ Marketplaces: 'DBA' }));
  });

  it('keeps created-from to yesterday at the latest, in dd-mm-åååå, and the to-date not before it', async () => {
    start(['car_list', 'b2b_marketplace']);
    const user = userEvent.setup();
    renderApp('/Cars/Marketplace');
    await screen.findByRole('table', { name: 'Markedsplads' });
    await waitFor(() => expect(searches()).toHaveLength(1));

    const from = screen.getByLabelText('Oprettet fra');
    await user.type(from, toClientDate(danishToday()));
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    expect(await screen.findByText('Oprettet fra kan senest være i går.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Oprettet fra'));
    await user.type(screen.getByLabelText('Oprettet fra'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    expect(await screen.findByText('Datoen skal skrives dd-mm-åååå.')).toBeInTheDocument();
    expect(searches()).toHaveLength(1);

    expect(checkCreatedDates({ CreatedDateFrom: '10-11-2026', CreatedDateTo: '05-11-2026' }, '2026-11-28')).toEqual({ errors: { CreatedDateTo: 'Oprettet til må ikke være før oprettet fra.' } });
    expect(checkCreatedDates({ CreatedDateFrom: '27-11-2026', CreatedDateTo: '28-11-2026' }, '2026-11-28')).toEqual({ dates: { CreatedDateFrom: '27-11-2026', CreatedDateTo: '' } });
    expect(checkCreatedDates({ CreatedDateFrom: '28-11-2026', CreatedDateTo: '' }, '2026-11-28')).toEqual({ errors: { CreatedDateFrom: 'Oprettet fra kan senest være i går.' } });
  });

  it('is neither in the menu nor open to a dealer without the B2B marketplace function', async () => {
    start(['car_list']);
    renderApp('/Cars/Marketplace');
    expect(await screen.findByRole('heading', { name: 'Ingen adgang' })).toBeInTheDocument();
    expect(screen.getByText('Din forhandler har ikke adgang til markedspladsen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Markedsplads' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle biler' })).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });
});
