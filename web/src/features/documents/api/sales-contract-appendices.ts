import { api } from '@/lib/api.ts';

/** A sales contract appendix of the dealer (document 1). */
export interface SalesContractAppendix {
  Id: string;
  Label: string;
}

export const appendixKeys = { dealer: (dealerId: string) => ['salescontractappendix', dealerId] as const };

/** GET /api/salescontractappendix/GetByDealerId: the appendices a contract, rental or test drive can carry. */
export const fetchAppendices = async (dealerId: string): Promise<SalesContractAppendix[]> => {
  const list = await api.get<{ Id: string | number; Label?: string | null; Name?: string | null }[] | null>(
    '/api/salescontractappendix/GetByDealerId',
    { dealerId },
  );
  return (list ?? []).map((item) => ({ Id: String(item.Id), Label: item.Label ?? item.Name ?? `Bilag ${item.Id}` }));
};
