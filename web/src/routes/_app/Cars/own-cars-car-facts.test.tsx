import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { carDetails, LIST_CHOICES, pageOf, stockRow, userOf } from '@/features/cars/cars.test-support.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

/** The own-cars list as the route composes it: the car facts dialog beside the detail panel's gallery. */

// jsdom has no layout: the grid scrolls its viewport to the top when the page changes.
Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const routes = (flags: Parameters<typeof userOf>[1]) => ({
  'GET /api/account/settings': { body: userOf('Salesman', flags) },
  'POST /api/owncarlist/search/': { body: pageOf([stockRow()]) },
  'GET /api/OwnCarList/GetDetails/': { body: carDetails(), headers: { etag: '"4"' } },
  ...LIST_CHOICES,
});

describe('the car facts in the own-cars detail panel', () => {
  it("looks the active car's chassis number up in the motor register", async () => {
    server = fakeServer({ ...routes(['can_see_my_cars', 'car_list', 'case', 'car_facts']), 'GET /api/Dmr/GetExternalDetails': { body: null } });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    await user.click(await within(panel).findByRole('button', { name: 'Bilfakta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilfakta' });
    expect(await within(dialog).findByText(/Der findes ingen data på stelnummer\/registreringsnummer: WVWZZZ1KZAW000055/)).toBeInTheDocument();
    expect(server.calls('GET /api/Dmr/GetExternalDetails')[0]?.query).toMatchObject({ number: 'WVWZZZ1KZAW000055' });
  });

  it('offers no car facts to a dealer without the car facts function', async () => {
    server = fakeServer(routes(['can_see_my_cars', 'car_list', 'case']));
    renderApp('/Cars/OwnCars');
    const panel = await screen.findByRole('complementary', { name: 'Bilens detaljer' });
    expect(await within(panel).findByRole('button', { name: 'Åbn bil' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Bilfakta' })).not.toBeInTheDocument();
  });
});
