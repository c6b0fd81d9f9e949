import { describe, expect, it } from 'vitest';
import { booleanText, countField, idField, querySchema, sortParams } from './request-schemas.ts';

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

describe("a list's order in the query", () => {
  const schema = querySchema(sortParams(['Name', 'ModifiedDate'] as const));

  it('takes the sort key and the direction in any casing, as the list spells them, and none as none', () => {
    expect(schema.parse({ SORT: 'modifieddate', SortDir: 'DESC' })).toEqual({ sort: 'ModifiedDate', sortdir: 'desc' });
    expect(schema.parse({ sort: '', sortdir: '' })).toEqual({});
  });

  it('refuses another key or direction, naming the parameter and what it may be', () => {
    expect(messages(schema.safeParse({ sort: 'City', sortdir: 'op' }))).toEqual([
      ['sort', 'sort skal være en af Name, ModifiedDate.'],
      ['sortdir', 'sortdir skal være asc eller desc.'],
    ]);
  });
});
