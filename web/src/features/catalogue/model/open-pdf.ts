import type { ApiFile } from '@/lib/api.ts';

/** Shows a printed PDF in a new window, as the document prints do. */
export const openPdf = (file: ApiFile): void => {
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
