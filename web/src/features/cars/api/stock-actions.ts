import { queryOptions } from '@tanstack/react-query';
import { api, type ApiFile, type ApiReply } from '@/lib/api.ts';
import type { Department, MessageReply } from './types.ts';

/** The stock actions of the list, the detail panel and the car page (spec part 1 §7 "Cars"). */

/** POST /api/car/updateinternalstatus/ {CarIds, NewInternalStatus}: 'Visning er opdateret'. */
export const setInternalStatus = (carIds: readonly string[], internal: boolean): Promise<MessageReply> =>
  api.post<MessageReply>('/api/car/updateinternalstatus/', { CarIds: carIds, NewInternalStatus: internal });

/** POST /api/OwnCarList/setAdvertising {carId, adType}. */
export const setAdvertising = (carId: string, adType: number): Promise<ApiReply<{ CarId: string; AdType: number }>> =>
  api.send('POST', '/api/OwnCarList/setAdvertising', { body: { carId, adType } });

/** The sale as the spec's payload has it (spec part 1 §3 "Other"): null fields are dropped. */
export interface SellCarRequest {
  CarId: string;
  IsRetailPrice: boolean | null;
  SalesPrice: number | null;
}
export const sellCar = (request: SellCarRequest): Promise<unknown> =>
  api.post('/api/car/sellcar/', Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null && value !== undefined)));

/** GET /api/ConglomerateDealer/FindConglomerateDealersForCar?carId=: the departments the car can go to. */
export const departmentsForCarQuery = (carId: string) =>
  queryOptions({
    queryKey: ['cars', 'transfer-targets', carId],
    queryFn: () => api.get<Department[]>('/api/ConglomerateDealer/FindConglomerateDealersForCar', { carId }),
    staleTime: 60_000,
  });

/** POST /api/car/transfercar?carId=&conglomerateDealerId=: 'Bilen … er nu overført til …'. */
export const transferCar = (carId: string, conglomerateDealerId: string): Promise<MessageReply & { CarId: string; DealerId: string }> =>
  api.post('/api/car/transfercar', undefined, { carId, conglomerateDealerId });

/** What the own-cars print takes (spec part 1 §7 "Printing"). */
export interface PrintOwnCarsRequest {
  CarIds: readonly string[];
  /** 'All': every car of the search (the selection was a whole page or every car), else the ids listed. */
  SelectionMode: 'Selected' | 'All';
  Sort: string;
  SortDir: string;
  Title: string;
  UseCompanyLogo: boolean;
  search: Record<string, unknown>;
}

/** GET /api/PrintOwnCars/PrintOwnCars: the car list as a PDF. */
export const printOwnCars = ({ CarIds, search, ...options }: PrintOwnCarsRequest): Promise<ApiFile> => {
  const query: Record<string, string | number | boolean | readonly string[]> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    query[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return api.getFile('/api/PrintOwnCars/PrintOwnCars', { ...query, ...options, CarIds: options.SelectionMode === 'All' ? undefined : CarIds.join(',') });
};
