import type { EventData } from '../events/catalogue.ts';

/**
 * The demo dealers' own plates (trade plates) for test drives: three per department, distinct between departments
 * (the last digits carry the department), so a test can tell them apart.
 */
export const demoDealerPlates = (dealerId: string): EventData<'DealerPlatesSet'> => ({
  Plates: [1, 2, 3].map((number) => ({ Id: String(number), RegistrationNumber: `PR${dealerId.slice(-2).padStart(2, '0')}${String(number).padStart(3, '0')}` })),
});
