import * as z from 'zod';

/**
 * The audit record of the register look-ups (person register, phone directory, business register): who looked up,
 * when, in which register and how it ended, never what was asked or answered. The envelope's meta carries the user,
 * the department and the time; the stream is the department's look-ups of one day (`register-lookup#<dealer>#<day>`),
 * so an audit of a department reads its days without touching anyone's customers.
 */
export const LOOKUP_REGISTERS = ['cpr', 'phone', 'cvr', 'businessPhone'] as const;
export const LOOKUP_OUTCOMES = ['found', 'notFound', 'unavailable', 'refused'] as const;
/** Whose data the look-up was for: a private customer, or a business customer's user (the CPR box of a business). */
export const LOOKUP_PURPOSES = ['privateCustomer', 'businessUser', 'businessCustomer'] as const;

export const registerLookupEvents = {
  RegisterLookedUp: z
    .object({
      Register: z.enum(LOOKUP_REGISTERS),
      Outcome: z.enum(LOOKUP_OUTCOMES),
      Purpose: z.enum(LOOKUP_PURPOSES),
    })
    .strict(),
} as const;
