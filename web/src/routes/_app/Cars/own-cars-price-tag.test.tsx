import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carDetails, LIST_CHOICES, pageOf, stockRow, userOf } from '@/features/cars/cars.test-support.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

/** The own-cars list as the route composes it: the price-tag modal opened from the detail panel. */

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:prisskilt');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const routes = (flags: Parameters<typeof userOf>[1]) => ({
  'GET /api/account/settings': { body: userOf('Salesman', flags) },
  'POST /api/owncarlist/search/': { body: pageOf([stockRow()]) },
  'GET /api/OwnCarList/GetDetails/': { body: carDetails(), headers: { etag: '"4"' } },
  ...LIST_CHOICES,
});

const INFO = {
  CarId: '55',
  ModelDescription: { MotorVariantNumberOfDoors: '1.5 TSI 5-dørs', Make: 'Volkswagen', Model: 'Golf' },
  ExtraEquipmentText: '',
  RetailPrice: 199_900,
  DeliveryCost: 0,
  CashPrice: 199_900,
  PriceWithNoTax: null,
  WholesalePrice: null,
  LeasePayment: null,
  VehicleNumber: '',
  ChassisNumber: '',
  HasPicture: false,
};

describe('the price tag in the own-cars detail panel', () => {
  it('opens the price-tag modal of the active car, which previews its tag', async () => {
    server = fakeServer({
      ...routes(['can_see_my_cars', 'car_list', 'price_tag']),
      'GET /api/pricetag/GetPriceTagModalInfo': { body: INFO },
      'GET /api/pricetag/GetAdditionalInformationChoices': { body: { MaxChoices: 6, Choices: [] } },
      'POST /api/Pricetag/PrintPriceTag': { body: new TextEncoder().encode('%PDF-1.7\n'), contentType: 'application/pdf' },
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    await user.click(await within(panel).findByRole('button', { name: 'Prisskilt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prisskilt' });
    expect(await within(dialog).findByText('Volkswagen Golf 1.5 TSI 5-dørs')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST /api/Pricetag/PrintPriceTag')).toHaveLength(1));
    expect(server.calls('GET /api/pricetag/GetPriceTagModalInfo')[0]?.query).toEqual({ carId: stockRow().Id });
  });

  it('offers no price tag to a dealer without the price tag function', async () => {
    server = fakeServer(routes(['can_see_my_cars', 'car_list', 'case']));
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(await within(panel).findByRole('button', { name: 'Åbn bil' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Prisskilt' })).not.toBeInTheDocument();
  });
});
