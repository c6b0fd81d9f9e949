import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { MessageReply } from './types.ts';

/**
 * POST /api/dealer/savedealerroles {DealerId, SelectedRoles}: the department's functions. `ifMatch` is the
 * department's version the tab edited: 409 'Conflict' when another administrator changed it since. Answers the new one.
 */
export const saveDealerRoles = async (request: { DealerId: string; SelectedRoles: number[] }, ifMatch?: string): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('POST', '/api/dealer/savedealerroles', { body: request, ifMatch });
  return { ...data, version };
};

export const useSaveDealerRoles = () =>
  useMutation({ mutationFn: ({ request, ifMatch }: { request: { DealerId: string; SelectedRoles: number[] }; ifMatch?: string }) => saveDealerRoles(request, ifMatch) });
