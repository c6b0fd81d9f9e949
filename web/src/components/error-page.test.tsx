import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { appSession } from '@/lib/session.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { allowedActions } from '../../../domain/roles.ts';

// Rendering the whole app takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const USER: CurrentUser = {
  UserId: '5',
  Name: 'Mads Sørensen',
  Username: 'saelger@demo.dk',
  Initials: 'MS',
  SimpleRole: 'Salesman',
  IsAdmin: false,
  IsConsultant: false,
  AllowedActions: allowedActions({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }),
  ConglomerateId: '1',
  DealerId: '101',
  DealerName: 'Demo Biler Aarhus',
  SubscriptionPackageName: 'pro',
  RoleFlags: ['case'],
  SessionExpiresAt: '2026-01-05T12:00:00.000Z',
};

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
