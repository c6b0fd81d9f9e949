import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient, baseUrl, DEMO_PASSWORD, loggedIn } from '../support/api-client.ts';

/**
 * My account, black-box: a user saves their own details, e-mail preferences and password; the new password needs the
 * current one, keeps the strength rule and ends the user's other sessions. Each test onboards a user of its own, so
 * no demo user's password changes under another suite.
 */
interface Mail {
  to: string;
  text: string;
}
const mailTo = async (to: string): Promise<Mail[]> => (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
const initialsFor = (): string => `Q${Array.from(randomBytes(5), (byte) => String.fromCharCode(65 + (byte % 26))).join('')}`;
const PASSWORD = 'Velkommen til bilhuset';

/** A new user of Demo Biler Aarhus (101), invited and activated through the mailbox, signed in. */
const newUser = async (): Promise<{ client: ApiClient; email: string; initials: string }> => {
  const admin = await loggedIn('admin@demo.dk');
  const email = `konto-${randomUUID().slice(0, 8)}@example.dk`;
  const invited = await admin.post<{ Id: string }>('/api/user/sendactivationlink', { DealerId: '101', Email: email, SimpleRole: 'Salesman', SelectedRoles: ['case'] });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const link = new URL(/https?:\/\/\S+/.exec((await mailTo(email)).at(-1)!.text)![0]);
  const onboarding = new ApiClient();
  await onboarding.get('/api/account/isloggedin');
  const initials = initialsFor();
  const created = await onboarding.post('/api/account/create', {
    UserId: link.searchParams.get('userId'),
    Key: link.searchParams.get('key'),
    Name: 'Karin Kontosen',
    Initials: initials,
    Title: 'Sælger',
    NewPassword: PASSWORD,
    PasswordRepeated: PASSWORD,
    TermsAndLicenseAccepted: true,
    DsaRequirementAccepted: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await fetch(`${baseUrl()}/__local/drain`);
  const client = new ApiClient();
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  return { client, email, initials };
};

const details = (email: string, initials: string) => ({
  Username: email,
  Name: 'Karin Nyt-Navn',
  Initials: initials,
  Address: 'Søndergade 4',
  ZipCode: '8000',
  City: 'Aarhus C',
  CellPhone: '+45 20 30 40 50',
  Title: 'Salgschef',
  SettingsAcceptsFeatureEmails: true,
  SettingsAcceptsMarketingEmails: false,
});

describe('my account', () => {
  it('reads and saves the user’s own details and e-mail preferences, and the header shows the new name at once', async () => {
    const { client, email, initials } = await newUser();
    const before = await client.get<Record<string, unknown>>('/api/user/myaccount');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ Username: email, Name: 'Karin Kontosen', Initials: initials, Title: 'Sælger', SettingsAcceptsFeatureEmails: false });

    const saved = await client.post<{ Message: string; Account: Record<string, unknown> }>('/api/user/updatemyaccount', details(email, initials.toLowerCase()));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Message).toBe('Dine oplysninger er gemt.');
    expect(saved.body.Account).toMatchObject({ Name: 'Karin Nyt-Navn', Initials: initials, City: 'Aarhus C', CellPhone: '+45 20 30 40 50', SettingsAcceptsFeatureEmails: true });
    expect((await client.get('/api/user/myaccount')).body).toMatchObject({ Name: 'Karin Nyt-Navn', Address: 'Søndergade 4', ZipCode: '8000', Title: 'Salgschef' });
    expect((await client.get('/api/account/settings')).body).toMatchObject({ Name: 'Karin Nyt-Navn', Initials: initials });
    // The password stays as it was.
    expect((await new ApiClient().login(email, PASSWORD)).status).toBe(200);
  });

  it('names the field of bad input in Danish', async () => {
    const client = await loggedIn('saelger@demo.dk');
    const account = (await client.get<Record<string, unknown>>('/api/user/myaccount')).body;
    const badInitials = await client.post('/api/user/updatemyaccount', { ...account, Initials: 'ø1' });
    expect(badInitials.status).toBe(400);
    expect(badInitials.body).toMatchObject({ Field: 'Initials', Message: 'Må ikke indeholde tal, æøå, mellemrum, eller specialtegn' });
    const noCurrent = await client.post('/api/user/updatemyaccount', { ...account, NewPassword: 'en helt ny sætning', NewPasswordRepeated: 'en helt ny sætning' });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body).toMatchObject({ Field: 'Password', Message: 'Nuværende adgangskode skal udfyldes.' });
  });

  it('refuses initials or a username another user has', async () => {
    const client = await loggedIn('saelger@demo.dk');
    const account = (await client.get<Record<string, unknown>>('/api/user/myaccount')).body;
    const taken = await client.post('/api/user/updatemyaccount', { ...account, Username: 'salgschef@demo.dk', Password: DEMO_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ Field: 'Username', Message: 'Brugernavnet er allerede i brug.' });
  });

  it('changes the password only with the right current one, and ends the user’s other sessions', async () => {
    const { client, email, initials } = await newUser();
    const elsewhere = new ApiClient();
    expect((await elsewhere.login(email, PASSWORD)).status).toBe(200);
    const newPassword = 'Et nyt og langt kodeord';

    const wrong = await client.post('/api/user/updatemyaccount', { ...details(email, initials), Password: 'forkert kodeord', NewPassword: newPassword, NewPasswordRepeated: newPassword });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ Field: 'Password', Message: 'Den nuværende adgangskode er forkert.' });
    const weak = await client.post('/api/user/updatemyaccount', { ...details(email, initials), Password: PASSWORD, NewPassword: 'kort', NewPasswordRepeated: 'kort' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ Field: 'NewPassword', Message: 'Adgangskoden skal være mindst 12 tegn.' });

    const changed = await client.post('/api/user/updatemyaccount', { ...details(email, initials), Password: PASSWORD, NewPassword: newPassword, NewPasswordRepeated: newPassword });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The user carries on in a renewed session; the other session is over.
    expect((await client.get('/api/account/isloggedin')).body).toBe(true);
    expect((await elsewhere.get('/api/account/isloggedin')).body).toBe(false);
    await fetch(`${baseUrl()}/__local/drain`);
    expect((await new ApiClient().login(email, PASSWORD)).status).toBe(401);
    expect((await new ApiClient().login(email, newPassword)).status).toBe(200);
  });

  it('changes the username only with the current password, ends the other sessions and tells the old address', async () => {
    const { client, email, initials } = await newUser();
    const elsewhere = new ApiClient();
    expect((await elsewhere.login(email, PASSWORD)).status).toBe(200);
    const renamed = `omdoebt-${randomUUID().slice(0, 8)}@example.dk`;

    // A session alone does not take the account over, nor learn whether another user has the name.
    const withoutPassword = await client.post('/api/user/updatemyaccount', { ...details(renamed, initials) });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body).toMatchObject({ Field: 'Password', Message: 'Skriv din nuværende adgangskode for at skifte brugernavn.' });
    const takenWithoutPassword = await client.post('/api/user/updatemyaccount', { ...details('salgschef@demo.dk', initials) });
    expect(takenWithoutPassword.body).toMatchObject({ Field: 'Password' });
    const wrong = await client.post('/api/user/updatemyaccount', { ...details(renamed, initials), Password: 'forkert kodeord' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ Field: 'Password', Message: 'Den nuværende adgangskode er forkert.' });
    expect((await client.get<Record<string, unknown>>('/api/user/myaccount')).body).toMatchObject({ Username: email });

    const changed = await client.post<{ Account: Record<string, unknown> }>('/api/user/updatemyaccount', { ...details(renamed, initials), Password: PASSWORD });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.Account).toMatchObject({ Username: renamed });
    expect((await client.get('/api/account/isloggedin')).body).toBe(true);
    expect((await elsewhere.get('/api/account/isloggedin')).body).toBe(false);
    const notice = (await mailTo(email)).at(-1)!;
    expect(notice.text).toContain(`ændret fra ${email} til ${renamed}`);
    await fetch(`${baseUrl()}/__local/drain`);
    expect((await new ApiClient().login(email, PASSWORD)).status).toBe(401);
    expect((await new ApiClient().login(renamed, PASSWORD)).status).toBe(200);
  });

  it('asks for a new password when the current one is given with the username unchanged', async () => {
    const { client, email, initials } = await newUser();
    const response = await client.post('/api/user/updatemyaccount', { ...details(email, initials), Password: PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ Field: 'NewPassword', Message: 'Ny adgangskode skal udfyldes.' });
  });

  it('needs a session and the anti-forgery token', async () => {
    const anonymous = new ApiClient();
    await anonymous.get('/api/account/isloggedin');
    expect((await anonymous.get('/api/user/myaccount')).status).toBe(401);
    expect((await anonymous.post('/api/user/updatemyaccount', { Username: 'saelger@demo.dk', Name: 'X Y', Initials: 'XY' })).status).toBe(401);
    const client = await loggedIn('saelger@demo.dk');
    const account = (await client.get<Record<string, unknown>>('/api/user/myaccount')).body;
    expect((await client.post('/api/user/updatemyaccount', account, { xsrf: false })).status).toBe(403);
  });

  it('saves only the caller’s own user, whatever the body names', async () => {
    const client = await loggedIn('saelger@demo.dk');
    const account = (await client.get<Record<string, unknown>>('/api/user/myaccount')).body;
    const response = await client.post('/api/user/updatemyaccount', { ...account, UserId: '1', Id: '1' });
    // Unknown fields are refused or ignored; either way no other user changes.
    expect([200, 400]).toContain(response.status);
    const admin = await loggedIn('admin@demo.dk');
    expect((await admin.get<Record<string, unknown>>('/api/user/myaccount')).body).toMatchObject({ Username: 'admin@demo.dk' });
  });
});
