import * as z from 'zod';
import { DealerMessages } from './messages.ts';

/** The longest registration number a department's own plate may have. */
export const PLATE_MAX_LENGTH = 12;

/**
 * A department's own plate (spec part 1 §3 Dealer plate): letters and digits only, kept upper-cased as it is
 * written on the plate. Written as plates are printed ('PR 01004', 'pr-01004') it is the same plate: the spaces and
 * dashes go. The plates page checks it before sending, the server refuses anything else.
 */
export const registrationNumberSchema = z
  .string({ error: DealerMessages.plateRequired })
  .transform((plate) => plate.replace(/[\s-]+/g, ''))
  .pipe(
    z
      .string()
      .min(1, DealerMessages.plateRequired)
      .regex(new RegExp(`^[a-zA-Z0-9]{1,${PLATE_MAX_LENGTH}}$`), DealerMessages.plateInvalid)
      .transform((plate) => plate.toUpperCase()),
  );

/** The Danish message for a plate that breaks the rule, or undefined for a good one. */
export const plateError = (plate: string): string | undefined => {
  const result = registrationNumberSchema.safeParse(plate);
  return result.success ? undefined : result.error.issues[0]?.message;
};
