import { api } from '@/lib/api.ts';

/** The sale as the spec's payload has it (spec part 1 §3 "Other"): null fields are dropped. */
export interface SellCarRequest {
  CarId: string;
  IsRetailPrice: boolean | null;
  SalesPrice: number | null;
}
export const sellCar = (request: SellCarRequest): Promise<unknown> =>
  api.post('/api/car/sellcar/', Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null && value !== undefined)));
