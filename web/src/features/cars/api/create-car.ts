import type { CarInput } from '../../../../../domain/cars/car.ts';
import { api, type ApiReply } from '@/lib/api.ts';

/** POST /api/OwnCar/Create: the new car's number. */
export const createCar = (car: CarInput): Promise<ApiReply<{ Id: string }>> => api.send('POST', '/api/OwnCar/Create', { body: car });
