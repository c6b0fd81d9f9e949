import { api } from '@/lib/api.ts';
import type { MessageReply } from './types.ts';

/** POST /api/car/transfercar?carId=&conglomerateDealerId=: 'Bilen … er nu overført til …'. */
export const transferCar = (carId: string, conglomerateDealerId: string): Promise<MessageReply & { CarId: string; DealerId: string }> =>
  api.post('/api/car/transfercar', undefined, { carId, conglomerateDealerId });
