import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { showCommand } from '@/lib/read-your-writes.ts';
import { appendicesQuery, appendixListKey, fetchAppendices } from './appendix-list-by-dealer.ts';
import type { ListedAppendix } from './types.ts';

/**
 * POST /api/salescontractappendix/uploadpdf?dealerId&label with the file as multipart/form-data; answers the appendix
 * and, in its ETag, the version the list is asked at.
 */
export const uploadAppendix = async ({ dealerId, label, file }: { dealerId: string; label: string; file: File }): Promise<ListedAppendix & { version: string | undefined }> => {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data, version } = await api.upload<ListedAppendix>('/api/salescontractappendix/uploadpdf', form, { query: { dealerId, label } });
  return { ...data, version };
};

export const useUploadAppendix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAppendix,
    onSuccess: (appendix, { dealerId }) =>
      showCommand(
        queryClient,
        appendicesQuery(dealerId),
        () => fetchAppendices(dealerId, { id: String(appendix.Id), version: appendix.version }),
        appendixListKey(dealerId),
      ),
  });
};
