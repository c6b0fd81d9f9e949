import { api } from '@/lib/api.ts';
import type { CarDeliveredModel } from './types.ts';

/** GET /api/case/cardeliveredinit: the car-delivered dialog's model. */
export const carDeliveredInit = (caseId: string): Promise<CarDeliveredModel> =>
  api.get<CarDeliveredModel>('/api/case/cardeliveredinit', { caseId });
