import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The dealer data the other-agreements tab reads (spec part 2 §7 "Dealer data for cases"). */
export interface DealerText {
  Id: string;
  Text: string;
}

const DEALER_DATA_STALE_MS = 10 * 60_000;

export const dealerWarrantiesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: ['dealers', dealerId, 'warranties'],
    queryFn: async () => (await api.get<{ List: DealerText[] }>('/api/dealer/getdealerwarranties/', { Id: dealerId })).List,
    staleTime: DEALER_DATA_STALE_MS,
  });

export const dealerRightToComplainQuery = (dealerId: string) =>
  queryOptions({
    queryKey: ['dealers', dealerId, 'right-to-complain'],
    queryFn: async () => (await api.get<{ List: DealerText[] }>('/api/dealer/getdealerrighttocomplain/', { Id: dealerId })).List,
    staleTime: DEALER_DATA_STALE_MS,
  });

export const fetchDealerCity = async (dealerId: string): Promise<string> =>
  (await api.get<{ City: string }>('/api/dealer/getdealercity/', { Id: dealerId })).City;
