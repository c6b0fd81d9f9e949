import { api, type ApiReply } from '@/lib/api.ts';
import type { CarDeliveredModel, MessageReply } from './types.ts';

/** POST /api/case/cardelivered: the car is handed over to the customer. */
export const carDelivered = (model: CarDeliveredModel, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/cardelivered', { body: model, ifMatch });
