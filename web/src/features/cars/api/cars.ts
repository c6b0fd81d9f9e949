import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CarInput } from '../../../../../domain/cars/car.ts';
import { api, type ApiReply } from '@/lib/api.ts';
import { ownCarKeys } from './own-car-search.ts';
import type { ActiveUser, CarDetails, MessageReply } from './types.ts';

/** The car page's calls: the car with its version, and create, save and delete (the product's own calls). */

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

/** POST /api/OwnCar/Create: the new car's number. */
export const createCar = (car: CarInput): Promise<ApiReply<{ Id: string }>> => api.send('POST', '/api/OwnCar/Create', { body: car });

/** POST /api/OwnCar/Save?id=: every field at once; `ifMatch` the version the page showed (409 when changed since). */
export const saveCar = (id: string, car: CarInput, ifMatch?: string): Promise<ApiReply<{ Id: string }>> =>
  api.send('POST', '/api/OwnCar/Save', { query: { id }, body: car, ifMatch });

/** DELETE /api/OwnCar/Delete?id=: 'Bilens … er slettet'. */
export const deleteCar = (id: string, ifMatch?: string): Promise<ApiReply<MessageReply>> => api.send('DELETE', '/api/OwnCar/Delete', { query: { id }, ifMatch });

/** GET /api/user/getactiveconglomerateusers: who can be responsible for a car. */
export const activeUsersQuery = queryOptions({
  queryKey: ['cars', 'active-users'],
  queryFn: () => api.get<ActiveUser[]>('/api/user/getactiveconglomerateusers'),
  staleTime: 5 * 60_000,
});
