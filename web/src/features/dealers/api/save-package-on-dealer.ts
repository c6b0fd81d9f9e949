import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { MessageReply } from './types.ts';

/**
 * POST /api/subscriptionpackage/saveondealer {DealerId, SubscriptionPackageId}: the new package replaces the package's
 * functions and keeps the extra ones. `ifMatch` as for the functions; answers the department's new version.
 */
export const savePackageOnDealer = async (
  request: { DealerId: string; SubscriptionPackageId: number },
  ifMatch?: string,
): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('POST', '/api/subscriptionpackage/saveondealer', { body: request, ifMatch });
  return { ...data, version };
};

export const useSavePackageOnDealer = () =>
  useMutation({
    mutationFn: ({ request, ifMatch }: { request: { DealerId: string; SubscriptionPackageId: number }; ifMatch?: string }) => savePackageOnDealer(request, ifMatch),
  });
