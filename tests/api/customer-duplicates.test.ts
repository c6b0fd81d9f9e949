import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loggedIn } from '../support/api-client.ts';
import { eventually, projectionsCaughtUp, RUN } from './case-support.ts';

/**
 * The duplicate check when a customer is saved (spec part 1 §1, §7 "Duplicates"; part 2's customer tab):
 * `POST /api/customerlist/GetDuplicatePrivateCustomer` and `GetDuplicateBusinessCustomer` answer the existing
 * customer's id (above 0) when a customer of the department has the same CPR (or CVR), phone or e-mail, and '0'
 * otherwise. They compare keyed hashes only, read from the index rows of the form's own hashes in the caller's department
 * (functions/customers/projections/customer-match.ts; local/customer-overview.int.test.ts shows that no CPR is kept in
 * clear for it). Aalborg (102).
 */
interface Duplicate {
  Id: string;
  Name: string | null;
  MatchedOn: string[];
}
const PRIVATE = '/api/customerlist/GetDuplicatePrivateCustomer';
const BUSINESS = '/api/customerlist/GetDuplicateBusinessCustomer';

/** A CPR, phone, CVR and e-mail no other suite uses. */
const digits = (length: number): string => String(randomInt(10 ** (length - 1), 10 ** length));
const cpr = `${['12', '03', '88'].join('')}${digits(4)}`;
const phone = `6${digits(7)}`;
const cell = `7${digits(7)}`;
const cvr = digits(8);
const email = `dublet.${RUN.toLowerCase()}@example.dk`;

let salesman: ApiClient;
let vejle: ApiClient;
let mechanic: ApiClient;
let privateId: string;
let businessId: string;

const duplicateOf = (client: ApiClient, path: string, body: Record<string, unknown>) => client.post<Duplicate>(path, body);

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, vejle, mechanic] = await Promise.all([loggedIn('saelger.aalborg@demo.dk'), loggedIn('saelger.vejle@demo.dk'), loggedIn('mekaniker@demo.dk')]);
  const saved = await salesman.post<string>('/api/customer/save', { Id: '0', FirstName: 'Dorthe', LastName: `Dublet ${RUN}`, Cpr: cpr, Phone: phone, CellPhone: cell, Email: email });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  privateId = saved.body;
  const business = await salesman.post<string>('/api/customer/savebusiness', { Id: 0, CompanyName: `Dublet ${RUN} ApS`, CompanyType: 2, Cvr: cvr, Phone: `5${digits(7)}`, Email: `firma.${email}` });
  expect(business.status, JSON.stringify(business.body)).toBe(200);
  businessId = business.body;
  await projectionsCaughtUp();
  await eventually(
    () => duplicateOf(salesman, PRIVATE, { Cpr: cpr }),
    (reply) => reply.body.Id === privateId,
  );
});

describe('the duplicate check of a private customer', () => {
  it('finds the customer by CPR (with or without the dash), phone in any form, or e-mail in any case', async () => {
    for (const body of [
      { Cpr: cpr },
      { Cpr: `${cpr.slice(0, 6)}-${cpr.slice(6)}` },
      { Phone: `${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}` },
      { CellPhone: `+45 ${cell}` },
      { Phone: cell },
      { Email: email.toUpperCase() },
    ]) {
      const response = await duplicateOf(salesman, PRIVATE, { Id: '0', FirstName: 'Ny', LastName: 'Kunde', ...body });
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(Number(response.body.Id), JSON.stringify(body)).toBeGreaterThan(0);
      expect(response.body).toMatchObject({ Id: privateId, Name: `Dorthe Dublet ${RUN}` });
    }
    expect((await duplicateOf(salesman, PRIVATE, { Cpr: cpr, Email: email })).body.MatchedOn).toEqual(['Cpr', 'Email']);
  });

  it("answers '0' for new values, a masked CPR, the customer itself, another department and a business customer's values", async () => {
    expect((await duplicateOf(salesman, PRIVATE, { Cpr: `0101${digits(6)}`, Phone: `4${digits(7)}`, Email: `ny.${email}` })).body).toEqual({ Id: '0', Name: null, MatchedOn: [] });
    expect((await duplicateOf(salesman, PRIVATE, { Cpr: `${cpr.slice(0, 6)}-****` })).body.Id).toBe('0');
    expect((await duplicateOf(salesman, PRIVATE, {})).body.Id).toBe('0');
    expect((await duplicateOf(salesman, PRIVATE, { Id: privateId, Cpr: cpr })).body.Id).toBe('0');
    expect((await duplicateOf(vejle, PRIVATE, { Cpr: cpr, Email: email })).body.Id).toBe('0');
    expect((await duplicateOf(salesman, PRIVATE, { Email: `firma.${email}` })).body.Id).toBe('0');
  });

  it('names the field of a bad request (400), and is refused to a role that does not save customers and without the token (403)', async () => {
    const tooLong = await duplicateOf(salesman, PRIVATE, { Cpr: '1'.repeat(13) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Cpr');
    expect((await duplicateOf(salesman, PRIVATE, { Phone: 12345678 })).status).toBe(400);
    expect((await duplicateOf(mechanic, PRIVATE, { Cpr: cpr })).status).toBe(403);
    expect((await salesman.request('POST', PRIVATE, { body: { Cpr: cpr }, xsrf: false })).status).toBe(403);
    expect((await new ApiClient().post(PRIVATE, { Cpr: cpr })).status).toBe(401);
  });
});

describe('the duplicate check of a business customer', () => {
  it('finds the company by CVR, phone or e-mail, and never a private customer', async () => {
    const found = await duplicateOf(salesman, BUSINESS, { Id: 0, CompanyName: 'Ny ApS', Cvr: cvr });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ Id: businessId, Name: `Dublet ${RUN} ApS`, MatchedOn: ['Cvr'] });
    expect((await duplicateOf(salesman, BUSINESS, { Email: `FIRMA.${email}` })).body.Id).toBe(businessId);
    expect((await duplicateOf(salesman, BUSINESS, { Phone: phone, Email: email })).body.Id).toBe('0');
    expect((await duplicateOf(salesman, BUSINESS, { Cvr: '123456789' })).status).toBe(400);
  });
});

describe('the duplicate check follows the customer', () => {
  it('finds a changed phone under its new value only, and a deleted customer no more', async () => {
    const oldPhone = `3${digits(7)}`;
    const newPhone = `4${digits(7)}`;
    const mail = `flytter.${RUN.toLowerCase()}@example.dk`;
    const saved = await salesman.post<string>('/api/customer/save', { Id: '0', FirstName: 'Flemming', LastName: `Flytter ${RUN}`, Phone: oldPhone, Email: mail });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body;
    await eventually(
      () => duplicateOf(salesman, PRIVATE, { Phone: oldPhone }),
      (reply) => reply.body.Id === id,
    );
    const updated = await salesman.post<string>('/api/customer/save', { Id: id, FirstName: 'Flemming', LastName: `Flytter ${RUN}`, Phone: newPhone, Email: mail });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await eventually(
      () => duplicateOf(salesman, PRIVATE, { Phone: newPhone }),
      (reply) => reply.body.Id === id,
    );
    expect((await duplicateOf(salesman, PRIVATE, { Phone: oldPhone })).body.Id).toBe('0');
    expect((await duplicateOf(salesman, PRIVATE, { Email: mail })).body).toMatchObject({ Id: id, MatchedOn: ['Email'] });
    const manager = await loggedIn('salgschef.aalborg@demo.dk');
    expect((await manager.request('DELETE', `/api/customer/delete?id=${id}`)).status).toBe(200);
    await eventually(
      () => duplicateOf(salesman, PRIVATE, { Phone: newPhone, Email: mail }),
      (reply) => reply.body.Id === '0',
    );
  });
});
