import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from '../../domain/roles.ts';
import { ApiClient, baseUrl, loggedIn } from '../support/api-client.ts';

/**
 * User administration and onboarding, black-box: an administrator invites a user, the invitation arrives in the local
 * mailbox, the invitee activates with the link's key (once, before it expires) and signs in with the functions given.
 */
interface Mail {
  to: string;
  subject: string;
  text: string;
}

const mailTo = async (to: string): Promise<Mail[]> => (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
const linkOf = (mail: Mail): { userId: string; key: string } => {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { userId: url.searchParams.get('userId')!, key: url.searchParams.get('key')! };
};
const newEmail = (): string => `ny-${randomUUID().slice(0, 8)}@example.dk`;
// Initials are letters only, at most 6, unique per dealer group: 'Q' and five random letters, so that the many users
// these suites invite never draw the same.
const initialsFor = (): string => `Q${Array.from(randomBytes(5), (byte) => String.fromCharCode(65 + (byte % 26))).join('')}`;

const invite = async (admin: ApiClient, email: string, roles: unknown[] = ['case', 'car_list', 'can_see_my_cars']) => {
  const response = await admin.post<{ Id: string; Message: string }>('/api/user/sendactivationlink', { DealerId: '101', Email: email, SimpleRole: 'Salesman', SelectedRoles: roles });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.Message).toBe('Email afsendt.');
  const mails = await mailTo(email);
  expect(mails.length).toBeGreaterThan(0);
  return { id: response.body.Id, ...linkOf(mails.at(-1)!) };
};

/** The read models have caught up (sign-in reads the user directory). */
const drained = async (): Promise<void> => {
  await fetch(`${baseUrl()}/__local/drain`);
};

const activate = async (userId: string, key: string, extra: Record<string, unknown> = {}) => {
  const client = new ApiClient();
  await client.get('/api/account/isloggedin');
  const response = await client.post<{ Message: string; Field?: string }>('/api/account/create', {
    UserId: userId,
    Key: key,
    Name: 'Nina Nysælger',
    Initials: initialsFor(),
    NewPassword: 'Velkommen2026',
    PasswordRepeated: 'Velkommen2026',
    TermsAndLicenseAccepted: true,
    DsaRequirementAccepted: true,
    SettingsAcceptsFeatureEmails: true,
    ...extra,
  });
  await drained();
  return response;
};

describe('users: invitation and activation', () => {
  it('invites a user by e-mail; the invitee activates once and signs in with the functions given', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const { id, userId, key } = await invite(admin, email);
    expect(userId).toBe(id);

    const anonymous = new ApiClient();
    const activation = await anonymous.get<Record<string, unknown>>(`/api/account/GetUserActivation?userid=${userId}&Key=${encodeURIComponent(key)}`);
    expect(activation.status).toBe(200);
    expect(activation.body).toMatchObject({ Username: email, DealerName: 'Demo Biler Aarhus' });

    // Not before activation: an invited user cannot sign in.
    expect((await new ApiClient().login(email, 'Velkommen2026')).status).toBe(401);

    const weak = await activate(userId, key, { NewPassword: 'velkommen', PasswordRepeated: 'velkommen' });
    expect(weak.status).toBe(400);
    expect(weak.body.Field).toBe('NewPassword');
    const unaccepted = await activate(userId, key, { DsaRequirementAccepted: false });
    expect(unaccepted.status).toBe(400);
    expect(unaccepted.body).toMatchObject({ Field: 'DsaRequirementAccepted', Message: 'Skal accepteres' });

    const badZip = await activate(userId, key, { ZipCode: '8' });
    expect(badZip.status).toBe(400);
    expect(badZip.body).toMatchObject({ Field: 'ZipCode', Message: 'Postnummer skal være 3-10 tal eller bogstaver.' });

    const contact = { Address: 'Søndergade 4', ZipCode: '8000', CellPhone: '+45 20 30 40 50', Title: 'Salgskonsulent' };
    const created = await activate(userId, key, contact);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.Message).toBe('Bruger oprettet');
    // The administrator sees the contact details the new user gave.
    expect((await admin.get(`/api/user/GetUserById?Id=${userId}`)).body).toMatchObject(contact);
    // Single use: the key is spent.
    const again = await activate(userId, key);
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe('Aktiveringslinket er ugyldigt eller allerede brugt.');

    const user = new ApiClient();
    const login = await user.login(email, 'Velkommen2026');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ Name: 'Nina Nysælger', SimpleRole: 'Salesman', TermsAndLicenseAccepted: true, DsaRequirementAccepted: true });
    expect([...(login.body.RoleFlags as string[])].sort()).toEqual(['can_see_my_cars', 'car_list', 'case']);
  });

  it('refuses a short or common password at activation, with the Danish rule, and accepts a long one', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const { userId, key } = await invite(admin, newEmail());
    const short = await activate(userId, key, { NewPassword: 'Password1', PasswordRepeated: 'Password1' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ Field: 'NewPassword', Message: 'Adgangskoden skal være mindst 12 tegn.' });
    const common = await activate(userId, key, { NewPassword: 'Password2026!', PasswordRepeated: 'Password2026!' });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ Field: 'NewPassword', Message: 'Adgangskoden er for almindelig og let at gætte. Vælg en anden.' });
    expect((await activate(userId, key, { NewPassword: 'DealerHub-2026', PasswordRepeated: 'DealerHub-2026' })).status).toBe(200);
  });

  it('refuses a wrong key and shows the same answer for an unknown user', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const { userId } = await invite(admin, newEmail());
    const anonymous = new ApiClient();
    const wrong = await anonymous.get<{ Message: string }>(`/api/account/GetUserActivation?userid=${userId}&Key=${'x'.repeat(32)}`);
    const unknown = await anonymous.get<{ Message: string }>(`/api/account/GetUserActivation?userid=99999999&Key=${'x'.repeat(32)}`);
    expect(wrong.status).toBe(409);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('resending the link replaces the key: the old one no longer works, the new one does', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const first = await invite(admin, email);
    const resent = await admin.post<{ Message: string }>(`/api/user/ResendActivationLink?userId=${first.userId}`);
    expect(resent.status).toBe(200);
    expect(resent.body.Message).toBe('Email afsendt.');
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    const second = linkOf(mails[1]!);
    expect(second.key).not.toBe(first.key);
    expect((await activate(first.userId, first.key)).status).toBe(409);
    expect((await activate(second.userId, second.key)).status).toBe(200);
    // An active user gets no new link.
    expect((await admin.post(`/api/user/ResendActivationLink?userId=${first.userId}`)).status).toBe(409);
  });

  it('refuses an e-mail that is already a username, and says which names and initials are free', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const taken = await admin.post<{ Field: string; Message: string }>('/api/user/sendactivationlink', { DealerId: '101', Email: 'saelger@demo.dk' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ Field: 'Email', Message: 'Brugernavnet er allerede i brug.' });
    expect((await admin.get('/api/User/IsUsernameAvailable?username=saelger@demo.dk')).body).toBe(false);
    expect((await admin.get('/api/User/IsUsernameAvailable?username=saelger@demo.dk&userid=5')).body).toBe(true);
    expect((await admin.get(`/api/User/IsUsernameAvailable?username=${newEmail()}`)).body).toBe(true);
    expect((await admin.get('/api/User/IsInitialsAvailable?initials=ms&dealerId=101')).body).toBe(false);
    expect((await admin.get('/api/User/IsInitialsAvailable?initials=ms&dealerId=101&userid=5')).body).toBe(true);
  });
});

describe('users: administration', () => {
  it('lists the department’s users with role name, e-mail and last login, narrowed by free text', async () => {
    const admin = await loggedIn('admin@demo.dk');
    await loggedIn('saelger@demo.dk');
    await drained();
    const list = await admin.get<{ List: Record<string, unknown>[] }>('/api/user/UsersByDealer?Id=101&freeText=Mads');
    expect(list.status).toBe(200);
    expect(list.body.List).toEqual([expect.objectContaining({ Id: '5', Name: 'Mads Sørensen', Email: 'saelger@demo.dk', RoleName: 'Sælger', LastLogin: expect.any(String) })]);
  });

  it('the user edit page reads and saves a user; the initials rule is the spec’s', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const { userId, key } = await invite(admin, email);
    expect((await activate(userId, key)).status).toBe(200);
    const user = await admin.get<Record<string, unknown>>(`/api/user/GetUserById?Id=${userId}`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ Id: userId, DealerId: '101', Username: email, SimpleRole: 'Salesman', SettingsAcceptsFeatureEmails: true, ActivationExpired: false });
    const save = { Id: userId, DealerId: '101', Name: 'Nina Salgschef', Username: email, Initials: initialsFor(), SimpleRole: 'SalesManager', SelectedRoles: [13] };
    const bad = await admin.post<{ Field: string; Message: string }>('/api/user/SaveUser', { ...save, Initials: 'NØ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Field: 'Initials', Message: 'Må ikke indeholde tal, æøå, mellemrum, eller specialtegn' });
    const saved = await admin.post<{ Message: string }>('/api/user/SaveUser', save);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Message).toBe('Brugeroplysninger gemt.');
    const after = await admin.get<{ SimpleRole: string; SelectedRoles: { Name: string }[] }>(`/api/user/GetUserById?Id=${userId}`);
    expect(after.body.SimpleRole).toBe('SalesManager');
    expect(after.body.SelectedRoles.map((role) => role.Name)).toEqual(['case']);
  });

  it('the edit page saves over the version it read: a stale If-Match is refused with 409, the list shows a save at once', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const { userId, key } = await invite(admin, email);
    expect((await activate(userId, key)).status).toBe(200);
    const read = await admin.get<Record<string, unknown>>(`/api/user/GetUserById?Id=${userId}`);
    const etag = read.headers.get('etag');
    expect(etag).toMatch(/^"\d+"$/);
    const save = { Id: userId, DealerId: '101', Name: 'Nina Første', Username: email, Initials: initialsFor(), SimpleRole: 'Salesman' };
    const first = await admin.request<{ Message: string }>('POST', '/api/user/SaveUser', { body: save, headers: { 'if-match': etag! } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const version = first.headers.get('etag')!.replace(/"/g, '');
    expect(Number(version)).toBeGreaterThan(Number(etag!.replace(/"/g, '')));
    // Another administrator's page still holds the first version: its save would overwrite this one.
    const stale = await admin.request<{ Code: string }>('POST', '/api/user/SaveUser', { body: { ...save, Name: 'Nina Anden' }, headers: { 'if-match': etag! } });
    expect(stale.status).toBe(409);
    expect(stale.body.Code).toBe('Conflict');
    // Read your writes: the list waits for the saved user's version instead of being asked again and again.
    const list = await admin.get<{ List: { Id: string; Name: string }[] }>(`/api/user/UsersByDealer?Id=101&UserId=${userId}&MinVersion=${version}`);
    expect(list.body.List.find((user) => user.Id === userId)?.Name).toBe('Nina Første');
    const again = await admin.get<Record<string, unknown>>(`/api/user/GetUserById?Id=${userId}`);
    expect(again.headers.get('etag')).toBe(`"${version}"`);
    expect(again.body.Name).toBe('Nina Første');
  });

  it('an invitation and a deletion answer with the version the list can wait for', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const invited = await admin.post<{ Id: string }>('/api/user/sendactivationlink', { DealerId: '101', Email: email, SimpleRole: 'Salesman', SelectedRoles: ['case'] });
    expect(invited.status).toBe(200);
    const version = invited.headers.get('etag')!.replace(/"/g, '');
    const listed = await admin.get<{ List: { Id: string; Email: string }[] }>(`/api/user/UsersByDealer?Id=101&UserId=${invited.body.Id}&MinVersion=${version}`);
    expect(listed.body.List.map((user) => user.Email)).toContain(email);
    const deleted = await admin.request('DELETE', `/api/user/DeleteUser?id=${invited.body.Id}`);
    expect(deleted.status).toBe(200);
    const gone = deleted.headers.get('etag')!.replace(/"/g, '');
    const after = await admin.get<{ List: { Id: string }[] }>(`/api/user/UsersByDealer?Id=101&UserId=${invited.body.Id}&MinVersion=${gone}`);
    expect(after.body.List.map((user) => user.Id)).not.toContain(invited.body.Id);
  });

  it('a deleted user’s sessions end at once and they cannot sign in again', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const { userId, key } = await invite(admin, email);
    expect((await activate(userId, key)).status).toBe(200);
    const user = new ApiClient();
    expect((await user.login(email, 'Velkommen2026')).status).toBe(200);
    expect((await user.get('/api/account/settings')).status).toBe(200);
    const deleted = await admin.request<{ Message: string }>('DELETE', `/api/user/DeleteUser?id=${userId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.Message).toBe('Bruger blev slettet.');
    await drained();
    expect((await user.get('/api/account/settings')).status).toBe(401);
    expect((await new ApiClient().login(email, 'Velkommen2026')).status).toBe(401);
    expect((await admin.get(`/api/user/GetUserById?Id=${userId}`)).status).toBe(404);
  });

  it('a salesman may not administrate users; a department of another group does not exist for an administrator', async () => {
    const salesman = await loggedIn('saelger@demo.dk');
    expect((await salesman.get('/api/user/UsersByDealer?Id=101')).status).toBe(403);
    const admin = await loggedIn('admin@demo.dk');
    expect((await admin.get('/api/user/UsersByDealer?Id=201')).status).toBe(404);
    expect((await admin.get('/api/user/GetUserById?Id=14')).status).toBe(404);
  });

  it('a consultant user cannot be edited from the list', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const saved = await admin.post('/api/user/SaveUser', { Id: '9', DealerId: '101', Name: 'Thomas Vestergaard', Username: 'konsulent@demo.dk', Initials: 'TV' });
    expect(saved.status).toBe(409);
  });
});

describe('users: log in as user', () => {
  it('the administrator acts as the user, the header knows both, and signing out returns to the administrator', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const acting = await admin.post<Record<string, unknown>>('/api/user/LogInAsUser', { userId: '5' });
    expect(acting.status, JSON.stringify(acting.body)).toBe(200);
    expect(acting.body).toMatchObject({ UserId: '5', Name: 'Mads Sørensen', IsAdmin: false, ImpersonatedBy: { UserId: '1', Name: 'Lars Holm' } });
    // Now with the salesman's rights only.
    expect((await admin.get('/api/user/UsersByDealer?Id=101')).status).toBe(403);
    const back = await admin.post<Record<string, unknown>>('/api/account/logout');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ UserId: '1', ImpersonatedBy: null });
    expect((await admin.get('/api/user/UsersByDealer?Id=101')).status).toBe(200);
  });

  it('only an administrator whose department may log in as users; a consultant login needs its own function', async () => {
    const owner = await loggedIn('ejer@demo.dk');
    expect((await owner.post('/api/user/LogInAsUser', { userId: '5' })).status).toBe(403);
    const admin = await loggedIn('admin@demo.dk');
    expect((await admin.post('/api/user/LogInAsUser', { userId: '14' })).status).toBe(404);
  });
});

describe('users: the create-user form, the invitee\'s initials and the terms gate', () => {
  it('the create-user form offers the department\'s functions, the everyday ones chosen; a department the caller may not administrate does not exist', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const vejle = await admin.get<{ DealerId: string; DealerName: string; SimpleRole: null; AvailableRoles: { Name: string }[]; SelectedRoles: { Name: string }[] }>(
      '/api/user/GetNewUser?dealerId=103',
    );
    expect(vejle.status).toBe(200);
    expect(vejle.body).toMatchObject({ DealerId: '103', DealerName: 'Demo Biler Vejle', SimpleRole: null });
    const names = vejle.body.AvailableRoles.map((role) => role.Name);
    expect(names).toContain('car_list');
    // Vejle's package (start) has no cases: the form offers only what the department holds.
    expect(names).not.toContain('case');
    // Chosen to begin with: all but the powers over others' data and accounts, which the administrator ticks.
    const chosen = vejle.body.SelectedRoles.map((role) => role.Name);
    expect(chosen).toEqual(names.filter((name) => !['can_administrate_users', 'can_administrate_dealerdata', 'can_login_as_any_user', 'can_perform_cpr_lookup', 'read_only_access'].includes(name)));
    const aarhus = await admin.get<{ AvailableRoles: { Name: string }[]; SelectedRoles: { Name: string }[] }>('/api/user/GetNewUser?dealerId=101');
    expect(aarhus.body.AvailableRoles.map((role) => role.Name)).toContain('can_login_as_any_user');
    expect(aarhus.body.SelectedRoles.map((role) => role.Name)).not.toContain('can_login_as_any_user');
    expect(aarhus.body.SelectedRoles.map((role) => role.Name)).toContain('case');
    expect((await admin.get('/api/user/GetNewUser?dealerId=201')).status).toBe(404);
    expect((await (await loggedIn('saelger@demo.dk')).get('/api/user/GetNewUser?dealerId=101')).status).toBe(403);
  });

  it("the create-user-from-link page checks the invitee's initials in the invitee's department, with the link's key only", async () => {
    const admin = await loggedIn('admin@demo.dk');
    const { userId, key } = await invite(admin, newEmail());
    const anonymous = new ApiClient();
    const check = (initials: string, withKey = key) =>
      anonymous.get<boolean | { Message: string }>(`/api/User/CheckAccountInitials?initials=${encodeURIComponent(initials)}&userid=${userId}&Key=${encodeURIComponent(withKey)}`);
    // 'MS' is the Aarhus salesman's.
    expect((await check('MS')).body).toBe(false);
    expect((await check(initialsFor())).body).toBe(true);
    const wrongKey = await check('MS', 'x'.repeat(32));
    expect(wrongKey.status).toBe(409);
    expect(wrongKey.body).not.toBe(false);
    // Once the key is spent, it answers nothing more.
    expect((await activate(userId, key)).status).toBe(200);
    expect((await check(initialsFor())).status).toBe(409);
  });

  it('the terms gate records the terms and the DSA requirement for the signed-in user, once', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const { userId, key } = await invite(admin, email);
    expect((await activate(userId, key)).status).toBe(200);
    const user = new ApiClient();
    expect((await user.login(email, 'Velkommen2026')).status).toBe(200);
    const before = (await admin.get(`/api/user/GetUserById?Id=${userId}`)).headers.get('etag');
    for (const route of ['/api/user/acceptterms', '/api/user/acceptdsarequirement', '/api/user/acceptall']) {
      const accepted = await user.post(route);
      expect(accepted.status, route).toBe(200);
      expect(accepted.body, route).toBe(true);
    }
    // Accepted when the account was created: nothing more is recorded.
    expect((await admin.get(`/api/user/GetUserById?Id=${userId}`)).headers.get('etag')).toBe(before);
    expect((await user.get<Record<string, unknown>>('/api/account/settings')).body).toMatchObject({ TermsAndLicenseAccepted: true, DsaRequirementAccepted: true });
    const anonymous = new ApiClient();
    await anonymous.get('/api/account/isloggedin');
    expect((await anonymous.post('/api/user/acceptall')).status).toBe(401);
  });
});

describe('users: nobody administrates a user with more rights than their own', () => {
  const adminSave = { Id: '1', DealerId: '101', Name: 'Lars Holm', Username: 'admin@demo.dk', Initials: 'LH', SimpleRole: null };

  /** A sales manager given only a few functions, signed in. */
  const limitedManager = async (roles: string[] = ['case', 'car_list', 'can_administrate_users']) => {
    const admin = await loggedIn('admin@demo.dk');
    const email = newEmail();
    const invited = await admin.post<{ Id: string }>('/api/user/sendactivationlink', { DealerId: '101', Email: email, SimpleRole: 'SalesManager', SelectedRoles: roles });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const { userId, key } = linkOf((await mailTo(email)).at(-1)!);
    expect((await activate(userId, key)).status).toBe(200);
    const manager = new ApiClient();
    expect((await manager.login(email, 'Velkommen2026')).status).toBe(200);
    return { manager, id: userId, email };
  };

  it('refuses a sales manager stripping the administrator’s functions, and the administrator keeps them', async () => {
    const manager = await loggedIn('salgschef@demo.dk');
    const stripped = await manager.post<{ Message: string }>('/api/user/SaveUser', { ...adminSave, SelectedRoles: ['case'] });
    expect(stripped.status).toBe(403);
    expect(stripped.body.Message).toBe('Du kan ikke redigere en bruger med flere rettigheder end dig selv.');
    const admin = await loggedIn('admin@demo.dk');
    expect((await admin.get<{ RoleFlags: string[] }>('/api/account/settings')).body.RoleFlags).toContain('can_administrate_users');
  });

  it('refuses a sales manager deleting the administrator, who can still sign in', async () => {
    const manager = await loggedIn('salgschef@demo.dk');
    const deleted = await manager.request<{ Message: string }>('DELETE', '/api/user/DeleteUser?id=1');
    expect(deleted.status).toBe(403);
    expect(deleted.body.Message).toBe('Du kan ikke slette en bruger med flere rettigheder end dig selv.');
    expect((await new ApiClient().login('admin@demo.dk', 'DealerHub-2026')).status).toBe(200);
  });

  it('refuses another department’s sales manager (administrating the joined departments) the same', async () => {
    const aalborg = await loggedIn('salgschef.aalborg@demo.dk');
    expect((await aalborg.post('/api/user/SaveUser', { ...adminSave, SelectedRoles: ['case'] })).status).toBe(403);
    expect((await aalborg.request('DELETE', '/api/user/DeleteUser?id=1')).status).toBe(403);
  });

  it('lets a sales manager edit a salesman within their own rights', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const { id, userId, key } = await invite(admin, newEmail());
    expect((await activate(userId, key)).status).toBe(200);
    const manager = await loggedIn('salgschef@demo.dk');
    const user = (await manager.get<{ Username: string; CanAdministrate: boolean }>(`/api/user/GetUserById?Id=${id}`)).body;
    expect(user.CanAdministrate).toBe(true);
    const saved = await manager.post('/api/user/SaveUser', { Id: id, DealerId: '101', Name: 'Nina Sælger', Username: user.Username, Initials: initialsFor(), SimpleRole: 'Salesman', SelectedRoles: ['case'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('tells the users tab and the edit page whom the viewer may act on', async () => {
    const manager = await loggedIn('salgschef@demo.dk');
    const list = (await manager.get<{ List: { Id: string; CanAdministrate: boolean }[] }>('/api/user/UsersByDealer?Id=101')).body.List;
    expect(list.find((user) => user.Id === '1')?.CanAdministrate).toBe(false);
    expect(list.find((user) => user.Id === '5')?.CanAdministrate).toBe(true);
    expect((await manager.get<{ CanAdministrate: boolean }>('/api/user/GetUserById?Id=1')).body.CanAdministrate).toBe(false);
  });

  it('refuses a user raising themselves into functions they lack', async () => {
    const { manager, id, email } = await limitedManager();
    const raised = await manager.post<{ Message: string }>('/api/user/SaveUser', {
      Id: id,
      DealerId: '101',
      Name: 'Nina Nysælger',
      Username: email,
      Initials: initialsFor(),
      SimpleRole: 'SalesManager',
      SelectedRoles: ['case', 'car_list', 'can_administrate_users', 'finance'],
    });
    expect(raised.status).toBe(403);
    expect(raised.body.Message).toBe('Du kan ikke give dig selv flere rettigheder.');
  });

  it('refuses inviting a user with a function the inviting user lacks; the create-user form offers only their own', async () => {
    const { manager } = await limitedManager();
    const form = (await manager.get<{ AvailableRoles: { Name: string }[]; AvailableSimpleRoles: string[] }>('/api/user/GetNewUser?dealerId=101')).body;
    expect(form.AvailableRoles.map((role) => role.Name).sort()).toEqual(['can_administrate_users', 'car_list', 'case']);
    expect(form.AvailableSimpleRoles).toContain('SalesManager');
    const invited = await manager.post<{ Message: string }>('/api/user/sendactivationlink', { DealerId: '101', Email: newEmail(), SimpleRole: 'Salesman', SelectedRoles: ['case', 'finance'] });
    expect(invited.status).toBe(403);
    expect(invited.body.Message).toBe('Du kan ikke give en bruger rettigheder, som du ikke selv har.');
    expect((await manager.post('/api/user/sendactivationlink', { DealerId: '101', Email: newEmail(), SimpleRole: 'Salesman', SelectedRoles: ['case'] })).status).toBe(200);
  });

  it('refuses resending the activation link of a user with more functions', async () => {
    const { manager } = await limitedManager();
    const admin = await loggedIn('admin@demo.dk');
    const { id } = await invite(admin, newEmail(), ['case', 'finance']);
    const resent = await manager.post<{ Message: string }>(`/api/user/ResendActivationLink?userId=${id}`);
    expect(resent.status).toBe(403);
    expect(resent.body.Message).toBe('Du kan ikke sende aktiveringslink til en bruger med flere rettigheder end dig selv.');
  });

  it('refuses removing the group’s last administrator: neither taking their functions nor deleting them', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const demoted = await admin.post<{ Message: string }>('/api/user/SaveUser', { ...adminSave, SelectedRoles: ['case', 'car_list'] });
    expect(demoted.status).toBe(409);
    expect(demoted.body.Message).toBe('Den sidste administrator i koncernen kan ikke fjernes.');
    const support = await loggedIn('support@dealerhub.example.dk');
    const deleted = await support.request<{ Message: string }>('DELETE', '/api/user/DeleteUser?id=1');
    expect(deleted.status).toBe(409);
    expect(deleted.body.Message).toBe('Den sidste administrator i koncernen kan ikke fjernes.');
    expect((await new ApiClient().login('admin@demo.dk', 'DealerHub-2026')).status).toBe(200);
  });

  it('refuses an administrator logging in as a user with functions they lack', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const held = (await admin.get<{ RoleFlags: string[] }>('/api/account/settings')).body.RoleFlags;
    const narrowed = await admin.post('/api/user/SaveUser', { ...adminSave, SelectedRoles: held.filter((flag) => flag !== 'finance') });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    await drained();
    try {
      const acting = await loggedIn('admin@demo.dk');
      const refused = await acting.post<{ Message: string }>('/api/user/LogInAsUser', { userId: '5' });
      expect(refused.status).toBe(403);
      expect(refused.body.Message).toBe('Du kan ikke logge ind som en bruger med flere rettigheder end dig selv.');
    } finally {
      // The supplier's desk gives the administrator every function back (every function: whatever the department holds).
      const support = await loggedIn('support@dealerhub.example.dk');
      expect((await support.post('/api/user/SaveUser', { ...adminSave, SelectedRoles: [...ROLE_FLAGS] })).status).toBe(200);
      await drained();
    }
  });
});
