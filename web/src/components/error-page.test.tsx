import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSession } from '@/lib/session.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { userWith } from '@/test/case-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';

// Rendering the whole app takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const USER = userWith({ RoleFlags: ['case'] });

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  appSession.signedOut();
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the error page', () => {
  it("says that the user lacks the right on a 403, and offers no 'Prøv igen'", async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: USER },
      'GET /api/Case/Get': { status: 403, body: { Message: 'Du har ikke adgang til denne funktion.', Code: 'Forbidden' } },
    });
    renderApp('/Cases/Case/1042');

    expect(await screen.findByRole('heading', { name: 'Ingen adgang' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Du har ikke adgang til denne funktion.')).toBeInTheDocument();
    expect(screen.getByText('Kontakt din administrator, hvis du skal have adgang.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toBeInTheDocument();
  });

  it("offers 'Prøv igen' when the server failed", async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: USER },
      'GET /api/Case/Get': { status: 500, body: { Message: 'Der skete en fejl. Prøv igen.', Code: 'InternalError' } },
    });
    renderApp('/Cases/Case/1042');

    expect(await screen.findByRole('heading', { name: 'Der skete en fejl...' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeInTheDocument();
  });
});
