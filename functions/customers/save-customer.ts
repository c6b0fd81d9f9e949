import * as z from 'zod';
import { businessCustomerSchema, privateCustomerSchema, sameCustomer, type Customer } from '../../domain/customers/customer.ts';
import { active, customerDecider, type CustomerEvent } from '../../domain/customers/decider.ts';
import { FieldMessages, MASKED_CPR } from '../../domain/customers/fields.ts';
import { formatCpr } from '../../domain/format.ts';
import { streamIdOf } from '../../events/envelope.ts';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { command, type CommandContext } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { personalData } from '../platform/personal-data.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { protectCustomer, revealCustomerEvent } from './personal.ts';
import { saveCustomerResponse } from './responses.ts';

/** The customer's id on the wire: digits; missing, null or 0 for a new customer (spec part 1 §4: "Id 0"). */
const customerId = z
  .union([z.string().trim().regex(/^\d{1,18}$/, 'Id skal være et kundenummer.'), z.number().int().min(0)], { error: 'Id skal være et kundenummer.' })
  .nullish()
  .transform((value) => (value === null || value === undefined || Number(value) === 0 ? null : String(value)));

/** The route decides the kind: /save takes a private customer, /savebusiness a business customer. */
const saveBody = (isBusiness: boolean) =>
  withIdFields(
    danishBody(
      z.preprocess(
        (value) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...value, IsBusiness: isBusiness } : value),
        z.intersection(z.object({ Id: customerId }), isBusiness ? businessCustomerSchema : privateCustomerSchema),
      ),
    ),
    // The customer saved, and its account manager: a user of the departments the caller reads.
    { Id: 'customer', AccountManagerId: 'user' },
  );
export const privateSaveBody = saveBody(false);
export const businessSaveBody = saveBody(true);
type SaveBody = z.output<typeof privateSaveBody> | z.output<typeof businessSaveBody>;

/**
 * POST /api/customer/save and /api/customer/savebusiness → the customer's id (spec part 1 §7). A new customer (Id 0)
 * gets the next customer number and its own data key; an existing one is updated, in the caller's department only
 * (another department's customer is a 404), and its kind cannot change. Saving the customer as it is stored appends
 * nothing. A dealer with read-only access may not save (403).
 */
export const saveCustomer = async (context: CommandContext<SaveBody, Record<string, never>>) => {
  const { Id, ...customer } = context.body;
  return Id === null ? createCustomer(context, customer) : updateCustomer(context, Id, customer);
};

const createCustomer = async (context: CommandContext<SaveBody, Record<string, never>>, customer: Customer) => {
  const masked = maskedCprField(customer);
  if (masked) throw badRequest(masked, FieldMessages.cpr);
  // The customer number is taken in the same transaction as the customer's first event: a refused save takes none.
  const outcome = await context.handleGroup(async (group) => {
    const id = await group.reserve('customer');
    const { customer: clear, personal } = await protectCustomer(personalData(), id, customer, { newCustomer: true });
    const created = await group.load(customerDecider, streamIdOf('customer', id));
    created.decide({ type: 'CreateCustomer', customerId: id, dealerId: context.session.dealerId, customer: clear, personal });
    return id;
  });
  return respond(200, outcome.result, { headers: { etag: `"${outcome.version}"` } });
};

const updateCustomer = async (context: CommandContext<SaveBody, Record<string, never>>, id: string, saved: Customer) => {
  const streamId = streamIdOf('customer', id);
  const stored = await storedCustomer(context, streamId);
  // A CPR number shown masked comes back masked: it means the number stored.
  const customer = keepMaskedCprs(saved, stored);
  const masked = maskedCprField(customer);
  if (masked) throw badRequest(masked, FieldMessages.cpr);
  const unchanged = sameCustomer(stored, customer);
  const { customer: clear, personal } = await protectCustomer(personalData(), id, customer);
  const outcome = await context.handle(
    customerDecider,
    streamId,
    { type: 'UpdateCustomer', dealerId: context.session.dealerId, customer: clear, personal, unchanged },
    { result: () => id },
  );
  return respond(200, outcome.result, { headers: { etag: `"${outcome.version}"` } });
};

/**
 * The customer as its latest event holds it, revealed. Only a live customer of the caller's department is revealed:
 * any other is 'Kunden findes ikke.' (404), as the decider would say.
 */
const storedCustomer = async (context: CommandContext<SaveBody, Record<string, never>>, streamId: string): Promise<Customer> => {
  const events = await context.store.readStream(streamId);
  const state = events.reduce((current, event) => customerDecider.evolve(current, event as unknown as CustomerEvent), customerDecider.initialState());
  active(state, context.session.dealerId);
  for (const event of [...events].reverse()) {
    const customer = await revealCustomerEvent(personalData(), event);
    if (customer) return customer;
  }
  throw notFound(CustomerMessages.notFound);
};

/** Each masked CPR number replaced by the stored number it masks; a mask that matches nothing stays (and is refused). */
const keepMaskedCprs = (saved: Customer, stored: Customer): Customer => {
  const keep = (cpr: string, original: string | undefined): string =>
    original && MASKED_CPR.test(cpr) && formatCpr(original, { masked: true }) === cpr ? original : cpr;
  if (!saved.IsBusiness) return { ...saved, Cpr: keep(saved.Cpr, stored.IsBusiness ? undefined : stored.Cpr) };
  const user = (name: 'BusinessUser1' | 'BusinessUser2') => {
    const savedUser = saved[name];
    return savedUser && { ...savedUser, Cpr: keep(savedUser.Cpr, stored.IsBusiness ? stored[name]?.Cpr : undefined) };
  };
  return { ...saved, BusinessUser1: user('BusinessUser1'), BusinessUser2: user('BusinessUser2') };
};

/** The field that still holds a masked CPR number, if any. */
const maskedCprField = (customer: Customer): string | undefined => {
  if (!customer.IsBusiness) return MASKED_CPR.test(customer.Cpr) ? 'Cpr' : undefined;
  if (customer.BusinessUser1 && MASKED_CPR.test(customer.BusinessUser1.Cpr)) return 'BusinessUser1.Cpr';
  if (customer.BusinessUser2 && MASKED_CPR.test(customer.BusinessUser2.Cpr)) return 'BusinessUser2.Cpr';
  return undefined;
};

export const handler = command({
  summary: 'Gemmer en privatkunde.',
  responses: { 200: saveCustomerResponse },
  body: privateSaveBody,
  run: saveCustomer,
});
