import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext } from '../../tests/support/http-event.ts';
import { dealerWith } from '../../tests/support/signed-in.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../platform/auth/cookies.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { PreLoginTokens } from '../platform/auth/pre-login.ts';
import { EventStore } from '../platform/event-store.ts';
import { ProjectionRunner } from '../platform/projection.ts';
import { projectionNamed } from '../projections.ts';
import { handler as login } from './login.ts';
import { userStreamId } from './user-administration.ts';

/**
 * Signing in right after a change to the user: the user directory (a read model) is brought up to date only up to the
 * user's creation here, as a projector that lags behind would leave it, so the test shows that the password and the
 * disabled flag are read from the user's own stream.
 */
const store = new EventStore();
const directory = new ProjectionRunner([projectionNamed('user-directory')!]);
const preLogin = new PreLoginTokens();
const OLD_PASSWORD = 'Gammel-Kode-2026!';
const NEW_PASSWORD = 'Ny-Kode-Efterår-2026!';

let dealerId: string;
beforeAll(async () => {
  dealerId = await dealerWith(['case']);
});

/** A user signed up with the old password, projected into the user directory: their username and stream. */
const projectedUser = async () => {
  const userId = `u-${randomUUID()}`;
  const username = `login-${randomUUID()}@demo.dk`;
  const meta = { dealerId, userId: 'system', correlationId: 'c', causationId: 'c' };
  const [created] = await store.append(
    userStreamId(userId),
    0,
    [
      {
        type: 'UserCreated',
        data: {
          UserId: userId,
          DealerId: dealerId,
          Name: 'Lone Sælger',
          Username: username,
          Initials: 'LS',
          SimpleRole: 'Salesman',
          IsAdmin: false,
          IsConsultant: false,
          PasswordHash: await hashPassword(OLD_PASSWORD),
        },
      },
    ],
    meta,
  );
  await directory.apply(created!);
  /** Appends to the user's stream without projecting it: the directory still shows the user as created. */
  const changeUnprojected = (type: string, data: Record<string, unknown>) => store.append(userStreamId(userId), 1, [{ type, data }], meta);
  return { username, changeUnprojected };
};

const signIn = async (username: string, password: string) => {
  const token = await preLogin.issue();
  const event = httpEvent('POST', '/api/account/login', {
    body: { Username: username, Password: password },
    cookies: [`${XSRF_COOKIE}=${token}`],
    headers: { [XSRF_HEADER]: token },
  });
  const answer = await login(event, lambdaContext());
  return { status: answer.statusCode, body: JSON.parse(answer.body ?? '{}') as Record<string, unknown> };
};

describe('signing in right after the user changed', () => {
  it('refuses the password just replaced and accepts the new one before the user directory has caught up', async () => {
    const { username, changeUnprojected } = await projectedUser();
    expect((await signIn(username, OLD_PASSWORD)).status).toBe(200);
    await changeUnprojected('UserPasswordChanged', { PasswordHash: await hashPassword(NEW_PASSWORD) });

    const old = await signIn(username, OLD_PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ Message: 'Forkert brugernavn eller adgangskode.' });
    expect((await signIn(username, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a user just disabled, though the user directory still lists them as active', async () => {
    const { username, changeUnprojected } = await projectedUser();
    await changeUnprojected('UserDisabled', {});
    const refused = await signIn(username, OLD_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ Message: 'Forkert brugernavn eller adgangskode.' });
  });
});
