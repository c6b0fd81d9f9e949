import type { CarInput } from '../../../../../domain/cars/car.ts';
import { api, type ApiReply } from '@/lib/api.ts';

/** POST /api/OwnCar/Save?id=: every field at once; `ifMatch` the version the page showed (409 when changed since). */
export const saveCar = (id: string, car: CarInput, ifMatch?: string): Promise<ApiReply<{ Id: string }>> =>
  api.send('POST', '/api/OwnCar/Save', { query: { id }, body: car, ifMatch });
