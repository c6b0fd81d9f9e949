import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, readXsrfToken, withQuery, XSRF_HEADER } from '@/lib/api.ts';
import { appSession } from '@/lib/session.ts';
import { refetchUntil } from './read-your-writes.ts';
import { appendicesQuery } from './sales-contract-appendices.ts';
import type { SalesContractAppendix } from './types.ts';

/**
 * POST /api/salescontractappendix/uploadpdf?dealerId&label with the file as multipart/form-data. The one call that is
 * not JSON, so it goes past the JSON client, with the same anti-forgery header and the server's error shape.
 */
export const uploadAppendix = async ({ dealerId, label, file }: { dealerId: string; label: string; file: File }): Promise<SalesContractAppendix> => {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readXsrfToken();
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await globalThis.fetch(withQuery('/api/salescontractappendix/uploadpdf', { dealerId, label }), {
      method: 'POST',
      headers,
      body,
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Der er ingen forbindelse til serveren. Prøv igen.', undefined, 'NoConnection');
  }
  appSession.responded();
  const data = (await response.json().catch(() => undefined)) as (SalesContractAppendix & { Message?: string; Field?: string; Code?: string }) | undefined;
  if (!response.ok) throw new ApiError(response.status, data?.Message ?? 'Der skete en fejl. Prøv igen.', data?.Field, data?.Code);
  return data!;
};

export const useUploadAppendix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAppendix,
    onSuccess: async (appendix, { dealerId }) => {
      await refetchUntil(queryClient, appendicesQuery(dealerId), (list) => list.some((row) => String(row.Id) === String(appendix.Id)));
    },
  });
};
