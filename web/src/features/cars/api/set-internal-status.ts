import { api } from '@/lib/api.ts';
import type { MessageReply } from './types.ts';

/** POST /api/car/updateinternalstatus/ {CarIds, NewInternalStatus}: 'Visning er opdateret'. */
export const setInternalStatus = (carIds: readonly string[], internal: boolean): Promise<MessageReply> =>
  api.post<MessageReply>('/api/car/updateinternalstatus/', { CarIds: carIds, NewInternalStatus: internal });
