import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ADMIN, OWNER, role, userModel, userRow } from '@/test/admin-fixtures.ts';

let server: ReturnType<typeof fakeServer>;

const editServer = (user: CurrentUser = ADMIN, routes: FakeRoutes = {}) => {
  server = fakeServer({
    'GET /api/account/settings': { body: user },
    'GET /api/user/GetUserById': { body: userModel() },
    'GET /api/User/IsUsernameAvailable': { body: true },
    'GET /api/User/IsInitialsAvailable': { body: true },
    'GET /api/dealer/dealers': { body: [{ Id: '101', Name: 'Demo Biler Aarhus' }] },
    'GET /api/user/UsersByDealer': { body: { Total: 1, Offset: 0, Count: 1, List: [userRow()] } },
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

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the admin user edit page', () => {
  it('shows the user: name, username, initials, simple role, the e-mail preferences and the functions', async () => {
    editServer();
    renderApp('/Organization/User?id=5&dealerId=101');

    expect(await screen.findByRole('heading', { name: 'Rediger bruger' })).toBeInTheDocument();
    expect(server.calls('GET /api/user/GetUserById')[0]?.query).toEqual({ Id: '5' });
    expect(field('Navn')).toHaveValue('Mads Sørensen');
    expect(field('Brugernavn')).toHaveValue('saelger@demo.dk');
    expect(field('Initialer')).toHaveValue('MS');
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveValue('Sælger');
    expect(screen.getByRole('checkbox', { name: 'Modtag e-mails om annoncer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Modtag markedsføring' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sager' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gældstjek' })).not.toBeChecked();
  });

  it('shows the contact details the user gave at activation, for reading only', async () => {
    editServer();
    renderApp('/Organization/User?id=5&dealerId=101');

    const contact = within(await screen.findByTestId('user-contact'));
    expect(contact.getByRole('textbox', { name: 'Titel' })).toHaveValue('Sælger');
    expect(contact.getByRole('textbox', { name: 'Adresse' })).toHaveValue('Søndergade 4');
    expect(contact.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('8000');
    expect(contact.getByRole('textbox', { name: 'Mobilnummer' })).toHaveAttribute('readonly');
  });

  it('does not offer the ads e-mails where the department’s PPAFeatureToggle is on', async () => {
    editServer(ADMIN, { 'GET /api/user/GetUserById': { body: userModel({ PPAFeatureToggle: true }) } });
    renderApp('/Organization/User?id=5&dealerId=101');

    expect(await screen.findByRole('checkbox', { name: 'Modtag markedsføring' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Modtag e-mails om annoncer' })).toBeNull();
  });

  it("refuses initials with digits, æøå, spaces or special characters with the spec's text, and initials in use", async () => {
    editServer(ADMIN, { 'GET /api/User/IsInitialsAvailable': (request) => ({ body: request.query.initials !== 'KJ' }) });
    renderApp('/Organization/User?id=5');
    const user = userEvent.setup();

    const initials = await screen.findByRole('textbox', { name: /^Initialer/ });
    for (const wrong of ['MS1', 'ØS', 'M S', 'M-S']) {
      await user.clear(initials);
      await user.type(initials, wrong);
      await user.click(screen.getByRole('button', { name: 'Gem' }));
      expect(await screen.findByText('Må ikke indeholde tal, æøå, mellemrum, eller specialtegn')).toBeInTheDocument();
    }
    await user.clear(initials);
    await user.type(initials, 'KJ');
    await user.tab();
    expect(await screen.findByText('Initialerne er allerede i brug.')).toBeInTheDocument();
    expect(server.calls('GET /api/User/IsInitialsAvailable').at(-1)?.query).toEqual({ initials: 'KJ', userid: '5', dealerId: '101' });
    expect(server.calls('POST /api/user/SaveUser')).toHaveLength(0);
  });

  it('checks the username is an e-mail and not in use, and the name has two characters', async () => {
    editServer(ADMIN, { 'GET /api/User/IsUsernameAvailable': (request) => ({ body: request.query.username !== 'ejer@demo.dk' }) });
    renderApp('/Organization/User?id=5');
    const user = userEvent.setup();

    const username = await screen.findByRole('textbox', { name: /^Brugernavn/ });
    await user.clear(username);
    await user.type(username, 'ikke-en-mail');
    await user.clear(field('Navn'));
    await user.type(field('Navn'), 'M');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Brugernavn skal være en gyldig e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Navn skal være mindst 2 tegn.')).toBeInTheDocument();

    await user.clear(username);
    await user.type(username, 'ejer@demo.dk');
    await user.tab();
    expect(await screen.findByText('Brugernavnet er allerede i brug.')).toBeInTheDocument();
    expect(server.calls('GET /api/User/IsUsernameAvailable').at(-1)?.query).toEqual({ username: 'ejer@demo.dk', userid: '5' });
  });

  it("saves the user ('Brugeroplysninger gemt.'), and says 'Brugeroplysninger er ikke gemt.' when it fails", async () => {
    editServer(ADMIN, {
      'POST /api/user/SaveUser': (request) => {
        const saved = request.body as { Name: string; Username: string; Initials: string };
        server.answer('GET /api/user/UsersByDealer', { body: { Total: 1, Offset: 0, Count: 1, List: [userRow({ Name: saved.Name, Email: saved.Username, Initials: saved.Initials })] } });
        return { body: { Message: 'Brugeroplysninger gemt.', Id: '5' } };
      },
    });
    renderApp('/Organization/User?id=5');
    const user = userEvent.setup();

    const initials = await screen.findByRole('textbox', { name: /^Initialer/ });
    await user.clear(initials);
    await user.type(initials, 'msn');
    await user.click(screen.getByRole('checkbox', { name: 'Gældstjek' }));
    await user.click(screen.getByRole('checkbox', { name: 'Modtag markedsføring' }));
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('Brugeroplysninger gemt.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/SaveUser')[0]?.body).toEqual({
      Id: '5',
      DealerId: '101',
      Name: 'Mads Sørensen',
      Username: 'saelger@demo.dk',
      Initials: 'MSN',
      SimpleRole: 'Salesman',
      SelectedRoles: [13, 15],
      SettingsAcceptsAdsEmails: true,
      SettingsAcceptsFeatureEmails: false,
      SettingsAcceptsMarketingEmails: true,
      SettingsAcceptsBilbasenStatisticsEmails: false,
      SettingsAcceptsExpiringAdsEmail: false,
    });

    server.answer('POST /api/user/SaveUser', { status: 500, body: { Message: 'Intern fejl.' } });
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Brugeroplysninger er ikke gemt.')).toBeInTheDocument();

    // A refusal that names a field is shown on the field.
    server.answer('POST /api/user/SaveUser', { status: 409, body: { Message: 'Initialerne er allerede i brug.', Field: 'Initials', Code: 'InitialsTaken' } });
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Initialerne er allerede i brug.')).toBeInTheDocument();
  });

  it('saves over the version it read (If-Match), and offers to reload the user when another administrator saved first', async () => {
    editServer(ADMIN, {
      'GET /api/user/GetUserById': { body: userModel(), headers: { etag: '"4"' } },
      'POST /api/user/SaveUser': { status: 409, body: { Message: 'Data er netop blevet ændret af en anden.', Code: 'Conflict' } },
    });
    renderApp('/Organization/User?id=5');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Navn/ });
    await user.clear(name);
    await user.type(name, 'Mads Mit Navn');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('Brugeren er ændret')).toBeInTheDocument();
    expect(server.calls('POST /api/user/SaveUser')[0]?.headers['If-Match']).toBe('"4"');
    server.answer('GET /api/user/GetUserById', { body: userModel({ Name: 'Mads Andet Navn' }), headers: { etag: '"5"' } });
    await user.click(screen.getByRole('button', { name: 'Genindlæs brugeren' }));
    await waitFor(() => expect(field('Navn')).toHaveValue('Mads Andet Navn'));

    // The next save goes over the version reloaded.
    server.answer('POST /api/user/SaveUser', { body: { Message: 'Brugeroplysninger gemt.', Id: '5' }, headers: { etag: '"6"' } });
    await user.type(field('Navn'), 'x');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Brugeroplysninger gemt.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/SaveUser')[1]?.headers['If-Match']).toBe('"5"');
    // The list is asked once at the saved version, not again and again.
    await waitFor(() => expect(server.calls('GET /api/user/UsersByDealer').at(-1)?.query).toMatchObject({ Id: '101', UserId: '5', MinVersion: '6' }));
  });

  it("deletes the user after confirmation ('Bruger blev slettet.') and goes back to the department's users", async () => {
    editServer(ADMIN, {
      'DELETE /api/user/DeleteUser': () => {
        server.answer('GET /api/user/UsersByDealer', { body: { Total: 0, Offset: 0, Count: 0, List: [] } });
        return { body: { Message: 'Bruger blev slettet.', DealerId: '101' } };
      },
    });
    const { router } = renderApp('/Organization/User?id=5&dealerId=101');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Slet bruger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet bruger' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(server.calls('DELETE /api/user/DeleteUser')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Slet bruger' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Slet bruger' })).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Bruger blev slettet.')).toBeInTheDocument();
    expect(server.calls('DELETE /api/user/DeleteUser')[0]?.query).toEqual({ id: '5' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Organization/Users/Edit'));
    expect(router.state.location.search).toMatchObject({ id: '101' });
  });

  it("asks 'Du har ikke gemt dine ændringer, vil du fortsætte?' before leaving with unsaved changes", async () => {
    editServer();
    const { router } = renderApp('/Organization/User?id=5');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Navn/ }), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Tilbage til brugere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ændringer er ikke gemt' });
    expect(dialog).toHaveTextContent('Du har ikke gemt dine ændringer, vil du fortsætte?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(router.state.location.pathname).toBe('/Organization/User');

    await user.click(screen.getByRole('button', { name: 'Tilbage til brugere' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ændringer er ikke gemt' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Organization/Users/Edit'));
  });

  it('shows a user with more rights than the viewer without anything to change, delete or log in as', async () => {
    editServer(ADMIN, { 'GET /api/user/GetUserById': { body: userModel({ Id: '1', IsAdmin: true, SimpleRole: null, CanAdministrate: false }) } });
    renderApp('/Organization/User?id=1');

    expect(await screen.findByText('Du kan ikke redigere en bruger med flere rettigheder end dig selv.')).toBeInTheDocument();
    expect(field('Navn')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sager' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Gem' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Slet bruger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log ind som bruger' })).not.toBeInTheDocument();
  });

  it("says 'Brugeren blev ikke slettet.' when the delete fails", async () => {
    editServer(ADMIN, { 'DELETE /api/user/DeleteUser': { status: 500, body: { Message: 'Intern fejl.' } } });
    renderApp('/Organization/User?id=5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slet bruger' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Slet bruger' })).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Brugeren blev ikke slettet.')).toBeInTheDocument();
  });

  it('offers a new activation link to a user whose link expired, and no log in as before they activate', async () => {
    editServer(ADMIN, {
      'GET /api/user/GetUserById': { body: userModel({ Name: '', Initials: '', IsActivated: false, ActivationExpired: true }) },
      'POST /api/user/ResendActivationLink': { body: { Message: 'Email afsendt.' } },
    });
    renderApp('/Organization/User?id=5');
    const user = userEvent.setup();

    expect(await screen.findByTestId('activation-status')).toHaveTextContent('Aktiveringslink udløbet');
    expect(screen.queryByRole('button', { name: 'Log ind som bruger' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gensend aktiveringslink' }));
    expect(await screen.findByText('Email afsendt.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/ResendActivationLink')[0]?.query).toEqual({ userId: '5' });
    // The expired flag clears: the page reads the user again.
    await waitFor(() => expect(server.calls('GET /api/user/GetUserById').length).toBeGreaterThan(1));
  });

  it("offers log in as user to an administrator with can_login_as_any_user, not to a department's owner", async () => {
    editServer(OWNER);
    const { unmount } = renderApp('/Organization/User?id=5');
    expect(await screen.findByRole('heading', { name: 'Rediger bruger' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log ind som bruger' })).not.toBeInTheDocument();
    unmount();

    editServer(ADMIN);
    renderApp('/Organization/User?id=5');
    expect(await screen.findByRole('button', { name: 'Log ind som bruger' })).toBeInTheDocument();
  });
});

describe('create user by invitation', () => {
  const createServer = () =>
    editServer(ADMIN, {
      'GET /api/user/GetNewUser': {
        body: {
          DealerId: '101',
          DealerName: 'Demo Biler Aarhus',
          SimpleRole: null,
          AvailableRoles: [role(13, 'case'), role(15, 'debt_check')],
          SelectedRoles: [role(13, 'case'), role(15, 'debt_check')],
          AvailableSimpleRoles: ['Salesman', 'Mechanic'],
        },
      },
      'GET /api/User/IsUsernameAvailable': (request) => ({ body: request.query.username !== 'saelger@demo.dk' }),
      'POST /api/user/sendactivationlink': () => {
        server.answer('GET /api/user/UsersByDealer', {
          body: { Total: 2, Offset: 0, Count: 2, List: [userRow(), userRow({ Id: '14', Name: '', Email: 'ny.saelger@demo.dk', IsActivated: false, LastLogin: null })] },
        });
        return { body: { Message: 'Email afsendt.', Id: '14' } };
      },
    });

  it("sends the activation link to the e-mail with the role and functions chosen ('Email afsendt.'), then lists the users", async () => {
    createServer();
    const { router } = renderApp('/Organization/User/CreateUser?dealerId=101');
    const user = userEvent.setup();

    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    expect(server.calls('GET /api/user/GetNewUser')[0]?.query).toEqual({ dealerId: '101' });
    expect(screen.getByRole('checkbox', { name: 'Sager' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send aktiveringslink' }));
    expect(await screen.findByText('Brugernavn skal være en gyldig e-mail.')).toBeInTheDocument();

    await user.type(email, 'saelger@demo.dk');
    await user.tab();
    expect(await screen.findByText('Brugernavnet er allerede i brug.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Ny.Saelger@Demo.dk');
    await user.click(screen.getByRole('checkbox', { name: 'Gældstjek' }));
    await user.click(screen.getByRole('combobox', { name: 'Rolle' }));
    await user.click(await screen.findByRole('option', { name: 'Sælger' }));
    await user.click(screen.getByRole('button', { name: 'Send aktiveringslink' }));

    expect(await screen.findByText('Email afsendt.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/sendactivationlink')[0]?.body).toEqual({ DealerId: '101', Email: 'ny.saelger@demo.dk', SimpleRole: 'Salesman', SelectedRoles: [13] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Organization/Users/Edit'));
    // The invited user is in the list at once, not yet activated.
    expect(await screen.findByRole('cell', { name: 'ny.saelger@demo.dk' })).toBeInTheDocument();
  });

  it('offers only the simple roles the viewer may give', async () => {
    createServer();
    renderApp('/Organization/User/CreateUser?dealerId=101');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Rolle' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Sælger', 'Mekaniker']);
  });

  it("says 'Emailen er ikke afsendt.' when the mail could not be sent", async () => {
    createServer();
    server.answer('POST /api/user/sendactivationlink', { status: 502, body: { Message: 'Emailen er ikke afsendt.', Code: 'MailNotSent' } });
    renderApp('/Organization/User/CreateUser?dealerId=101');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'ny@demo.dk');
    await user.click(screen.getByRole('button', { name: 'Send aktiveringslink' }));
    expect(await screen.findByText('Emailen er ikke afsendt.')).toBeInTheDocument();
    expect(screen.getByText('Der skete en fejl...')).toBeInTheDocument();
  });
});
