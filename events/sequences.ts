import * as z from 'zod';

/** A number taken from a named sequence (case, customer, car numbers): the stream's version is the number. */
export const sequenceEvents = {
  SequenceNumberReserved: z.object({ Name: z.string().min(1) }).strict(),
} as const;
