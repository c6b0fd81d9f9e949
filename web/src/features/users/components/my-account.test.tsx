import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { startFresh } from '@/test/start-fresh.ts';
import { ADMIN } from '@/test/admin-fixtures.ts';

let server: ReturnType<typeof fakeServer>;

const account = {
  Username: 'admin@demo.dk',
  Name: 'Anna Admin',
  Initials: 'AA',
  Address: '',
  ZipCode: '',
  City: '',
  CellPhone: '',
  Title: '',
  SettingsAcceptsAdsEmails: false,
  SettingsAcceptsFeatureEmails: true,
  SettingsAcceptsMarketingEmails: false,
  SettingsAcceptsBilbasenStatisticsEmails: false,
  SettingsAcceptsExpiringAdsEmail: false,
  PPAFeatureToggle: false,
};

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('Min konto', () => {
  it('saves the details, and shows the server’s wrong-current-password error on the password field', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: ADMIN },
      'GET /api/user/myaccount': { body: account },
      'POST /api/user/updatemyaccount': { status: 400, body: { Message: 'Den nuværende adgangskode er forkert.', Field: 'Password' } },
    });
    renderApp('/Account/MyAccount');

    const name = await screen.findByRole('textbox', { name: /^Navn/ });
    expect(name).toHaveValue('Anna Admin');
    await userEvent.type(screen.getByRole('textbox', { name: /^Titel/ }), 'Salgschef');
    await userEvent.type(screen.getByLabelText(/^Nuværende adgangskode/), 'forkert kodeord');
    await userEvent.type(screen.getByLabelText(/^Ny adgangskode/), 'Et nyt og langt kodeord');
    await userEvent.type(screen.getByLabelText(/^Gentag ny adgangskode/), 'Et nyt og langt kodeord');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('Den nuværende adgangskode er forkert.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST /api/user/updatemyaccount')).toHaveLength(1));
    expect(server.calls('POST /api/user/updatemyaccount')[0]?.body).toMatchObject({ Title: 'Salgschef', Password: 'forkert kodeord', NewPassword: 'Et nyt og langt kodeord' });
  });

  it('offers every e-mail preference, and not the ads e-mails where the department’s PPAFeatureToggle is on', async () => {
    server = fakeServer({ 'GET /api/account/settings': { body: ADMIN }, 'GET /api/user/myaccount': { body: account } });
    const first = renderApp('/Account/MyAccount');
    expect(await screen.findByRole('checkbox', { name: 'Jeg vil gerne modtage e-mails om annoncer' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    first.unmount();

    startFresh();
    server = fakeServer({ 'GET /api/account/settings': { body: ADMIN }, 'GET /api/user/myaccount': { body: { ...account, PPAFeatureToggle: true } } });
    renderApp('/Account/MyAccount');
    expect(await screen.findByRole('checkbox', { name: 'Jeg vil gerne modtage e-mails om nye funktioner' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Jeg vil gerne modtage e-mails om annoncer' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Jeg vil gerne modtage e-mails om udløbende annoncer' })).toBeNull();
  });

  it('asks for the current password before sending a new one', async () => {
    server = fakeServer({ 'GET /api/account/settings': { body: ADMIN }, 'GET /api/user/myaccount': { body: account } });
    renderApp('/Account/MyAccount');

    await userEvent.type(await screen.findByLabelText(/^Ny adgangskode/), 'Et nyt og langt kodeord');
    await userEvent.type(screen.getByLabelText(/^Gentag ny adgangskode/), 'Et nyt og langt kodeord');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('Nuværende adgangskode skal udfyldes.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/updatemyaccount')).toHaveLength(0);
  });

  it('asks for the current password before sending a new username, and sends it with the password', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: ADMIN },
      'GET /api/user/myaccount': { body: account },
      'POST /api/user/updatemyaccount': (request) => ({ body: { Message: 'Dine oplysninger er gemt.', Account: { ...account, Username: (request.body as { Username: string }).Username }, User: ADMIN } }),
    });
    renderApp('/Account/MyAccount');

    const username = await screen.findByLabelText(/^Brugernavn/);
    await userEvent.clear(username);
    await userEvent.type(username, 'anna@demo.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Skriv din nuværende adgangskode for at skifte brugernavn.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nuværende adgangskode/)).toHaveAccessibleDescription(/Skriv din nuværende adgangskode for at skifte brugernavn/);
    expect(server.calls('POST /api/user/updatemyaccount')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Nuværende adgangskode/), 'mit kodeord');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Dine oplysninger er gemt.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/updatemyaccount')[0]?.body).toMatchObject({ Username: 'anna@demo.dk', Password: 'mit kodeord', NewPassword: '' });
  });
});
