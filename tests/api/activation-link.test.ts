import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient, baseUrl } from '../support/api-client.ts';

/**
 * The activation link in an invitation points at the app's configured address, whatever host the request names: a
 * forged Host or X-Forwarded-Host would otherwise send the invitee, with their activation key, to an attacker's site.
 */
const isLocalCloud = ['localhost', '127.0.0.1'].includes(new URL(baseUrl()).hostname);

const linksTo = async (to: string): Promise<string[]> => {
  const mails = (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
  return mails.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
};

describe('activation links', () => {
  it('point at the configured app address, not at a forged Host or X-Forwarded-Host', async () => {
    // Forging Host needs a plain request to the local cloud; a deployed stage's CDN answers only its own names.
    if (!isLocalCloud) return;
    // A plain request (sent from the loopback address) can name any Host, as a request straight to the API could.
    const admin = new ApiClient(baseUrl(), '127.0.0.1');
    expect((await admin.login('admin@demo.dk')).status).toBe(200);
    // Outside localhost the server reads the cookies under their __Host- names: the same session under both.
    for (const name of ['dh_session', 'XSRF-TOKEN']) admin.cookies.set(`__Host-${name}`, admin.cookies.get(name)!);

    const email = `link-${randomUUID().slice(0, 8)}@example.dk`;
    const invited = await admin.request('POST', '/api/user/sendactivationlink', {
      body: { DealerId: '101', Email: email, SimpleRole: 'Salesman', SelectedRoles: ['case'] },
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const { Id } = invited.body as { Id: string };

    const resent = await admin.request('POST', `/api/user/ResendActivationLink?userId=${Id}`, {
      headers: { host: `evil.example:${new URL(baseUrl()).port}`, 'x-forwarded-host': 'evil.example' },
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);

    const links = await linksTo(email);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(new RegExp(`^${baseUrl()}/Account/CreateUser\\?userId=${Id}&key=`));
  });
});
