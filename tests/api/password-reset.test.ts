import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient, baseUrl, loggedIn } from '../support/api-client.ts';

/**
 * A forgotten password, black-box: the reset link arrives in the local mailbox, sets a new password once, within the
 * hour, and ends every session of the user; the answer to the request never tells whether the e-mail is known.
 */
interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailTo = async (to: string): Promise<Mail[]> => (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
const PASSWORD = 'Velkommen til bilhuset';
const NEW_PASSWORD = 'Glemt og fundet igen';
let sourceCounter = 10;
/** A client at an address of its own, so the per-address limit of one test does not reach another. */
const freshClient = async (): Promise<ApiClient> => {
  sourceCounter += 1;
  const client = new ApiClient(baseUrl(), `127.0.0.${sourceCounter}`);
  await client.get('/api/account/isloggedin');
  return client;
};

const newUser = async (): Promise<string> => {
  const admin = await loggedIn('admin@demo.dk');
  const email = `glemt-${randomUUID().slice(0, 8)}@example.dk`;
  const invited = await admin.post('/api/user/sendactivationlink', { DealerId: '101', Email: email, SimpleRole: 'Salesman', SelectedRoles: ['case'] });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const link = new URL(/https?:\/\/\S+/.exec((await mailTo(email)).at(-1)!.text)![0]);
  const onboarding = new ApiClient();
  await onboarding.get('/api/account/isloggedin');
  const created = await onboarding.post('/api/account/create', {
    UserId: link.searchParams.get('userId'),
    Key: link.searchParams.get('key'),
    Name: 'Gitte Glemsom',
    Initials: `Q${Array.from(randomBytes(5), (byte) => String.fromCharCode(65 + (byte % 26))).join('')}`,
    NewPassword: PASSWORD,
    PasswordRepeated: PASSWORD,
    TermsAndLicenseAccepted: true,
    DsaRequirementAccepted: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await fetch(`${baseUrl()}/__local/drain`);
  return email;
};

const resetLinks = async (email: string): Promise<{ UserId: string; Token: string }[]> =>
  (await mailTo(email))
    .filter((mail) => mail.subject.includes('Nulstil'))
    .map((mail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]))
    .map((url) => ({ UserId: url.searchParams.get('userId')!, Token: url.searchParams.get('token')! }));

describe('password reset', () => {
  it('sends a single-use link that sets a new password and ends every session of the user', async () => {
    const email = await newUser();
    const signedIn = new ApiClient();
    expect((await signedIn.login(email, PASSWORD)).status).toBe(200);

    const client = await freshClient();
    const requested = await client.post<{ Message: string }>('/api/account/requestresetpassword', { Username: email.toUpperCase() });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const [link] = await resetLinks(email);
    expect(link).toBeDefined();
    expect(link!.Token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes: 192 bits
    const mail = (await mailTo(email)).at(-1)!;
    expect(mail.text).toContain(`${baseUrl()}/Account/ResetPassword?userId=`);

    const reset = await client.post<{ Message: string }>('/api/account/resetpassword', { ...link, NewPassword: NEW_PASSWORD, PasswordRepeated: NEW_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.Message).toBe('Din adgangskode er skiftet. Log ind med den nye adgangskode.');
    expect((await signedIn.get('/api/account/isloggedin')).body).toBe(false);
    await fetch(`${baseUrl()}/__local/drain`);
    expect((await new ApiClient().login(email, PASSWORD)).status).toBe(401);
    expect((await new ApiClient().login(email, NEW_PASSWORD)).status).toBe(200);

    const again = await client.post('/api/account/resetpassword', { ...link, NewPassword: 'Endnu et nyt kodeord', PasswordRepeated: 'Endnu et nyt kodeord' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ Message: 'Linket til at nulstille adgangskoden er ugyldigt, brugt eller udløbet. Bed om et nyt.' });
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const email = await newUser();
    const known = await (await freshClient()).post('/api/account/requestresetpassword', { Username: email });
    const unknownEmail = `ingen-${randomUUID().slice(0, 8)}@example.dk`;
    const unknown = await (await freshClient()).post('/api/account/requestresetpassword', { Username: unknownEmail });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailTo(unknownEmail)).toEqual([]);
  });

  it('keeps only the newest link and refuses a wrong token and a weak password', async () => {
    const email = await newUser();
    const client = await freshClient();
    await client.post('/api/account/requestresetpassword', { Username: email });
    await client.post('/api/account/requestresetpassword', { Username: email });
    const [older, newer] = await resetLinks(email);
    const weak = await client.post('/api/account/resetpassword', { ...newer, NewPassword: 'kort', PasswordRepeated: 'kort' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ Field: 'NewPassword', Message: 'Adgangskoden skal være mindst 12 tegn.' });
    const forged = await client.post('/api/account/resetpassword', { UserId: newer!.UserId, Token: randomBytes(24).toString('base64url'), NewPassword: NEW_PASSWORD, PasswordRepeated: NEW_PASSWORD });
    expect(forged.status).toBe(409);
    const superseded = await client.post('/api/account/resetpassword', { ...older, NewPassword: NEW_PASSWORD, PasswordRepeated: NEW_PASSWORD });
    expect(superseded.status).toBe(409);
    expect((await client.post('/api/account/resetpassword', { ...newer, NewPassword: NEW_PASSWORD, PasswordRepeated: NEW_PASSWORD })).status).toBe(200);
  });

  it('limits the requests for one e-mail, whether it is known or not', async () => {
    const known = await newUser();
    for (const email of [known, `ingen-${randomUUID().slice(0, 8)}@example.dk`]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await (await freshClient()).post('/api/account/requestresetpassword', { Username: email })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    expect(await resetLinks(known)).toHaveLength(3);
  });

  it('needs the anti-forgery token', async () => {
    const client = await freshClient();
    expect((await client.post('/api/account/requestresetpassword', { Username: 'saelger@demo.dk' }, { xsrf: false })).status).toBe(403);
    expect((await client.post('/api/account/resetpassword', { UserId: '1', Token: 'x'.repeat(32), NewPassword: NEW_PASSWORD, PasswordRepeated: NEW_PASSWORD }, { xsrf: false })).status).toBe(403);
  });
});
