import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { carDetails, LIST_CHOICES, SALESMAN } from '../cars.test-support.ts';

/** The ad type on the car page: opened to choose the ad package, and changed only after a confirmation. */

Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer({
    'GET /api/account/settings': { body: SALESMAN },
    'GET /api/OwnCarList/GetDetails/': { body: carDetails(), headers: { etag: '"4"' } },
    'POST /api/OwnCarList/setAdvertising': { body: { CarId: '55', AdType: 2 }, headers: { etag: '"5"' } },
    ...LIST_CHOICES,
  });
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the ad type on the car page', () => {
  it('takes the focus when the page is opened with #/selectadpackage', async () => {
    renderApp('/Cars/OwnCars/Car/55#/selectadpackage');
    const choice = await screen.findByRole('region', { name: 'Annoncetype' });
    await waitFor(() => expect(within(choice).getByRole('radio', { name: 'Standard' })).toHaveFocus());
  });

  it('leaves the focus alone without the hash', async () => {
    renderApp('/Cars/OwnCars/Car/55');
    const choice = await screen.findByRole('region', { name: 'Annoncetype' });
    expect(within(choice).getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(choice).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('changes the ad type only when the change is confirmed', async () => {
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars/Car/55');
    const choice = await screen.findByRole('region', { name: 'Annoncetype' });

    await user.click(within(choice).getByText('Plus'));
    let question = await screen.findByRole('dialog', { name: 'Skift annoncetype' });
    expect(within(question).getByText('Vil du skifte bilens annoncetype fra Standard til Plus?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Skift annoncetype' })).not.toBeInTheDocument());
    expect(server.calls('POST /api/OwnCarList/setAdvertising')).toEqual([]);

    await user.click(within(choice).getByText('Plus'));
    question = await screen.findByRole('dialog', { name: 'Skift annoncetype' });
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.calls('POST /api/OwnCarList/setAdvertising')).toHaveLength(1));
    expect(server.calls('POST /api/OwnCarList/setAdvertising')[0]?.body).toEqual({ carId: '55', adType: 2 });
  });
});
