import { api } from '@/lib/api.ts';

/** GET /api/zipcode/getcity: the city of a 4-digit zip code, or 'Ukendt'. */
export const cityOf = (zipCode: string): Promise<string> => api.get<string>('/api/zipcode/getcity', { zipcodeId: zipCode });

/**
 * The city look-up of a group of fields (the customer's own, group null, or a contact person's): the city answered is
 * filled in; a failed look-up leaves the city as typed.
 */
export const cityLookup =
  <Group>(setCity: (group: Group, city: string) => void) =>
  (group: Group) =>
  (zipCode: string): void => {
    void cityOf(zipCode)
      .then((city) => setCity(group, city))
      .catch(() => undefined);
  };
