import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MICRO_FRONTEND_FALLBACK } from '@/components/micro-frontend-host.tsx';
import { userWith } from '@/test/case-fixtures.ts';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixtures.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

let server: ReturnType<typeof fakeServer>;

/** A salesman of a dealer on the package, with its role flags. */
const salesmanOn = (subscriptionPackage: 'start' | 'basis' | 'pro') =>
  userWith({
    SubscriptionPackageName: subscriptionPackage,
    RoleFlags: subscriptionPackage === 'start' ? ['can_see_my_cars', 'car_list', 'car_facts'] : ['can_see_my_cars', 'car_list', 'case', 'car_facts', 'priceguide'],
  });

const serve = (user: ReturnType<typeof salesmanOn>, routes: FakeRoutes = {}) => {
  server = fakeServer({ ...EMPTY_DASHBOARD, 'GET /api/account/settings': { body: user }, ...routes });
};

const column = (number: 1 | 2 | 3) => screen.getByTestId(`dashboard-column-${number}`);
const titlesIn = (number: 1 | 2 | 3) => within(column(number)).queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the dashboard', () => {
  it("arranges pro's widgets in three columns, without the news in the first", async () => {
    serve(salesmanOn('pro'));
    renderApp('/');
    await screen.findByTestId('dashboard-column-1');
    expect(titlesIn(1)).toEqual(['Seneste sager', 'Bilpåmindelser', 'Salgstragt']);
    expect(titlesIn(2)).toEqual(['Lageroverblik', 'Lagerdage', 'Annonceoptimering']);
    expect(titlesIn(3)).toEqual(['Nyheder', 'Prisguide', 'Bilfakta', 'Værktøjskasse', 'Video']);
  });

  it("arranges start's widgets its own way, without what the package lacks", async () => {
    serve(salesmanOn('start'));
    renderApp('/');
    await screen.findByTestId('dashboard-column-1');
    expect(titlesIn(1)).toEqual(['Lageroverblik', 'Bilpåmindelser', 'Nyheder']);
    expect(titlesIn(2)).toEqual(['Lagerdage', 'Video']);
    expect(titlesIn(3)).toEqual(['Bilfakta', 'Værktøjskasse', 'Annonceoptimering']);
  });

  it('shows a mechanic neither the sales funnel nor the ad suggestions, which are for those who sell and edit the cars', async () => {
    serve(userWith({ SimpleRole: 'Mechanic', SubscriptionPackageName: 'pro', RoleFlags: ['can_see_my_cars', 'car_list', 'case', 'car_facts', 'priceguide'] }));
    renderApp('/');
    await screen.findByTestId('dashboard-column-1');
    expect([...titlesIn(1), ...titlesIn(2), ...titlesIn(3)]).toEqual(['Seneste sager', 'Bilpåmindelser', 'Lageroverblik', 'Lagerdage', 'Nyheder', 'Prisguide', 'Bilfakta', 'Værktøjskasse', 'Video']);
  });

  it('moves a widget to another column and hides another in edit mode, and keeps the arrangement after a reload', async () => {
    serve(salesmanOn('pro'));
    const user = userEvent.setup();
    const { unmount } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Tilpas forsiden' }));
    // Edit mode loads its drag and drop on demand.
    await user.click(await screen.findByRole('button', { name: 'Flyt Lageroverblik til venstre' }));
    expect(titlesIn(1)).toEqual(['Lageroverblik', 'Seneste sager', 'Bilpåmindelser', 'Salgstragt']);
    await user.click(screen.getByRole('checkbox', { name: 'Vis Video' }));
    // The cases and the car alerts cannot be hidden.
    expect(screen.queryByRole('checkbox', { name: 'Vis Seneste sager' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Færdig' }));
    expect(titlesIn(3)).toEqual(['Nyheder', 'Prisguide', 'Bilfakta', 'Værktøjskasse']);
    unmount();

    renderApp('/');
    await screen.findByTestId('dashboard-column-1');
    expect(titlesIn(1)).toEqual(['Lageroverblik', 'Seneste sager', 'Bilpåmindelser', 'Salgstragt']);
    expect(titlesIn(3)).toEqual(['Nyheder', 'Prisguide', 'Bilfakta', 'Værktøjskasse']);
  });

  it("offers each widget's handle to the keyboard's drag and drop, described for assistive technology", async () => {
    serve(salesmanOn('pro'));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Tilpas forsiden' }));
    const handle = await screen.findByRole('button', { name: 'Træk Lagerdage' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('aria-describedby');
  });
});

describe('the stock widgets', () => {
  it("shows the department's stock summary, linked to the stock list", async () => {
    serve(salesmanOn('pro'), { 'GET /api/summarywidget/': { body: { AvgStockDays: 47, NumberOfCars: 5000, StockValue: 1_234_500 } } });
    renderApp('/');
    const widget = await screen.findByTestId('summary-widget');
    expect(await within(widget).findByText('5.000')).toBeInTheDocument();
    expect(within(widget).getByText('47')).toBeInTheDocument();
    expect(within(widget).getByText('1.234.500 kr.')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Se lagerlisten' })).toHaveAttribute('href', '/Cars/OwnCars');
  });

  it("counts my car alerts, or the department's, each linking to the stock list narrowed to them", async () => {
    serve(salesmanOn('pro'), {
      'GET /api/reminderwidget/': (request) => ({
        body: { SearchType: request.query.searchType, InternalCars: 1, NoDescription: 2, NoMileage: 3, NoPictures: request.query.searchType === 'dealer' ? 40 : 4, ExpiringCars: 5, ExpiredCars: 6 },
      }),
    });
    const user = userEvent.setup();
    renderApp('/');
    const widget = await screen.findByTestId('car-alerts-widget');
    const row = (await within(widget).findByRole('link', { name: 'Mangler billeder' })).closest('li')!;
    expect(row).toHaveTextContent('4');
    expect(server.calls('GET /api/reminderwidget/')[0]?.query).toEqual({ searchType: 'responsibleuser' });
    expect(within(widget).getByRole('link', { name: 'Interne biler' })).toHaveAttribute('href', '/Cars/OwnCars?isInternal=true&searchType=user');

    await user.click(within(widget).getByText('Afdelingens'));
    await waitFor(() => expect(within(widget).getByRole('link', { name: 'Mangler billeder' }).closest('li')).toHaveTextContent('40'));
    const link = within(widget).getByRole('link', { name: 'Mangler billeder' });
    // The department is the stock list's own default scope: the address leaves it out.
    expect(link).toHaveAttribute('href', '/Cars/OwnCars?selectedCategories=NoPictures');
  });

  it('draws the days in stock as bars that read as their days and count and link to the stock list of those days', async () => {
    serve(salesmanOn('pro'), {
      'GET /api/daysinstockwidget/': {
        body: [
          { Label: '0-30 dage', Frequency: 12, DaysFrom: 0, DaysTo: 30 },
          { Label: '31-60 dage', Frequency: 7, DaysFrom: 31, DaysTo: 60 },
          { Label: '61-90 dage', Frequency: 3, DaysFrom: 61, DaysTo: 90 },
          { Label: '91+ dage', Frequency: 1, DaysFrom: 91, DaysTo: null },
        ],
      },
    });
    renderApp('/');
    const widget = await screen.findByTestId('stock-days-widget');
    const bar = await within(widget).findByRole('link', { name: '31-60 dage: 7 biler' });
    expect(bar.getAttribute('href')).toBe('/Cars/OwnCars?daysfrom=31&daysto=60');
    expect(within(widget).getByRole('link', { name: '91+ dage: 1 biler' }).getAttribute('href')).toBe('/Cars/OwnCars?daysfrom=91');
    expect(bar.querySelector('rect')).toHaveStyle({ animationDuration: '750ms' });
    // Each count shows as its bar reaches it, over the same time.
    expect(within(widget).getAllByTestId('stock-days-count').map((count) => [count.textContent, count.style.animationDuration])).toEqual([
      ['12', '750ms'],
      ['7', '750ms'],
      ['3', '750ms'],
      ['1', '750ms'],
    ]);
    expect(server.calls('GET /api/daysinstockwidget/')[0]?.query).toEqual({ managementLevel: '1' });
  });

  it('shows the stock value whole on a line of its own, under the number of cars and their days', async () => {
    serve(salesmanOn('pro'), { 'GET /api/summarywidget/': { body: { AvgStockDays: 68, NumberOfCars: 28, StockValue: 4_987_200 } } });
    renderApp('/');
    const widget = await screen.findByTestId('summary-widget');
    const value = await within(widget).findByText('4.987.200 kr.');
    // A value in millions beside two other figures wrapped in a dashboard column: it spans the card, and never breaks.
    expect(value).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(value.closest('[data-figure="Lagerværdi"]')).toHaveStyle({ gridColumn: '1 / -1' });
  });

  it("says the service cannot be fetched when a widget's data or a micro-frontend cannot be loaded", async () => {
    serve(salesmanOn('pro'), { 'GET /api/summarywidget/': { status: 500, body: { Message: 'Fejl' } }, 'GET /api/carlist/getmakes/': { status: 503, body: { Message: 'Fejl' } } });
    renderApp('/');
    expect(await within(await screen.findByTestId('summary-widget')).findByText(MICRO_FRONTEND_FALLBACK)).toBeInTheDocument();
    expect(await within(screen.getByTestId('ad-optimisation-widget')).findByText(MICRO_FRONTEND_FALLBACK)).toBeInTheDocument();
    expect(await within(screen.getByTestId('price-guide-widget')).findByText(MICRO_FRONTEND_FALLBACK)).toBeInTheDocument();
  });
});

describe('the price guide widget', () => {
  const GUIDE = { NumberOfCars: 14, AverageMileage: 92_500, AveragePrice: 134_900, ActualMileage: 87, PricePrKmCalculated: 0.47, PricePrKmUserOverwrite: null, CalculatedPrice: 137_485 };
  const market = (guide: typeof GUIDE | null): FakeRoutes => ({
    'GET /api/carlist/getmakes/': { body: [{ Id: 'Toyota', Name: 'Toyota', Count: 40 }, { Id: 'Volvo', Name: 'Volvo', Count: 12 }] },
    'GET /api/carlist/search/': { body: { Total: guide?.NumberOfCars ?? 0, Offset: 0, Count: 0, List: [], PriceGuide: guide } },
  });
  const lookUp = async (user: ReturnType<typeof userEvent.setup>, year: string) => {
    const widget = await screen.findByTestId('price-guide-widget');
    await user.selectOptions(await within(widget).findByRole('combobox', { name: 'Mærke' }), await within(widget).findByRole('option', { name: 'Toyota' }));
    await user.type(within(widget).getByRole('textbox', { name: 'Model' }), 'Yaris');
    await user.type(within(widget).getByRole('textbox', { name: 'Årgang' }), year);
    await user.type(within(widget).getByRole('textbox', { name: 'Km' }), '87400');
    await user.click(within(widget).getByRole('button', { name: 'Slå op' }));
    return widget;
  };

  it("prices a car against the market with the all-cars list's price guide, and links to the cars behind the price", async () => {
    serve(salesmanOn('pro'), market(GUIDE));
    const user = userEvent.setup();
    renderApp('/');
    const widget = await lookUp(user, '2019');
    expect(await within(widget).findByText('137.485 kr.')).toBeInTheDocument();
    expect(within(widget).getByText('134.900 kr.')).toBeInTheDocument();
    expect(within(widget).getByText('14')).toBeInTheDocument();
    // The market's own search: ±50 thousand km and ±1 year around the car, the car's mileage priced (document 1 §9).
    expect(server.calls('GET /api/carlist/search/')[0]?.query).toEqual({
      Make: 'Toyota',
      FreetextQuery: 'Yaris',
      RegistrationYearFrom: '2018',
      RegistrationYearTo: '2020',
      MileageFrom: '37',
      MileageTo: '137',
      ActualMileage: '87',
      count: '1',
    });
    expect(within(widget).getByRole('link', { name: 'Se bilerne i prisguiden' })).toHaveAttribute(
      'href',
      '/Cars/CarList?Make=Toyota&FreetextQuery=Yaris&RegistrationYearFrom=2018&RegistrationYearTo=2020&MileageFrom=37&MileageTo=137&ActualMileage=87',
    );
  });

  it('says so when no car on the market is like it, and asks for a year it can read', async () => {
    serve(salesmanOn('pro'), market(null));
    const user = userEvent.setup();
    renderApp('/');
    const widget = await lookUp(user, '19');
    expect(within(widget).getByRole('alert')).toHaveTextContent('Angiv årgangen med fire cifre.');
    expect(server.calls('GET /api/carlist/search/')).toEqual([]);
    await user.type(within(widget).getByRole('textbox', { name: 'Årgang' }), '19');
    await user.click(within(widget).getByRole('button', { name: 'Slå op' }));
    expect(await within(widget).findByText('Ingen biler på markedet ligner den.')).toBeInTheDocument();
  });

  it('is not on the dashboard of a dealer whose package has no price guide', async () => {
    serve(userWith({ SubscriptionPackageName: 'basis', RoleFlags: ['can_see_my_cars', 'car_list', 'case', 'car_facts'] }));
    renderApp('/');
    await screen.findByTestId('dashboard-column-1');
    expect(screen.queryByTestId('price-guide-widget')).toBeNull();
  });
});
