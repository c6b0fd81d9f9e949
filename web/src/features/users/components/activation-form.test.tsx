import { notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { userWith } from '@/test/case-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { acceptanceFor, TermsGate } from './terms-gate.tsx';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixtures.ts';

let server: ReturnType<typeof fakeServer>;

const KEY = 'k3y-0f-the-invitation-link-abcdef';
const LINK = `/Account/CreateUser?userId=14&key=${KEY}`;

const onboardingServer = (routes: FakeRoutes = {}) => {
  server = fakeServer({
    'GET /api/account/GetUserActivation': {
      body: { UserId: '14', DealerId: '101', DealerName: 'Demo Biler Aarhus', Username: 'ny.saelger@demo.dk', SimpleRole: 'Salesman', Key: KEY },
    },
    'GET /api/User/CheckAccountInitials': (request) => ({ body: request.query.initials?.toUpperCase() !== 'MS' }),
    'POST /api/account/create': { body: { Message: 'Bruger oprettet', Username: 'ny.saelger@demo.dk' } },
    // The login page the user is sent to afterwards.
    'GET /api/account/isloggedin': { body: false },
    ...routes,
  });
  return server;
};

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('the create-user-from-link page', () => {
  it('reads the invitation of the link and shows whose it is', async () => {
    onboardingServer();
    renderApp(LINK);
    expect(await screen.findByDisplayValue('ny.saelger@demo.dk')).toBeInTheDocument();
    expect(screen.getByText(/Demo Biler Aarhus har inviteret dig/)).toBeInTheDocument();
    expect(server.calls('GET /api/account/GetUserActivation')[0]?.query).toEqual({ userid: '14', Key: KEY });
  });

  it('says when the link was used already or has expired', async () => {
    onboardingServer({
      'GET /api/account/GetUserActivation': { status: 409, body: { Message: 'Aktiveringslinket er ugyldigt eller allerede brugt.', Code: 'ActivationInvalid' } },
    });
    const { unmount } = renderApp(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('Aktiveringslinket er ugyldigt eller allerede brugt.');
    expect(screen.queryByRole('button', { name: 'Opret bruger' })).not.toBeInTheDocument();
    unmount();

    onboardingServer({
      'GET /api/account/GetUserActivation': { status: 409, body: { Message: 'Aktiveringslinket er udløbet. Bed din administrator om et nyt.', Code: 'ActivationExpired' } },
    });
    renderApp(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('Aktiveringslinket er udløbet. Bed din administrator om et nyt.');
  });

  it('refuses a link without its key without asking the server, and a malformed key as an invalid link', async () => {
    onboardingServer();
    const { unmount } = renderApp('/Account/CreateUser?userId=14');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aktiveringslinket er ugyldigt eller allerede brugt.');
    expect(server.calls('GET /api/account/GetUserActivation')).toHaveLength(0);
    unmount();

    onboardingServer({ 'GET /api/account/GetUserActivation': { status: 400, body: { Message: 'Key er ugyldig.', Field: 'Key' } } });
    renderApp('/Account/CreateUser?userId=14&key=kort');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aktiveringslinket er ugyldigt eller allerede brugt.');
  });

  it("checks name, initials, zip code, mobile number, the password rule, the repeat and that terms and DSA are accepted ('Skal accepteres')", async () => {
    onboardingServer();
    renderApp(LINK);
    const user = userEvent.setup();
    await screen.findByDisplayValue('ny.saelger@demo.dk');

    await user.type(field('Navn'), 'N');
    await user.type(field('Initialer'), 'n1');
    await user.type(field('Adgangskode'), 'kortkode');
    await user.type(field('Gentag adgangskode'), 'andenkode');
    await user.type(field('Postnummer'), '8');
    await user.type(field('Mobilnummer'), 'ring mig');
    await user.click(screen.getByRole('button', { name: 'Opret bruger' }));

    expect(await screen.findByText('Navn skal være mindst 2 tegn.')).toBeInTheDocument();
    expect(screen.getByText('Postnummer skal være 3-10 tal eller bogstaver.')).toBeInTheDocument();
    expect(screen.getByText('Mobilnummer må kun indeholde tal, mellemrum og + og højst være 20 tegn.')).toBeInTheDocument();
    expect(screen.getByText('Må ikke indeholde tal, æøå, mellemrum, eller specialtegn')).toBeInTheDocument();
    expect(screen.getByText('Adgangskoden skal være mindst 12 tegn.')).toBeInTheDocument();
    expect(screen.getAllByText('Skal accepteres')).toHaveLength(2);
    expect(server.calls('POST /api/account/create')).toHaveLength(0);

    await user.clear(field('Initialer'));
    await user.type(field('Initialer'), 'ms');
    await user.tab();
    expect(await screen.findByText('Initialerne er allerede i brug.')).toBeInTheDocument();
    expect(server.calls('GET /api/User/CheckAccountInitials').at(-1)?.query).toEqual({ initials: 'ms', userid: '14', Key: KEY });

    // One of the most common passwords is refused, however long.
    await user.clear(field('Adgangskode'));
    await user.type(field('Adgangskode'), 'Password2026!');
    await user.click(screen.getByRole('button', { name: 'Opret bruger' }));
    expect(await screen.findByText('Adgangskoden er for almindelig og let at gætte. Vælg en anden.')).toBeInTheDocument();

    // The repeat must equal the password.
    await user.clear(field('Postnummer'));
    await user.clear(field('Mobilnummer'));
    await user.type(field('Navn'), 'ina');
    await user.clear(field('Initialer'));
    await user.type(field('Initialer'), 'nn');
    await user.clear(field('Adgangskode'));
    await user.type(field('Adgangskode'), 'Sikker-bil-2026');
    await user.clear(field('Gentag adgangskode'));
    await user.type(field('Gentag adgangskode'), 'Sikker-bil-2025');
    await user.click(screen.getByRole('checkbox', { name: /vilkår og licensbetingelser/ }));
    await user.click(screen.getByRole('checkbox', { name: /DSA/ }));
    await user.click(screen.getByRole('button', { name: 'Opret bruger' }));
    expect(await screen.findByText('Adgangskoderne er ikke ens.')).toBeInTheDocument();
    expect(server.calls('POST /api/account/create')).toHaveLength(0);
  });

  it("creates the user with the password, consents and acceptance ('Bruger oprettet') and goes to login", async () => {
    onboardingServer();
    const { router } = renderApp(LINK);
    const user = userEvent.setup();
    await screen.findByDisplayValue('ny.saelger@demo.dk');

    await user.type(field('Navn'), ' Nina Nielsen ');
    await user.type(field('Initialer'), 'nn');
    await user.type(field('Titel'), 'Salgskonsulent');
    await user.type(field('Adresse'), 'Søndergade 4');
    await user.type(field('Postnummer'), '8000');
    await user.type(field('Mobilnummer'), '+45 20 30 40 50');
    await user.type(field('Adgangskode'), 'Sikker-bil-2026');
    await user.type(field('Gentag adgangskode'), 'Sikker-bil-2026');
    await user.click(screen.getByRole('checkbox', { name: 'Jeg vil gerne modtage e-mails om nye funktioner' }));
    await user.click(screen.getByRole('checkbox', { name: /vilkår og licensbetingelser/ }));
    await user.click(screen.getByRole('checkbox', { name: /DSA/ }));
    await user.click(screen.getByRole('button', { name: 'Opret bruger' }));

    expect(await screen.findByText('Bruger oprettet')).toBeInTheDocument();
    // A browser new to the site gets its anti-forgery cookie before it posts.
    const paths = server.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths.indexOf('GET /api/account/isloggedin')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('GET /api/account/isloggedin')).toBeLessThan(paths.indexOf('POST /api/account/create'));
    expect(server.calls('POST /api/account/create')[0]?.body).toEqual({
      UserId: '14',
      Key: KEY,
      Name: 'Nina Nielsen',
      Initials: 'NN',
      Address: 'Søndergade 4',
      ZipCode: '8000',
      CellPhone: '+45 20 30 40 50',
      Title: 'Salgskonsulent',
      NewPassword: 'Sikker-bil-2026',
      PasswordRepeated: 'Sikker-bil-2026',
      TermsAndLicenseAccepted: true,
      DsaRequirementAccepted: true,
      SettingsAcceptsAdsEmails: false,
      SettingsAcceptsFeatureEmails: true,
      SettingsAcceptsMarketingEmails: false,
      SettingsAcceptsBilbasenStatisticsEmails: false,
      SettingsAcceptsExpiringAdsEmail: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Account/Login'));
  });

  it("says 'Bruger ikke oprettet' with the initials' error, or 'Der skete en fejl...'", async () => {
    onboardingServer({
      'POST /api/account/create': { status: 409, body: { Message: 'Initialerne er allerede i brug.', Field: 'Initials', Code: 'InitialsTaken' } },
    });
    renderApp(LINK);
    const user = userEvent.setup();
    await screen.findByDisplayValue('ny.saelger@demo.dk');
    await user.type(field('Navn'), 'Nina Nielsen');
    await user.type(field('Initialer'), 'nn');
    await user.type(field('Adgangskode'), 'Sikker-bil-2026');
    await user.type(field('Gentag adgangskode'), 'Sikker-bil-2026');
    await user.click(screen.getByRole('checkbox', { name: /vilkår og licensbetingelser/ }));
    await user.click(screen.getByRole('checkbox', { name: /DSA/ }));
    await user.click(screen.getByRole('button', { name: 'Opret bruger' }));
    expect(await screen.findByText('Bruger ikke oprettet')).toBeInTheDocument();
    expect(screen.getAllByText('Initialerne er allerede i brug.').length).toBeGreaterThan(0);

    notifications.clean();
    server.answer('POST /api/account/create', { status: 500, body: { Message: 'Intern fejl.' } });
    await user.click(screen.getByRole('button', { name: 'Opret bruger' }));
    expect(await screen.findByText('Der skete en fejl...')).toBeInTheDocument();
  });
});

describe('the terms gate', () => {
  it('asks for what is not yet accepted', () => {
    expect(acceptanceFor({ TermsAndLicenseAccepted: true, DsaRequirementAccepted: true })).toBeUndefined();
    expect(acceptanceFor({})).toBeUndefined();
    expect(acceptanceFor({ TermsAndLicenseAccepted: false, DsaRequirementAccepted: false })).toBe('all');
    expect(acceptanceFor({ TermsAndLicenseAccepted: false, DsaRequirementAccepted: true })).toBe('terms');
    expect(acceptanceFor({ TermsAndLicenseAccepted: true, DsaRequirementAccepted: false })).toBe('dsa');
  });

  it('cannot be passed without accepting, and accepts both at once with acceptall', async () => {
    server = fakeServer({ 'POST /api/user/acceptall': { body: true }, 'GET /api/account/settings': { body: {} } });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <TermsGate user={{ TermsAndLicenseAccepted: false, DsaRequirementAccepted: false }} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accepter' }));
    expect(screen.getAllByText('Skal accepteres')).toHaveLength(2);
    expect(server.calls('POST /api/user/acceptall')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /vilkår og licensbetingelser/ }));
    await user.click(screen.getByRole('checkbox', { name: /DSA/ }));
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(server.calls('POST /api/user/acceptall')).toHaveLength(1));
  });

  it('stands in front of the signed-in shell until accepted, then lets the user in', async () => {
    let accepted = false;
    server = fakeServer({
      ...EMPTY_DASHBOARD,
      'GET /api/account/settings': () => ({
        body: userWith({ RoleFlags: ['car_list'], TermsAndLicenseAccepted: accepted, DsaRequirementAccepted: accepted }),
      }),
      'POST /api/user/acceptall': () => {
        accepted = true;
        return { body: true };
      },
    });
    renderApp('/');
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Accepter vilkår' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /vilkår og licensbetingelser/ }));
    await user.click(screen.getByRole('checkbox', { name: /DSA/ }));
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accepter vilkår' })).not.toBeInTheDocument());
    expect(server.calls('POST /api/user/acceptall')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Velkommen, Mads Sørensen' })).toBeInTheDocument();
  });

  it('asks only for the DSA requirement when the terms are accepted', async () => {
    server = fakeServer({ 'POST /api/user/acceptdsarequirement': { body: true } });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <TermsGate user={{ TermsAndLicenseAccepted: true, DsaRequirementAccepted: false }} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: /DSA/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /vilkår og licensbetingelser/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /DSA/ }));
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(server.calls('POST /api/user/acceptdsarequirement')).toHaveLength(1));
  });
});
