import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { ownCarKeys } from './own-car-search.ts';
import type { CarDetails } from './types.ts';

/**
 * GET /api/OwnCarList/GetDetails/?id= with its ETag: `dealerId` for a car of another department of the group (shown
 * read-only), `minVersion` to wait until the details show a command's change (the version the command returned).
 */
export const fetchCarDetails = async (id: string, options: { dealerId?: string; minVersion?: string } = {}): Promise<CarDetails> => {
  const { data, version } = await api.send<CarDetails>('GET', '/api/OwnCarList/GetDetails/', {
    query: { id, ...(options.dealerId ? { DealerId: options.dealerId } : {}), ...(options.minVersion ? { MinVersion: options.minVersion } : {}) },
  });
  return version === undefined ? data : { ...data, ETag: version };
};

export const carDetailsQuery = (id: string, dealerId?: string) =>
  queryOptions({
    queryKey: dealerId ? [...ownCarKeys.details(id), dealerId] : ownCarKeys.details(id),
    queryFn: () => fetchCarDetails(id, { dealerId }),
    // The car page holds the user's edits on top of it.
    refetchOnWindowFocus: false,
  });

/**
 * After a command: the car as the server has it from `version` on (the details are a read model that may lag the
 * command by a moment; the server waits for it), into the cache; the lists refetch when next shown.
 */
export const reloadCar = async (queryClient: QueryClient, id: string, version?: string): Promise<CarDetails> => {
  const fresh = await fetchCarDetails(id, { minVersion: version });
  queryClient.setQueryData(ownCarKeys.details(id), fresh);
  await queryClient.invalidateQueries({ queryKey: ownCarKeys.list, refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: ownCarKeys.choices, refetchType: 'none' });
  return fresh;
};
