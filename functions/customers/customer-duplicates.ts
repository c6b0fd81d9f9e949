import * as z from 'zod';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, idField } from '../platform/http/request-schemas.ts';
import { personalData } from '../platform/personal-data.ts';
import type { Session } from '../platform/http/session-context.ts';
import { customerListView, type ListedCustomer } from './customer-list-search.ts';
import { matchKeysOf, normalisedMatchValue, type MatchKind } from './customer-matching.ts';

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
export const privateDuplicateBody = danishBody(z.object({ ...contact, Cpr: text('Cpr', 12) }));
export const businessDuplicateBody = danishBody(z.object({ ...contact, Cvr: text('Cvr', 8) }));

type Contact = { Id?: string | null; Phone?: string | null; CellPhone?: string | null; Email?: string | null; Cpr?: string | null; Cvr?: string | null };

/** Which field of the form matched, by the kind of its keyed hash. */
const FIELD_OF: Record<MatchKind, string> = { cpr: 'Cpr', cvr: 'Cvr', phone: 'Phone', email: 'Email' };
/** A match on the person's or company's number weighs more than one on a shared phone or e-mail. */
const WEIGHT: Record<MatchKind, number> = { cpr: 3, cvr: 3, phone: 2, email: 1 };

/**
 * The customer of the caller's department this one would duplicate: the same CPR (private) or CVR (business), phone
 * or e-mail, compared only as keyed hashes (customer-matching.ts), never as plain text. Of several, the one with the
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
  const wanted = new Set(await matchKeysOf(personalData(), values));
  const view = await customerListView().department(session.dealerId);
  let best: { customer: ListedCustomer; kinds: MatchKind[]; weight: number } | undefined;
  for (const customer of view.customers) {
    if (customer.IsBusiness !== isBusiness || customer.Id === body.Id) continue;
    const kinds = customer.MatchKeys.filter((key) => wanted.has(key)).map((key) => key.slice(0, key.indexOf(':')) as MatchKind);
    if (kinds.length === 0) continue;
    const weight = Math.max(...kinds.map((kind) => WEIGHT[kind]));
    if (!best || weight > best.weight || (weight === best.weight && customer.ModifiedDate > best.customer.ModifiedDate)) best = { customer, kinds, weight };
  }
  if (!best) return none;
  return { Id: best.customer.Id, Name: best.customer.Name, MatchedOn: [...new Set(best.kinds.map((kind) => FIELD_OF[kind]))] };
};

/**
 * POST /api/customerlist/GetDuplicatePrivateCustomer (spec part 1 §7 "Duplicates"): whether a private customer with the
 * form's CPR, phone or e-mail exists in the department. `Id` above 0 is the existing customer (with its name, to offer
 * opening it); '0' means none. Only reads (a POST, as the spec sends it).
 */
export const privateDuplicate = command({
  body: privateDuplicateBody,
  run: ({ body, session }) => findDuplicate(session, false, body),
});

/** POST /api/customerlist/GetDuplicateBusinessCustomer: the same for a business customer, by CVR, phone or e-mail. */
export const businessDuplicate = command({
  body: businessDuplicateBody,
  run: ({ body, session }) => findDuplicate(session, true, body),
});
