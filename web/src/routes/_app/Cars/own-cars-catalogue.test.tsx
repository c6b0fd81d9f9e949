import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueVariant } from '../../../../../domain/catalogue/model-catalogue.ts';
import { carDetails, LIST_CHOICES, pageOf, SALESMAN, stockRow } from '@/features/cars/cars.test-support.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

/** The own-cars list as the route composes it: the model catalogue's details of a stock car made from a variant. */

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

const GUID = '44444444-4444-4444-a444-444444444444';
const GOLF: CatalogueVariant = {
  CarGuid: GUID,
  Make: 'VW',
  Model: 'Golf',
  Type: 'Golf 1.5 TSI 150 hk',
  FactoryCode: 'GOLF150',
  Variant: '1,5 TSI Style',
  EquipmentLevel: 'Style',
  ModelYear: 2021,
  EffectiveDate: '2021-01-01',
  TotalPrice: 289_900,
  PriceType: 'A',
  FuelType: 'Benzin',
  NumberOfDoors: 5,
  Motor: '1.5 TSI',
  Effect: 150,
  KmPerLiter: 18.5,
  CarType: 1,
  CarTypeName: 'Personbil',
  IsVan: false,
  ChassisTypes: ['Hatchback'],
  ChargerType: null,
};

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the model catalogue in the own-cars detail panel', () => {
  it('opens the catalogue details of a car made from a catalogue variant, and offers none for a car without one', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: SALESMAN },
      'POST /api/owncarlist/search/': { body: pageOf([stockRow(), stockRow({ Id: '56', Title: 'Toyota Yaris 1,5 Hybrid', Make: 'Toyota', Model: 'Yaris', Variant: '1,5 Hybrid' })]) },
      'GET /api/OwnCarList/GetDetails/': (request) => ({
        body: carDetails({ Id: request.query.id, CarSpecificationGuid: request.query.id === '55' ? GUID : null }),
        headers: { etag: '"4"' },
      }),
      'GET /api/CarCatalog/GetModelCatalogByGuid': { body: GOLF },
      ...LIST_CHOICES,
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    await user.click(await within(panel).findByRole('button', { name: 'Modelkatalog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modelkatalog' });
    expect(await within(dialog).findByText('GOLF150')).toBeInTheDocument();
    expect(server.calls('GET /api/CarCatalog/GetModelCatalogByGuid')[0]?.query).toEqual({ guid: GUID });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modelkatalog' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('cell', { name: 'Yaris 1,5 Hybrid' }));
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Toyota Yaris 1,5 Hybrid' })).toBeInTheDocument());
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Modelkatalog' })).not.toBeInTheDocument());
  });
});
