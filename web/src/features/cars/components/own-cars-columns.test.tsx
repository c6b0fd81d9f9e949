import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { carDetails, LIST_CHOICES, pageOf, SALESMAN, stockRow } from '../cars.test-support.ts';

/** The own-cars grid's columns: the user's choice is kept in the browser for the next visit. */

Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer({
    'GET /api/account/settings': { body: SALESMAN },
    'POST /api/owncarlist/search/': { body: pageOf([stockRow({ HasVideo: true, RetailPriceModified: '2026-10-05' })]) },
    'GET /api/OwnCarList/GetDetails/': { body: carDetails(), headers: { etag: '"4"' } },
    ...LIST_CHOICES,
  });
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const grid = () => screen.findByRole('table', { name: 'Egne biler' });

describe('the own-cars columns', () => {
  it('hides a column the user unticks, and still hides it on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderApp('/Cars/OwnCars');
    expect(await within(await grid()).findByRole('columnheader', { name: /^Video/ })).toBeInTheDocument();
    expect(within(await grid()).getByRole('cell', { name: '05-10-2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kolonner' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Video' }));
    // The first column stays: it is pinned while the others scroll sideways.
    expect(screen.queryByRole('checkbox', { name: 'Type' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Egne biler' })).queryByRole('columnheader', { name: /^Video/ })).not.toBeInTheDocument());
    first.unmount();

    renderApp('/Cars/OwnCars');
    const again = await grid();
    expect(await within(again).findByRole('columnheader', { name: /^Pris ændret/ })).toBeInTheDocument();
    await waitFor(() => expect(within(again).queryByRole('columnheader', { name: /^Video/ })).not.toBeInTheDocument());
  });
});
