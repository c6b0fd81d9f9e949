import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { carDetails, LIST_CHOICES, SALESMAN } from '../cars.test-support.ts';

Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the car page, by the routes the server allows', () => {
  it('is read-only when the settings do not let the user save the car, whatever the role', async () => {
    // The server's answer is the one source: a salesman whose settings leave out the car's save and the responsible's picker.
    const withheld = new Set(['POST /api/owncar/save', 'GET /api/user/getactiveconglomerateusers']);
    const user = { ...SALESMAN, AllowedRoutes: SALESMAN.AllowedRoutes.filter((route) => !withheld.has(route)) };
    server = fakeServer({
      'GET /api/account/settings': { body: user },
      'GET /api/OwnCarList/GetDetails/': { body: carDetails(), headers: { etag: '"4"' } },
      ...LIST_CHOICES,
    });
    renderApp('/Cars/OwnCars/Car/55');
    await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' });
    expect(screen.getByLabelText(/^Mærke/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Gem' })).not.toBeInTheDocument();
  });
});
