import { beforeAll, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext } from '../../tests/support/http-event.ts';
import { signedInAt } from '../../tests/support/signed-in.ts';
import { handler as saveBusiness } from './save-business-customer.ts';
import { handler as save } from './save-customer.ts';

/**
 * The role rule of the customer saves, on the real handlers against DynamoDB Local: a dealer with read-only access
 * (no demo dealer has it, so the API suite cannot show it) may not save customers.
 */
const signedIn = async (roles: string[]) => (await signedInAt(roles)).request;

const KAREN = { Id: '0', FirstName: 'Karen', LastName: 'Ølgaard', CellPhone: '21222324' };
const COMPANY = { Id: '0', CompanyName: 'Østjysk Vognmand ApS', Phone: '86123456' };

let readOnly: Awaited<ReturnType<typeof signedIn>>;
let writer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  [readOnly, writer] = await Promise.all([signedIn(['case', 'read_only_access']), signedIn(['case'])]);
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
