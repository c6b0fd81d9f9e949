import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { LookupMessages, type BusinessLookupResult, type PersonLookupResult } from '../../domain/customers/lookup.ts';
import { dynamo } from '../../functions/platform/aws.ts';
import { eventsTable, physicalName, readModelsTable } from '../../functions/platform/tables.ts';
import { SANDBOX_COMPANIES, SANDBOX_LOOKUP_NUMBERS, SANDBOX_PEOPLE } from '../../functions/platform/registries/lookup-sandbox-data.ts';
import { applyEnvironment, localAwsEnvironment } from '../../local/emulators.ts';
import { TEST_CLOUD_PORTS } from '../setup/local-cloud.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { isLocalCloud, projectionsCaughtUp, RUN } from './case-support.ts';

/**
 * The register look-ups, black-box against the local cloud and its sandbox registers (spec part 1 §3 "Lookup result",
 * §5, §6 `can_perform_cpr_lookup`, §8): the person register by CPR number, the phone directory, the business register
 * by CVR and by phone; each refusal with the spec's text, and each look-up recorded for audit without the number.
 */
interface ErrorBody {
  Message: string;
  Field?: string;
  Code?: string;
}

let salesman: ApiClient; // saelger@demo.dk: Aarhus (101), package pro: can_perform_cpr_lookup
let vejle: ApiClient; // saelger.vejle@demo.dk: Vejle, package start: no can_perform_cpr_lookup
let mechanic: ApiClient; // mekaniker@demo.dk: edits no customers
let salesmanId: string;

const person = SANDBOX_PEOPLE.find((each) => each.Phone && each.CellPhone && each.Status === 1)!;
const company = SANDBOX_COMPANIES[0]!;
let sent = 0;
/** Each request of this suite carries a correlation id of its own, to find its audit record by. */
const correlation = () => `lookup-${RUN}-${(sent += 1)}`;
const cprLookup = (client: ApiClient, body: unknown, id = correlation()) =>
  client.request<PersonLookupResult & ErrorBody>('POST', '/api/cprlookup/searchbycpr', { body, headers: { 'x-correlation-id': id } });
const phoneLookup = (client: ApiClient, body: unknown, id = correlation()) =>
  client.request<PersonLookupResult & ErrorBody>('POST', '/api/TdcLookup/SearchByPhonenumber', { body, headers: { 'x-correlation-id': id } });
const business = (client: ApiClient, path: string, id = correlation()) =>
  client.request<BusinessLookupResult & ErrorBody>('GET', path, { headers: { 'x-correlation-id': id } });

beforeAll(async () => {
  if (isLocalCloud()) applyEnvironment(localAwsEnvironment(TEST_CLOUD_PORTS));
  await projectionsCaughtUp();
  [salesman, vejle, mechanic] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk'), loggedIn('mekaniker@demo.dk')]);
  salesmanId = (await salesman.get<{ UserId: string }>('/api/account/settings')).body.UserId;
});

describe('POST /api/cprlookup/searchbycpr', () => {
  it('answers the person of a CPR number, written with or without the dash', async () => {
    const found = await cprLookup(salesman, { Cpr: `${person.Cpr.slice(0, 6)}-${person.Cpr.slice(6)}` });
    expect(found.status).toBe(200);
    expect(found.body).toEqual(person);
    expect(found.headers.get('cache-control')).toBe('no-store');
  });

  it('answers status 90 for a deceased person', async () => {
    const deceased = await cprLookup(salesman, { Cpr: SANDBOX_LOOKUP_NUMBERS.cpr.deceased });
    expect(deceased.status).toBe(200);
    expect(deceased.body).toMatchObject({ Status: 90, FirstName: 'Poul Erik' });
  });

  it("answers the spec's texts: 400 for a number not of 10 digits, 404 without data, 503 when down or too slow, 403 when protected", async () => {
    for (const Cpr of ['040372-123', '04037212345', 'abcdefghij']) {
      const wrong = await cprLookup(salesman, { Cpr });
      expect(wrong.status, Cpr).toBe(400);
      expect(wrong.body).toMatchObject({ Message: LookupMessages.cprDigits, Field: 'Cpr' });
    }
    const none = await cprLookup(salesman, { Cpr: SANDBOX_LOOKUP_NUMBERS.cpr.unknown });
    expect(none.status).toBe(404);
    expect(none.body.Message).toBe(LookupMessages.cprNotFound);
    const down = await cprLookup(salesman, { Cpr: SANDBOX_LOOKUP_NUMBERS.cpr.down });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ Message: LookupMessages.cprUnavailable, Code: 'RegistryUnavailable' });
    const started = Date.now();
    const hangs = await cprLookup(salesman, { Cpr: SANDBOX_LOOKUP_NUMBERS.cpr.hangs });
    expect(hangs.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(6_000);
    const protectedPerson = await cprLookup(salesman, { Cpr: SANDBOX_LOOKUP_NUMBERS.cpr.protected });
    expect(protectedPerson.status).toBe(403);
    expect(protectedPerson.body).toMatchObject({ Message: LookupMessages.cprProtected, Code: 'Protected' });
  });

  it('refuses a department without can_perform_cpr_lookup with the text the screen shows, except for a business customer’s user', async () => {
    const refused = await cprLookup(vejle, { Cpr: person.Cpr });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ Message: LookupMessages.cprNotAllowed, Code: 'CprLookupNotAllowed' });
    expect(JSON.stringify(refused.body)).not.toContain(person.LastName);
    const forBusiness = await cprLookup(vejle, { Cpr: person.Cpr, IsBusiness: true });
    expect(forBusiness.status).toBe(200);
    expect(forBusiness.body.LastName).toBe(person.LastName);
  });

  it('refuses a role that edits no customers, and a request without the anti-forgery token', async () => {
    const role = await cprLookup(mechanic, { Cpr: person.Cpr });
    expect(role.status).toBe(403);
    expect(role.body.Code).toBe('RoleRefused');
    const forged = await salesman.request<ErrorBody>('POST', '/api/cprlookup/searchbycpr', { body: { Cpr: person.Cpr }, xsrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.Code).toBe('AntiForgery');
  });
});

describe('POST /api/TdcLookup/SearchByPhonenumber', () => {
  it('finds the person of a mobile or landline number: the person the CPR number finds, without the CPR number', async () => {
    const byCell = await phoneLookup(salesman, { PhoneNumber: `+45 ${person.CellPhone.replace(/(\d{2})(?=\d)/g, '$1 ')}` });
    expect(byCell.status).toBe(200);
    expect(byCell.body).toEqual({ ...person, Cpr: '', Status: null });
    const byPhone = await phoneLookup(vejle, { PhoneNumber: person.Phone });
    expect(byPhone.body).toEqual(byCell.body);
  });

  it("answers the spec's texts: 8 digits, no data, the directory down", async () => {
    const wrong = await phoneLookup(salesman, { PhoneNumber: '1234567' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ Message: LookupMessages.phoneDigits, Field: 'PhoneNumber' });
    const none = await phoneLookup(salesman, { PhoneNumber: SANDBOX_LOOKUP_NUMBERS.phone.unknown });
    expect(none.status).toBe(404);
    expect(none.body.Message).toBe(LookupMessages.phoneNotFound);
    const down = await phoneLookup(salesman, { PhoneNumber: SANDBOX_LOOKUP_NUMBERS.phone.down });
    expect(down.status).toBe(503);
    expect(down.body.Message).toBe(LookupMessages.phoneUnavailable);
  });
});

describe('GET /api/businesslookup/bycvr and /byphone', () => {
  it('finds a company by its CVR number and by its phone number, the same company', async () => {
    const byCvr = await business(salesman, `/api/businesslookup/bycvr?cvrnumber=${company.Cvr}`);
    expect(byCvr.status).toBe(200);
    expect(byCvr.body).toEqual(company);
    const byPhone = await business(vejle, `/api/businesslookup/byphone?phonenumber=${company.Phone}`);
    expect(byPhone.body).toEqual(company);
  });

  it("answers the spec's texts: 8 digits, no data, the register down", async () => {
    const wrongCvr = await business(salesman, '/api/businesslookup/bycvr?cvrnumber=1234567');
    expect(wrongCvr.status).toBe(400);
    expect(wrongCvr.body).toMatchObject({ Message: LookupMessages.cvrDigits, Field: 'cvrnumber' });
    const missing = await business(salesman, '/api/businesslookup/bycvr');
    expect(missing.body).toMatchObject({ Message: LookupMessages.cvrDigits, Field: 'cvrnumber' });
    const wrongPhone = await business(salesman, '/api/businesslookup/byphone?phonenumber=123');
    expect(wrongPhone.body).toMatchObject({ Message: LookupMessages.phoneDigits, Field: 'phonenumber' });
    const noCvr = await business(salesman, `/api/businesslookup/bycvr?cvrnumber=${SANDBOX_LOOKUP_NUMBERS.cvr.unknown}`);
    expect(noCvr.status).toBe(404);
    expect(noCvr.body.Message).toBe(LookupMessages.cvrNotFound);
    const noPhone = await business(salesman, `/api/businesslookup/byphone?phonenumber=${SANDBOX_LOOKUP_NUMBERS.cvr.unknown}`);
    expect(noPhone.status).toBe(404);
    expect(noPhone.body.Message).toBe(LookupMessages.phoneNotFound);
    const down = await business(salesman, `/api/businesslookup/bycvr?cvrnumber=${SANDBOX_LOOKUP_NUMBERS.cvr.down}`);
    expect(down.status).toBe(503);
    expect(down.body.Message).toBe(LookupMessages.cvrUnavailable);
  });
});

describe('the audit of the look-ups', () => {
  it.runIf(isLocalCloud())('records who looked up in which register and how it ended, and stores no number asked', async () => {
    const ids = { found: correlation(), none: correlation(), refused: correlation(), cvr: correlation(), invalid: correlation() };
    await cprLookup(salesman, { Cpr: person.Cpr }, ids.found);
    await cprLookup(salesman, { Cpr: SANDBOX_LOOKUP_NUMBERS.cpr.unknown }, ids.none);
    await cprLookup(vejle, { Cpr: person.Cpr }, ids.refused);
    await business(salesman, `/api/businesslookup/bycvr?cvrnumber=${company.Cvr}`, ids.cvr);
    await cprLookup(salesman, { Cpr: '123' }, ids.invalid);

    const today = new Date().toISOString().slice(0, 10);
    const recorded = async (dealerId: string) =>
      (
        await dynamo().send(
          new QueryCommand({ TableName: physicalName(eventsTable), KeyConditionExpression: 'streamId = :s', ExpressionAttributeValues: { ':s': `register-lookup#${dealerId}#${today}` }, ConsistentRead: true }),
        )
      ).Items ?? [];
    const byCorrelation = new Map([...(await recorded('101')), ...(await recorded('103'))].map((item) => [(item.meta as { correlationId: string }).correlationId, item]));
    expect(byCorrelation.get(ids.found)).toMatchObject({ type: 'RegisterLookedUp', data: { Register: 'cpr', Outcome: 'found', Purpose: 'privateCustomer' }, meta: { userId: salesmanId, dealerId: '101' } });
    expect(byCorrelation.get(ids.none)?.data).toEqual({ Register: 'cpr', Outcome: 'notFound', Purpose: 'privateCustomer' });
    expect(byCorrelation.get(ids.refused)?.data).toEqual({ Register: 'cpr', Outcome: 'refused', Purpose: 'privateCustomer' });
    expect(byCorrelation.get(ids.cvr)?.data).toEqual({ Register: 'cvr', Outcome: 'found', Purpose: 'businessCustomer' });
    // A request refused for its input asked no register: nothing to record.
    expect(byCorrelation.has(ids.invalid)).toBe(false);

    // Neither the numbers asked nor the names answered are stored anywhere.
    await projectionsCaughtUp();
    const needles = [person.Cpr, `${person.Cpr.slice(0, 6)}-${person.Cpr.slice(6)}`, SANDBOX_LOOKUP_NUMBERS.cpr.deceased, SANDBOX_LOOKUP_NUMBERS.cpr.unknown];
    for (const table of [eventsTable, readModelsTable]) {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await dynamo().send(new ScanCommand({ TableName: physicalName(table), ExclusiveStartKey: start, ConsistentRead: true }));
        const text = JSON.stringify(page.Items ?? []);
        for (const needle of needles) expect(text.includes(needle), `${needle} in ${physicalName(table)}`).toBe(false);
        start = page.LastEvaluatedKey;
      } while (start);
    }
  });
});
