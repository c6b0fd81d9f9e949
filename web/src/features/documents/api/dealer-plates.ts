import { api } from '@/lib/api.ts';

/** A dealer plate (document 1): its registration number, upper-cased. */
interface DealerPlate {
  Id: string | number;
  RegistrationNumber: string;
}

export const dealerPlateKeys = { dealer: (dealerId: string) => ['dealerplates', dealerId] as const };

/** GET /api/dealerplate/dealerplatesbydealerid: the dealer's own plates for test drives. */
export const fetchDealerPlates = async (dealerId: string): Promise<string[]> => {
  const list = await api.get<DealerPlate[] | null>('/api/dealerplate/dealerplatesbydealerid', { dealerId });
  return (list ?? []).map((plate) => plate.RegistrationNumber.toUpperCase());
};
