import { describe, expect, it } from 'vitest';
import { booleanText, countField, idField, querySchema } from './request-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the shared query schema', () => {
  const schema = querySchema({ customerId: idField('customerId'), IsActive: booleanText('IsActive').optional(), count: countField('count', 1, 50, 6) });

  it('matches parameter names in any casing, treats an empty value as none and ignores unknown ones', () => {
    expect(schema.parse({ CUSTOMERID: '7', isactive: 'TRUE', count: '', _: '123' })).toEqual({ customerId: '7', IsActive: true, count: 6 });
  });

  it("says each mistake one way: 'skal udfyldes' for a missing field, 'skal være et tal' for a malformed id", () => {
    expect(messages(schema.safeParse({}))).toEqual([['customerId', 'customerId skal udfyldes.']]);
    expect(messages(schema.safeParse({ customerId: '' }))).toEqual([['customerId', 'customerId skal udfyldes.']]);
    expect(messages(schema.safeParse({ customerId: 'abc' }))).toEqual([['customerId', 'customerId skal være et tal.']]);
    expect(messages(schema.safeParse({ customerId: '1', count: '51' }))).toEqual([['count', 'count skal være et helt tal mellem 1 og 50.']]);
    expect(messages(schema.safeParse({ customerId: '1', IsActive: 'ja' }))).toEqual([['IsActive', 'IsActive skal være true eller false.']]);
  });

  it('labels a field as the user knows it', () => {
    expect(messages(querySchema({ id: idField('id', 'Kunde-id') }).safeParse({ id: 'x' }))).toEqual([['id', 'Kunde-id skal være et tal.']]);
  });
});
