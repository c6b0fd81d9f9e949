import { describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../../tests/support/http-event.ts';
import { signedInAt } from '../../../tests/support/signed-in.ts';
import { EventStore } from '../../platform/event-store.ts';
import { SANDBOX_COMPANIES, SANDBOX_LOOKUP_NUMBERS, SANDBOX_PEOPLE } from '../../platform/registries/lookup-sandbox-data.ts';
import { lookupAuditStream } from './audit.ts';
import { handler as businessByCvr } from './business-by-cvr.ts';
import { handler as searchByCpr } from './search-by-cpr.ts';
import { handler as searchByPhone } from './search-by-phone.ts';

/**
 * The look-ups on the real handlers against DynamoDB Local, with every line the handlers log captured: whatever the
 * outcome (found, unknown, refused, the register down or hanging, the number malformed), no CPR number asked and no
 * person answered appears in the log, and each look-up that asked a register leaves its audit record, without either.
 */
// Before any function loads: every level, debug included, written through the console, which the test reads.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  process.env.POWERTOOLS_DEV = 'true';
});

const store = new EventStore();

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/** Every line written to stdout, stderr and the console while `run` runs. */
const captured = async (run: () => Promise<void>): Promise<string> => {
  const lines: string[] = [];
  const originals = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const consoleOriginals = Object.fromEntries(LEVELS.map((level) => [level, console[level]]));
  const record = (chunk: unknown) => lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
  process.stdout.write = ((chunk: unknown) => (record(chunk), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown) => (record(chunk), true)) as typeof process.stderr.write;
  for (const level of LEVELS) console[level] = (...args: unknown[]) => record(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  try {
    await run();
  } finally {
    process.stdout.write = originals.out as typeof process.stdout.write;
    process.stderr.write = originals.err as typeof process.stderr.write;
    Object.assign(console, consoleOriginals);
  }
  return lines.join('\n');
};

const person = SANDBOX_PEOPLE[3]!;
const numbers = SANDBOX_LOOKUP_NUMBERS.cpr;


describe('register look-ups: logs and audit', () => {
  it('logs no CPR number nor the person answered, whatever the outcome, and records each look-up without them', async () => {
    const [allowed, refused] = await Promise.all([signedInAt(['case', 'can_perform_cpr_lookup']), signedInAt(['case'])]);
    const statuses: number[] = [];
    const cpr = (who: typeof allowed, body: unknown) =>
      searchByCpr(httpEvent('POST', '/api/cprlookup/searchbycpr', { ...who.request, body }), lambdaContext()).then((result) => statuses.push(result.statusCode ?? 0));
    const log = await captured(async () => {
      await cpr(allowed, { Cpr: person.Cpr });
      await cpr(allowed, { Cpr: `${person.Cpr.slice(0, 6)}-${person.Cpr.slice(6, 9)}` });
      for (const number of [numbers.unknown, numbers.down, numbers.hangs, numbers.protected, numbers.deceased]) await cpr(allowed, { Cpr: number });
      await cpr(refused, { Cpr: person.Cpr });
      await searchByPhone(httpEvent('POST', '/api/TdcLookup/SearchByPhonenumber', { ...allowed.request, body: { PhoneNumber: person.CellPhone } }), lambdaContext());
      await searchByPhone(httpEvent('POST', '/api/TdcLookup/SearchByPhonenumber', { ...allowed.request, body: { PhoneNumber: person.Phone, IsBusiness: true } }), lambdaContext());
      await businessByCvr(httpEvent('GET', '/api/businesslookup/bycvr', { ...allowed.request, query: { cvrnumber: SANDBOX_COMPANIES[2]!.Cvr } }), lambdaContext());
    });
    expect(statuses).toEqual([200, 400, 404, 503, 503, 403, 200, 403]);
    // The handlers did log (refusals, the register down): the check below looks at real lines.
    expect(log).toContain('A person or business register did not answer');
    expect(log).toContain('CprLookupNotAllowed');
    for (const needle of [person.Cpr, person.Cpr.slice(0, 9), ...Object.values(numbers), person.LastName, person.CellPhone, person.Phone, person.Street]) {
      expect(log.includes(needle), needle).toBe(false);
    }

    const audit = await store.readStream(lookupAuditStream(allowed.dealerId));
    expect(audit.map((event) => [event.type, event.data])).toEqual([
      ['RegisterLookedUp', { Register: 'cpr', Outcome: 'found', Purpose: 'privateCustomer' }],
      ['RegisterLookedUp', { Register: 'cpr', Outcome: 'notFound', Purpose: 'privateCustomer' }],
      ['RegisterLookedUp', { Register: 'cpr', Outcome: 'unavailable', Purpose: 'privateCustomer' }],
      ['RegisterLookedUp', { Register: 'cpr', Outcome: 'unavailable', Purpose: 'privateCustomer' }],
      ['RegisterLookedUp', { Register: 'cpr', Outcome: 'refused', Purpose: 'privateCustomer' }],
      ['RegisterLookedUp', { Register: 'cpr', Outcome: 'found', Purpose: 'privateCustomer' }],
      ['RegisterLookedUp', { Register: 'phone', Outcome: 'found', Purpose: 'privateCustomer' }],
      ['RegisterLookedUp', { Register: 'phone', Outcome: 'found', Purpose: 'businessUser' }],
      ['RegisterLookedUp', { Register: 'cvr', Outcome: 'found', Purpose: 'businessCustomer' }],
    ]);
    expect(audit.every((event) => event.meta.userId === allowed.userId && event.meta.dealerId === allowed.dealerId)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(person.Cpr);
    const refusedAudit = await store.readStream(lookupAuditStream(refused.dealerId));
    expect(refusedAudit.map((event) => event.data)).toEqual([{ Register: 'cpr', Outcome: 'refused', Purpose: 'privateCustomer' }]);
  }, 30_000);

  it('records concurrent look-ups of one department each, none lost to the race for the day’s next version', async () => {
    const { dealerId, request } = await signedInAt(['case', 'can_perform_cpr_lookup']);
    const results = await Promise.all(
      SANDBOX_PEOPLE.slice(0, 8).map((each) => searchByCpr(httpEvent('POST', '/api/cprlookup/searchbycpr', { ...request, body: { Cpr: each.Cpr } }), lambdaContext())),
    );
    expect(results.map((result) => result.statusCode)).toEqual(Array(8).fill(200));
    expect(await store.readStream(lookupAuditStream(dealerId))).toHaveLength(8);
  }, 30_000);
});
