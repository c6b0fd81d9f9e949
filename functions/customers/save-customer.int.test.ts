import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext } from '../../tests/support/http-event.ts';
import { projectionNamed } from '../projections.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { EventStore } from '../platform/event-store.ts';
import { ProjectionRunner } from '../platform/projection.ts';
import { handler as saveBusiness } from './save-business-customer.ts';
import { handler as save } from './save-customer.ts';

// The dealer directory through the composition root: the platform's sessions read it.
const dealerDirectory = projectionNamed('dealer-directory')!;

/**
 * The role rule of the customer saves, on the real handlers against DynamoDB Local: a dealer with read-only access
 * (no demo dealer has it, so the API suite cannot show it) may not save customers.
 */
const sessions = new SessionStore();
const store = new EventStore();
const runner = new ProjectionRunner([dealerDirectory]);

const signedInAt = async (roles: string[]) => {
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
          SelectedRoles: roles,
        },
      },
    ],
    { dealerId, userId: 'system', correlationId: 'c', causationId: 'c' },
  );
  await runner.apply(event!);
  const { sessionId, session } = await sessions.create({
    userId: `u-${randomUUID()}`,
    dealerId,
    conglomerateId: 'c1',
    name: 'Test Sælger',
    username: 't@demo.dk',
    initials: 'TS',
    simpleRole: 'Salesman',
    isAdmin: false,
    isConsultant: false,
  });
  return { cookies: [`dh_session=${sessionId}`], headers: { 'x-xsrf-token': session.xsrfToken } };
};

const KAREN = { Id: '0', FirstName: 'Karen', LastName: 'Ølgaard', CellPhone: '21222324' };
const COMPANY = { Id: '0', CompanyName: 'Østjysk Vognmand ApS', Phone: '86123456' };

let readOnly: Awaited<ReturnType<typeof signedInAt>>;
let writer: Awaited<ReturnType<typeof signedInAt>>;
beforeAll(async () => {
  [readOnly, writer] = await Promise.all([signedInAt(['case', 'read_only_access']), signedInAt(['case'])]);
});

describe('saving customers: roles', () => {
  // Nothing is written here: the contrast is a dealer without the flag getting as far as the customer's validation.
  it('refuses a dealer with read-only access (403); a dealer without it gets on to the customer itself', async () => {
    for (const [handler, body, field] of [
      [save, KAREN, 'FirstName'],
      [saveBusiness, COMPANY, 'CompanyName'],
    ] as const) {
      const refused = await handler(httpEvent('POST', '/api/customer/save', { ...readOnly, body }), lambdaContext());
      expect(refused.statusCode).toBe(403);
      const invalid = { ...body, [field]: '' };
      const checked = await handler(httpEvent('POST', '/api/customer/save', { ...writer, body: invalid }), lambdaContext());
      expect(checked.statusCode, checked.body).toBe(400);
      expect(JSON.parse(checked.body ?? '')).toMatchObject({ Field: field });
    }
  });
});
