import { api, type ApiReply } from '@/lib/api.ts';
import type { MessageReply } from './types.ts';

/** DELETE /api/OwnCar/Delete?id=: 'Bilens … er slettet'. */
export const deleteCar = (id: string, ifMatch?: string): Promise<ApiReply<MessageReply>> => api.send('DELETE', '/api/OwnCar/Delete', { query: { id }, ifMatch });
