import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { carDetails, LIST_CHOICES, pageOf, stockRow, userOf } from '@/features/cars/cars.test-support.ts';
import type { ValuationData } from '@/features/market/api/valuation-data.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

/** The own-cars list as the route composes it: the price estimate opened from the detail panel. */

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const routes = (flags: Parameters<typeof userOf>[1]) => ({
  'GET /api/account/settings': { body: userOf('Salesman', flags) },
  'POST /api/owncarlist/search/': { body: pageOf([stockRow({ CurrentRangeColor: 3 })]) },
  'GET /api/OwnCarList/GetDetails/': { body: carDetails(), headers: { etag: '"4"' } },
  ...LIST_CHOICES,
});

const VALUATION: ValuationData = {
  CarImage: null,
  CarTitle: 'VW Golf 1,5 TSI Style',
  CarCurrentPrice: 189_900,
  CarEstimatedPrice: 171_000,
  CurrentRangeColor: 3,
  GreenRange: { From: 145_000, To: 166_000 },
  YellowRange: { From: 166_000, To: 176_000 },
  RedRange: { From: 176_000, To: 197_000 },
  FirstRegistrationDate: '2021-03-01',
  Mileage: 42_000,
  ModelCatalogId: 'golf-8-15-tsi',
  NumberOfCars: 37,
};

const FLAGS = ['can_see_my_cars', 'car_list', 'market_insights'] as const;

describe('the price estimate in the own-cars detail panel', () => {
  it("shows the market's estimate and the ranges with the car's own price marked, and leads on to market insights", async () => {
    server = fakeServer({ ...routes([...FLAGS]), 'GET /api/owncarlist/getvaluationdata/': { body: VALUATION } });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    await user.click(await within(panel).findByRole('button', { name: 'Prisvurdering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prisvurdering' });
    expect(await within(dialog).findByLabelText('Estimeret markedspris')).toHaveTextContent('171.000 kr.');
    expect(within(dialog).getByLabelText('Bilens pris')).toHaveTextContent('189.900 kr.');
    expect(within(dialog).getByRole('group', { name: 'God pris' })).toHaveTextContent('145.000 – 166.000 kr.');
    expect(within(dialog).getByRole('group', { name: 'Rimelig pris' })).toHaveTextContent('166.000 – 176.000 kr.');
    const red = within(dialog).getByRole('group', { name: 'Høj pris' });
    expect(red).toHaveTextContent('176.000 – 197.000 kr.');
    expect(red).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('group', { name: 'God pris' })).not.toHaveAttribute('aria-current');
    expect(within(dialog).getByText(/37 sammenlignelige biler/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Se markedsindsigt for bilen' })).toHaveAttribute(
      'href',
      '/marketinsights?modelCatalogId=golf-8-15-tsi&mileage=42000&firstRegistrationDate=2021-03-01',
    );
    expect(server.calls('GET /api/owncarlist/getvaluationdata/')[0]?.query).toEqual({ carId: stockRow().Id });
  });

  it('says that no realistic estimate is possible for a car unique on the market', async () => {
    const unique: ValuationData = { ...VALUATION, CarEstimatedPrice: null, CurrentRangeColor: 0, GreenRange: null, YellowRange: null, RedRange: null, ModelCatalogId: null, NumberOfCars: 1 };
    server = fakeServer({ ...routes([...FLAGS]), 'GET /api/owncarlist/getvaluationdata/': { body: unique } });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    await user.click(await within(panel).findByRole('button', { name: 'Prisvurdering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prisvurdering' });
    expect(
      await within(dialog).findByText('Ingen realistisk prisvurdering mulig – Denne bil er i øjeblikket så unik på markedet, at vi ikke kan vise dig valide markedsindsigter.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'God pris' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Se markedsindsigt for bilen' })).toHaveAttribute('href', '/marketinsights?mileage=42000&firstRegistrationDate=2021-03-01');
  });

  it('offers no price estimate to a dealer without the market insights function', async () => {
    server = fakeServer(routes(['can_see_my_cars', 'car_list']));
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(await within(panel).findByRole('button', { name: 'Åbn bil' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Prisvurdering' })).not.toBeInTheDocument();
  });
});
