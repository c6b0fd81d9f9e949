import * as z from 'zod';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, idField, withIdFields } from '../platform/http/request-schemas.ts';
import { personalData } from '../platform/personal-data.ts';
import type { Session } from '../platform/http/session-context.ts';
import { queryIndex } from '../platform/read-models.ts';
import { matchKeysOf, normalisedMatchValue, type MatchKind } from './customer-matching.ts';
import { customerMatchIndexKey, type CustomerMatchRow } from './projections/customer-match.ts';
import { duplicateCustomerResponse } from './responses.ts';

const text = (field: string, max: number) => z.string({ error: `${field} skal være tekst.` }).max(max, `${field} må højst være ${max} tegn.`).nullish();

/** What the customer form sends when a customer is saved (the rest of the form is ignored). */
const contact = {
  /** The customer being edited, if it is saved already: never its own duplicate. */
  Id: z
    .union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), idField('Id')], { error: 'Id skal være et kundenummer.' })
    .transform(String)
    .nullish(),
  Phone: text('Phone', 20),
  CellPhone: text('CellPhone', 20),
  Email: text('Email', 254),
};
export const privateDuplicateBody = withIdFields(danishBody(z.object({ ...contact, Cpr: text('Cpr', 12) })), { Id: 'customer' });
export const businessDuplicateBody = withIdFields(danishBody(z.object({ ...contact, Cvr: text('Cvr', 8) })), { Id: 'customer' });

type Contact = { Id?: string | null; Phone?: string | null; CellPhone?: string | null; Email?: string | null; Cpr?: string | null; Cvr?: string | null };

/** Which field of the form matched, by the kind of its keyed hash. */
const FIELD_OF: Record<MatchKind, string> = { cpr: 'Cpr', cvr: 'Cvr', phone: 'Phone', email: 'Email' };
/** A match on the person's or company's number weighs more than one on a shared phone or e-mail. */
const WEIGHT: Record<MatchKind, number> = { cpr: 3, cvr: 3, phone: 2, email: 1 };

/**
 * The customer of the caller's department this one would duplicate: the same CPR (private) or CVR (business), phone
 * or e-mail, compared only as keyed hashes (customer-matching.ts), never as plain text. Only the index rows of the
 * form's own hashes in the caller's department are read (projections/customer-match.ts). Of several, the one with the
 * strongest match, then the most recently changed.
 */
const findDuplicate = async (session: Session, isBusiness: boolean, body: Contact) => {
  const values = [
    isBusiness ? { kind: 'cvr' as const, value: normalisedMatchValue('cvr', body.Cvr) } : { kind: 'cpr' as const, value: normalisedMatchValue('cpr', body.Cpr) },
    { kind: 'phone' as const, value: normalisedMatchValue('phone', body.Phone) },
    { kind: 'phone' as const, value: normalisedMatchValue('phone', body.CellPhone) },
    { kind: 'email' as const, value: normalisedMatchValue('email', body.Email) },
  ].filter((entry) => entry.value !== '');
  const none = { Id: '0', Name: null, MatchedOn: [] as string[] };
  if (values.length === 0) return none;
  const keys = await matchKeysOf(personalData(), values);
  const found = (await Promise.all(keys.map((key) => queryIndex({ gsi1pk: customerMatchIndexKey(session.dealerId, key) })))).flat() as CustomerMatchRow[];
  const candidates = new Map<string, { row: CustomerMatchRow; kinds: Set<MatchKind> }>();
  for (const row of found) {
    // The index key names the department; the row's own says so too.
    if (row.DealerId !== session.dealerId || row.IsBusiness !== isBusiness || row.CustomerId === body.Id) continue;
    const held = candidates.get(row.CustomerId);
    if (!held) candidates.set(row.CustomerId, { row, kinds: new Set([row.Kind]) });
    else {
      held.kinds.add(row.Kind);
      if (row.ModifiedDate > held.row.ModifiedDate) held.row = row;
    }
  }
  let best: { row: CustomerMatchRow; kinds: MatchKind[]; weight: number } | undefined;
  for (const { row, kinds } of candidates.values()) {
    const weight = Math.max(...[...kinds].map((kind) => WEIGHT[kind]));
    if (!best || weight > best.weight || (weight === best.weight && row.ModifiedDate > best.row.ModifiedDate)) best = { row, kinds: [...kinds], weight };
  }
  if (!best) return none;
  return { Id: best.row.CustomerId, Name: best.row.Name, MatchedOn: [...new Set(best.kinds.map((kind) => FIELD_OF[kind]))] };
};

/**
 * POST /api/customerlist/GetDuplicatePrivateCustomer (spec part 1 §7 "Duplicates"): whether a private customer with the
 * form's CPR, phone or e-mail exists in the department. `Id` above 0 is the existing customer (with its name, to offer
 * opening it); '0' means none. Only reads (a POST, as the spec sends it).
 */
export const privateDuplicate = command({
  summary: 'Findes privatkunden allerede (CPR, telefon eller e-mail)?',
  responses: { 200: duplicateCustomerResponse },
  body: privateDuplicateBody,
  run: ({ body, session }) => findDuplicate(session, false, body),
});

/** POST /api/customerlist/GetDuplicateBusinessCustomer: the same for a business customer, by CVR, phone or e-mail. */
export const businessDuplicate = command({
  summary: 'Findes erhvervskunden allerede (CVR, telefon eller e-mail)?',
  responses: { 200: duplicateCustomerResponse },
  body: businessDuplicateBody,
  run: ({ body, session }) => findDuplicate(session, true, body),
});
