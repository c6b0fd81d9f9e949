import { api, createApiClient, type ApiFile, type QueryParams } from '@/lib/api.ts';
import { appSession } from '@/lib/session.ts';

/** The document API (spec part 2 §7 "Documents", part 1 sales contract appendices). */

/**
 * GET of a document PDF. With a signal the request is cancelled when the signal aborts (a stale preview): the shared
 * client is given a fetch that carries the signal, so session and error handling stay the client's.
 */
export const fetchDocument = (path: string, query: QueryParams, signal?: AbortSignal): Promise<ApiFile> => {
  if (!signal) return api.getFile(path, query);
  const client = createApiClient({ session: appSession, fetch: (input, init) => globalThis.fetch(input, { ...init, signal }) });
  return client.getFile(path, query);
};

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
