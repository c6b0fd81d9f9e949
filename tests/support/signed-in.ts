import { randomUUID } from 'node:crypto';
import { projectionNamed } from '../../functions/projections.ts';
import { SessionStore } from '../../functions/platform/auth/sessions.ts';
import { EventStore } from '../../functions/platform/event-store.ts';
import { ProjectionRunner } from '../../functions/platform/projection.ts';

/**
 * Callers of handlers called directly against DynamoDB Local: a dealer of the test's own with the role flags it needs,
 * and a salesman signed in there, as the platform's sessions know them (the dealer directory, through the composition
 * root, is where a session reads its dealer's role flags).
 */
const sessions = new SessionStore();
const store = new EventStore();
const runner = new ProjectionRunner([projectionNamed('dealer-directory')!]);

/** A new dealer with these role flags: its id. */
export const dealerWith = async (roles: readonly string[]): Promise<string> => {
  const dealerId = `d-${randomUUID()}`;
  const [event] = await store.append(
    `dealer#${dealerId}`,
    0,
    [
      {
        type: 'DealerCreated',
        data: {
          DealerId: dealerId,
          ConglomerateId: 'c1',
          Name: 'Testbiler',
          Street: 'Gade 1',
          ZipCode: '8000',
          City: 'Aarhus C',
          Phone: '12345678',
          Email: 'a@b.dk',
          SubscriptionPackageName: 'pro',
          SelectedRoles: [...roles],
        },
      },
    ],
    { dealerId, userId: 'system', correlationId: 'c', causationId: 'c' },
  );
  await runner.apply(event!);
  return dealerId;
};

export interface TestSession {
  userId: string;
  /** The session cookie (`dh_session=…`). */
  cookie: string;
  /** The anti-forgery token a state-changing request echoes. */
  xsrf: string;
}

/** A salesman of the dealer, signed in at `now`. */
export const sessionAt = async (dealerId: string, now = Date.now()): Promise<TestSession> => {
  const userId = `u-${randomUUID()}`;
  const { sessionId, session } = await sessions.create(
    {
      userId,
      dealerId,
      conglomerateId: 'c1',
      name: 'Test Sælger',
      username: 't@demo.dk',
      initials: 'TS',
      simpleRole: 'Salesman',
      isAdmin: false,
      isConsultant: false,
    },
    now,
  );
  return { userId, cookie: `dh_session=${sessionId}`, xsrf: session.xsrfToken };
};

/** What the signed-in browser sends with every request: `httpEvent`'s cookies and anti-forgery header. */
export const requestOf = (session: Pick<TestSession, 'cookie' | 'xsrf'>) => ({ cookies: [session.cookie], headers: { 'x-xsrf-token': session.xsrf } });

/** A salesman signed in at a new dealer with these role flags. */
export const signedInAt = async (roles: readonly string[]) => {
  const dealerId = await dealerWith(roles);
  const session = await sessionAt(dealerId);
  return { dealerId, userId: session.userId, request: requestOf(session) };
};
