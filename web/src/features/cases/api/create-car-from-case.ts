import type { CarInput } from '../../../../../domain/cars/car.ts';
import { api, type ApiReply } from '@/lib/api.ts';

/** POST /api/case/createcarfromcase?caseId=: the case's vehicle as a new stock car; the case counts as transferred. */
export const createCarFromCase = (caseId: string, car: CarInput): Promise<ApiReply<{ Id: string }>> =>
  api.send('POST', '/api/case/createcarfromcase', { query: { caseId }, body: car });
