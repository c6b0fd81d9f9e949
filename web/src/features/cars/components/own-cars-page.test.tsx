import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarMessages } from '../../../../../domain/cars/messages.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { carDetails, LIST_CHOICES, MECHANIC, pageOf, SALESMAN, stockRow, userOf } from '../cars.test-support.ts';
import { PrintOwnCarsMessages as PrintMessages } from '../../../../../domain/cars/print-own-cars.ts';
import { ownCarsLinkSearch } from '../../../../../domain/cars/stock-search.ts';
import { UNIQUE_CAR_TEXT } from '@/lib/price-indicator.ts';
import { SOLD_DATE_LATEST } from './own-cars/search-panel.tsx';

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

const ROWS = [stockRow(), stockRow({ Id: '56', Title: 'Toyota Yaris 1,5 Hybrid', Make: 'Toyota', Model: 'Yaris', Variant: '1,5 Hybrid', RegistrationNumber: 'CD34567', IsInternal: true, InternalExternal: 'Intern', ExternalDays: null })];

const listServer = (user: CurrentUser = SALESMAN, routes: FakeRoutes = {}) => {
  server = fakeServer({
    'GET /api/account/settings': { body: user },
    'POST /api/owncarlist/search/': { body: pageOf(ROWS) },
    'GET /api/OwnCarList/GetDetails/': (request) => ({ body: carDetails({ Id: request.query.id }), headers: { etag: '"4"' } }),
    ...LIST_CHOICES,
    ...routes,
  });
  return server;
};

/** Searches that answer only when the test lets them: the list is still loading the previous search meanwhile. */
const heldSearches = () => {
  const answered = globalThis.fetch;
  let held = false;
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (held && String(input).includes('/owncarlist/search')) await new Promise<void>((resume) => waiting.push(resume));
    return answered(input, init);
  });
  return { hold: (value: boolean) => (held = value), waiting, release: () => waiting.splice(0).forEach((resume) => resume()) };
};

const lastSearch = () => server.calls('POST /api/owncarlist/search/').at(-1)?.body as Record<string, unknown> | undefined;
const headers = () => Array.from(document.querySelectorAll<HTMLTableCellElement>('thead th')).slice(1).map((cell) => cell.textContent?.trim());

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the own-cars list', () => {
  it('shows every column of the stock car list row, the first car active in the detail panel', async () => {
    listServer();
    renderApp('/Cars/OwnCars');

    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    expect(headers()).toEqual([
      'Type',
      'Mærke',
      'Model',
      '1. reg.',
      'Leasing',
      'Leasing ændret',
      'Km',
      'Kontantpris',
      'Pris ændret',
      'Pris ekskl. lev.',
      'Status',
      'Visning',
      'Afdeling',
      'Vognnr.',
      'Drivmiddel',
      'Lagerdage',
      'Eksterne dage',
      'Ændret',
      'Billeder',
      'Video',
      '360°',
      'Ansvarlig',
    ]);
    const grid = within(document.querySelector('tbody')!);
    expect(grid.getAllByRole('cell', { name: '42.000' })).toHaveLength(2);
    expect(grid.getAllByRole('cell', { name: '01-03-2021' })).toHaveLength(2);
    expect(grid.getAllByRole('cell', { name: 'Intern' })).toHaveLength(1);
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(within(panel).getByRole('heading', { name: 'VW Golf 1,5 TSI Style' })).toBeInTheDocument();
    expect(await within(panel).findByText('WVWZZZ1KZAW000055')).toBeInTheDocument();
    expect(lastSearch()).toEqual({ IsSold: false, SearchScope: 'Dealer', count: 50, offset: 0, sort: 'Make', sortdir: 'asc' });
  });

  it('keeps the price indicator column for dealers with market insights, and the sale on the sold tab', async () => {
    listServer(userOf('Salesman', ['can_see_my_cars', 'market_insights']));
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    expect(headers()).toContain('Prisindikator');
    expect(headers()).not.toContain('Salgsdato');

    await user.click(screen.getByRole('radio', { name: 'Solgte' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ IsSold: true }));
    expect(headers().slice(-3)).toEqual(['Salgspristype', 'Salgsdato', 'Salgspris']);
    expect(screen.getByRole('heading', { name: 'Solgte biler' })).toBeInTheDocument();
  });

  it("reads the spec's query parameters and sends them as stock search parameters", async () => {
    listServer();
    renderApp(
      '/Cars/OwnCars?selectedCategories=NoPictures,NoMileage&searchType=user&daysfrom=30&daysto=90&externaldaysfrom=5&isInternal=false&sort=DaysInStock&sortdir=desc&FreetextQuery=golf&fuel=Diesel&gear=AutoShift&chassis=SUV',
    );
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    expect(lastSearch()).toEqual({
      IsSold: false,
      SearchScope: 'User',
      FreetextQuery: 'golf',
      SelectedFuelTypes: ['Diesel'],
      SelectedGearType: 'AutoShift',
      SelectedChassisType: 'SUV',
      SelectedCategories: ['NoPictures', 'NoMileage'],
      DaysFrom: 30,
      DaysTo: 90,
      ExternalDaysFrom: 5,
      IsInternal: false,
      count: 50,
      offset: 0,
      sort: 'DaysInStock',
      sortdir: 'desc',
    });
    expect(screen.getByRole('checkbox', { name: 'Mangler billeder' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mangler km' })).toBeChecked();
    expect(screen.getByLabelText('Lagerdage fra')).toHaveValue('30');
    expect(server.calls('GET /api/owncarlist/getmakes/')[0]?.query).toMatchObject({ isSold: 'false', searchScope: 'user' });
  });

  it("lands from the dashboard's reminders and days-in-stock bars with their filters, whatever search was kept", async () => {
    listServer();
    // A search kept from an earlier visit does not replace the link's.
    sessionStorage.setItem('dealerhub.own-cars.search', JSON.stringify({ FreetextQuery: 'golf' }));
    const linkTo = (link: Parameters<typeof ownCarsLinkSearch>[0]) =>
      `/Cars/OwnCars?${new URLSearchParams(Object.entries(ownCarsLinkSearch(link)).map(([key, value]) => [key, String(value)])).toString()}`;
    const cases: [string, Record<string, unknown>, string[]][] = [
      [linkTo({ reminder: 'InternalCars', mine: true }), { SearchScope: 'User', IsInternal: true }, []],
      [linkTo({ reminder: 'NoDescription', mine: false }), { SearchScope: 'Dealer', SelectedCategories: ['NoExtraEquipmentText'] }, ['Mangler beskrivelse']],
      [linkTo({ reminder: 'ExpiringCars' }), { SelectedCategories: ['ExpiringCars'] }, ['Annoncer der snart udløber']],
      [linkTo({ daysFrom: 30, daysTo: 59 }), { DaysFrom: 30, DaysTo: 59 }, []],
      // The dashboard's own names of its reminders, as a hand-made link may carry them.
      ['/Cars/OwnCars?selectedCategories=InternalCars,NoDescription,NoPictures', { IsInternal: true, SelectedCategories: ['NoExtraEquipmentText', 'NoPictures'] }, ['Mangler beskrivelse', 'Mangler billeder']],
    ];
    for (const [path, expected, checked] of cases) {
      const view = renderApp(path);
      await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
      await waitFor(() => expect(lastSearch()).toMatchObject(expected));
      expect(lastSearch()).not.toHaveProperty('FreetextQuery');
      for (const label of checked) expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
      if (expected.IsInternal) expect(screen.getByRole('radio', { name: 'Intern' })).toBeChecked();
      if (expected.DaysFrom) expect(screen.getByLabelText('Lagerdage fra')).toHaveValue('30');
      view.unmount();
    }
  });

  it('puts a filter in the URL and the search, back on page 1', async () => {
    listServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars?page=2');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });

    await user.click(screen.getByRole('checkbox', { name: 'Udløbne annoncer' }));
    await waitFor(() => expect(router.state.location.href).toContain('selectedCategories=ExpiredCars'));
    expect(router.state.location.href).not.toContain('page=');
    await waitFor(() => expect(lastSearch()).toMatchObject({ SelectedCategories: ['ExpiredCars'], offset: 0 }));

    await user.type(screen.getByLabelText('Fritekst'), 'yaris');
    await waitFor(() => expect(router.state.location.href).toContain('FreetextQuery=yaris'));
    expect(router.state.location.href).toContain('selectedCategories=ExpiredCars');
  });

  it('keeps a number typed and sent with Enter in its field while the list loads, and sends each value typed', async () => {
    listServer();
    const { hold, waiting, release } = heldSearches();
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    const mileageFrom = () => screen.getByLabelText('Km fra');

    hold(true);
    for (const typed of ['12000', '12346', '12345']) {
      await user.clear(mileageFrom());
      await user.type(mileageFrom(), `${typed}{Enter}`);
      await waitFor(() => expect(router.state.location.href).toContain(`MileageFrom=${typed}`));
      // While the list loads, the field shows what was typed, not the search before it.
      expect(mileageFrom()).toHaveValue(typed);
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      release();
      await waitFor(() => expect(lastSearch()).toMatchObject({ MileageFrom: Number(typed) }));
      expect(mileageFrom()).toHaveValue(typed);
    }
    hold(false);
    release();
    expect(router.state.location.href).toContain('MileageFrom=12345');
  });

  it('keeps the search in session storage and restores it, unless reset is asked', async () => {
    listServer();
    const user = userEvent.setup();
    const first = renderApp('/Cars/OwnCars');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    await user.click(screen.getByRole('checkbox', { name: 'Mangler beskrivelse' }));
    await waitFor(() => expect(sessionStorage.getItem('dealerhub.own-cars.search')).toContain('NoExtraEquipmentText'));
    first.unmount();
    const second = renderApp('/Cars/OwnCars');
    await waitFor(() => expect(second.router.state.location.href).toBe('/Cars/OwnCars?selectedCategories=NoExtraEquipmentText'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ SelectedCategories: ['NoExtraEquipmentText'] }));
    // Within the list, a search cleared by hand stays cleared.
    await user.click(screen.getByRole('checkbox', { name: 'Mangler beskrivelse' }));
    await waitFor(() => expect(second.router.state.location.href).toBe('/Cars/OwnCars'));
    await waitFor(() => expect(lastSearch()).not.toHaveProperty('SelectedCategories'));
    await waitFor(() => expect(sessionStorage.getItem('dealerhub.own-cars.search')).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: 'Mangler billeder' }));
    await waitFor(() => expect(sessionStorage.getItem('dealerhub.own-cars.search')).toContain('NoPictures'));
    second.unmount();
    const third = renderApp('/Cars/OwnCars?reset=true');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    await waitFor(() => expect(third.router.state.location.href).toBe('/Cars/OwnCars'));
    expect(lastSearch()).not.toHaveProperty('SelectedCategories');
    expect(sessionStorage.getItem('dealerhub.own-cars.search')).toBeNull();
  });

  it('opens the car page with the way back to its row, and goToRow chooses the page and the row', async () => {
    listServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars?goToRow=51');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    expect(lastSearch()).toMatchObject({ offset: 50 });
    // Row 51 is the second row of page 2.
    await waitFor(() => expect(document.querySelector('[data-car-id="56"]')).toHaveAttribute('aria-selected', 'true'));

    await user.dblClick(screen.getByRole('cell', { name: 'Yaris 1,5 Hybrid' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cars/OwnCars/Car/56'));
    expect(router.state.location.href).toBe('/Cars/OwnCars/Car/56?goBackToRow=51');
  });

  it("asks for at least one car before it changes the display, then says 'Visning er opdateret'", async () => {
    listServer(SALESMAN, { 'POST /api/car/updateinternalstatus/': { body: { Message: CarMessages.viewUpdated, CarIds: ['55', '56'] } } });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });

    await user.click(screen.getByRole('button', { name: 'Vis internt' }));
    expect(await screen.findByText(CarMessages.noCarsChosen)).toBeInTheDocument();
    expect(server.calls('POST /api/car/updateinternalstatus/')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Vælg alle biler på siden' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 valgt');
    const searches = server.calls('POST /api/owncarlist/search/').length;
    await user.click(screen.getByRole('button', { name: 'Vis internt' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(CarMessages.viewUpdated)).toBeInTheDocument();
    expect(server.calls('POST /api/car/updateinternalstatus/')[0]?.body).toEqual({ CarIds: ['55', '56'], NewInternalStatus: true });
    // The list is read again when the notice has closed.
    expect(server.calls('POST /api/owncarlist/search/').length).toBe(searches);
    await waitFor(() => expect(server.calls('POST /api/owncarlist/search/').length).toBeGreaterThan(searches), { timeout: 5_000 });
  });

  it('prints the chosen cars, and all of the search when every car is chosen, with the limits', async () => {
    listServer(SALESMAN, {
      'GET /api/PrintOwnCars/PrintOwnCars': { body: new Uint8Array([37, 80, 68, 70]), contentType: 'application/pdf' },
    });
    URL.createObjectURL = () => 'blob:print';
    URL.revokeObjectURL = () => {};
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });

    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    expect(await screen.findByText(PrintMessages.noneChosen)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Vælg bil VW Golf 1,5 TSI Style' }));
    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    const modal = await screen.findByRole('dialog', { name: 'Udskriv biler' });
    await user.click(within(modal).getByRole('button', { name: 'Udskriv' }));
    await waitFor(() => expect(server.calls('GET /api/PrintOwnCars/PrintOwnCars')).toHaveLength(1));
    expect(server.calls('GET /api/PrintOwnCars/PrintOwnCars')[0]?.query).toMatchObject({ CarIds: '55', SelectionMode: 'Selected', Title: 'Egne biler', UseCompanyLogo: 'true', Sort: 'Make' });

    // Both cars are every car of the search: all of it is printed, by the search, not by ids.
    await user.click(screen.getByRole('checkbox', { name: 'Vælg bil Toyota Yaris 1,5 Hybrid' }));
    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Udskriv biler' })).getByRole('button', { name: 'Udskriv' }));
    await waitFor(() => expect(server.calls('GET /api/PrintOwnCars/PrintOwnCars')).toHaveLength(2));
    const all = server.calls('GET /api/PrintOwnCars/PrintOwnCars')[1]?.query;
    expect(all).toMatchObject({ SelectionMode: 'All', IsSold: 'false', SearchScope: 'Dealer' });
    expect(all).not.toHaveProperty('CarIds');
  });

  it('links the Excel export to the current search', async () => {
    listServer();
    renderApp('/Cars/OwnCars?IsSold=true&soldfrom=2026-01-01&Make=VW&sort=SalesDate&sortdir=desc');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    const link = screen.getByRole('link', { name: 'Excel' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/api/owncarlist/excel');
    expect(Object.fromEntries(url.searchParams)).toEqual({ IsSold: 'true', SearchScope: 'Dealer', Make: 'VW', SoldDateFrom: '2026-01-01', Sort: 'SalesDate', SortDir: 'desc' });
  });

  it('hides the display actions from roles that do not edit cars, and the print without the print function', async () => {
    listServer(userOf('Mechanic', ['can_see_my_cars']));
    renderApp('/Cars/OwnCars');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    expect(screen.queryByRole('button', { name: 'Vis internt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Udskriv' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Opret bil' })).not.toBeInTheDocument();
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(within(panel).queryByRole('button', { name: 'Sælg bil' })).not.toBeInTheDocument();
    expect(MECHANIC.AllowedActions).not.toContain('editCars');
  });

  it('manages the pictures in the detail panel for a user who edits cars, shown only when the server says the car cannot be changed', async () => {
    const pictures = [1, 2].map((number) => ({
      Number: number,
      PictureId: `p${number}`,
      Url: `https://pictures.test/${number}.jpg`,
      ThumbnailUrl: `https://pictures.test/${number}-thumb.jpg`,
      DownloadUrl: `https://pictures.test/${number}.jpg?download`,
    }));
    listServer(SALESMAN, {
      'GET /api/OwnCarList/GetDetails/': (request) => ({
        body: carDetails({ Id: request.query.id, CarPictures: pictures, CarPictureUrls: pictures.map((picture) => picture.Url), CanEdit: request.query.id === '55' }),
        headers: { etag: '"4"' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(await within(panel).findByLabelText('Vælg billeder')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Flyt billede 1 til højre' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Slet billede 2' })).toBeInTheDocument();
    // The pictures are shown once: the uploader's thumbnails choose the one shown large, the gallery has no strip.
    expect(within(panel).getAllByRole('button', { name: 'Vis billede 2' })).toHaveLength(1);
    expect(within(panel).getAllByRole('img', { name: 'VW Golf 1,5 TSI Style, billede 2' })).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Vis billede 2' }));
    expect(within(panel).getAllByRole('img', { name: 'VW Golf 1,5 TSI Style, billede 2' }).map((image) => image.getAttribute('src'))).toEqual([
      'https://pictures.test/2.jpg',
      'https://pictures.test/2-thumb.jpg',
    ]);
    // The download is the server's link, which names the file after the car.
    expect(within(panel).getByRole('link', { name: /Hent billede/ })).toHaveAttribute('href', 'https://pictures.test/2.jpg?download');

    // A car the server will not let this user change: its pictures are shown, not changed.
    await user.click(screen.getByRole('cell', { name: 'Yaris 1,5 Hybrid' }));
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Toyota Yaris 1,5 Hybrid' })).toBeInTheDocument());
    await waitFor(() => expect(within(panel).queryByLabelText('Vælg billeder')).not.toBeInTheDocument());
    expect(within(panel).getAllByRole('img', { name: /billede 2/ }).length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('button', { name: 'Slet billede 2' })).not.toBeInTheDocument();
  });

  it('says once that a car has no pictures, where the uploader says it', async () => {
    listServer(SALESMAN, {
      'GET /api/OwnCarList/GetDetails/': (request) => ({ body: carDetails({ Id: request.query.id, CarPictures: [], CarPictureUrls: [], CanEdit: true }), headers: { etag: '"4"' } }),
    });
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(await within(panel).findByLabelText('Vælg billeder')).toBeInTheDocument();
    expect(within(panel).getAllByText('Bilen har ingen billeder.')).toHaveLength(1);
  });

  it('shows no photo uploader to a role that does not edit cars', async () => {
    listServer(userOf('Mechanic', ['can_see_my_cars']));
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(await within(panel).findByText('WVWZZZ1KZAW000055')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Vælg billeder')).not.toBeInTheDocument();
  });

  it('offers all departments with their names to a role that may search them, and limits the search to the ones chosen', async () => {
    listServer(userOf('Owner'), {
      'GET /api/dealers/findconglomeratedealers/': {
        body: [
          { Id: '101', Name: 'Demo Biler Aarhus', IsOwn: true },
          { Id: '102', Name: 'Demo Biler Aalborg', IsOwn: false },
        ],
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    await user.click(screen.getByRole('combobox', { name: 'Vis' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Biler Aalborg' }));
    await waitFor(() => expect(router.state.location.href).toBe('/Cars/OwnCars?searchType=conglomerate&dealers=102'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ SearchScope: 'Conglomerate', SelectedDealerIds: ['102'] }));

    await user.click(await screen.findByRole('option', { name: 'Mine biler' }));
    await waitFor(() => expect(router.state.location.href).toBe('/Cars/OwnCars?searchType=user'));
  });

  it('falls back to the department when all departments are asked for but not offered', async () => {
    listServer();
    const { router } = renderApp('/Cars/OwnCars?searchType=conglomerate&dealers=102');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    await waitFor(() => expect(router.state.location.href).toBe('/Cars/OwnCars'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ SearchScope: 'Dealer' }));
  });

  it("shows the price indicator, with the spec's text for a car too unique to value", async () => {
    listServer(userOf('Salesman', ['can_see_my_cars', 'market_insights']), {
      'POST /api/owncarlist/search/': { body: pageOf([stockRow({ CurrentRangeColor: 1 }), stockRow({ Id: '56', Title: 'Toyota Yaris', Model: 'Yaris', Variant: '', CurrentRangeColor: 0 })]) },
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const grid = within(await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' }).then(() => document.querySelector('tbody')!));
    expect(grid.getByText('God pris')).toBeInTheDocument();
    await user.hover(grid.getByText('Unik bil'));
    expect(await screen.findByText(UNIQUE_CAR_TEXT)).toBeInTheDocument();
  });

  it('takes sold dates up to yesterday only', async () => {
    listServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars?IsSold=true');
    await screen.findByRole('cell', { name: 'Golf 1,5 TSI Style' });
    await user.type(screen.getByLabelText('Solgt fra'), '01-01-2049');
    expect(await screen.findByText(SOLD_DATE_LATEST)).toBeInTheDocument();
    expect(router.state.location.href).not.toContain('soldfrom');
    await user.clear(screen.getByLabelText('Solgt fra'));
    await user.type(screen.getByLabelText('Solgt fra'), '01-01-2026');
    await waitFor(() => expect(router.state.location.href).toContain('soldfrom=2026-01-01'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ IsSold: true, SoldDateFrom: '2026-01-01' }));
    // A date typed while the list loads the search before it stays in its field.
    const { hold, waiting, release } = heldSearches();
    hold(true);
    await user.clear(screen.getByLabelText('Solgt fra'));
    await user.type(screen.getByLabelText('Solgt fra'), '01-02-2026');
    await waitFor(() => expect(router.state.location.href).toContain('soldfrom=2026-02-01'));
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Solgt fra')).toHaveValue('01-02-2026');
    hold(false);
    release();
    await waitFor(() => expect(lastSearch()).toMatchObject({ SoldDateFrom: '2026-02-01' }));
    expect(screen.getByLabelText('Solgt fra')).toHaveValue('01-02-2026');
    // Back to the stock tab: the sold date range is reset.
    await user.click(screen.getByRole('radio', { name: 'På lager' }));
    await waitFor(() => expect(router.state.location.href).toBe('/Cars/OwnCars'));
  });
});
