import { usePdfPreview, type PdfPreview } from '@/components/pdf-preview.tsx';
import { withQuery, type QueryParams } from '@/lib/api.ts';
import { fetchDocument } from '../api/fetch-document.ts';

/** The live preview of a case document (spec part 2 §4): rendered again whenever its query changes. */
export const useDocumentPreview = (path: string, query: QueryParams, visible: boolean, failureMessage: string): PdfPreview =>
  usePdfPreview(
    {
      // A new query object with the same options is no change.
      key: withQuery(path, query),
      render: async (signal) => (await fetchDocument(path, query, signal)).blob,
      failure: () => failureMessage,
    },
    visible,
  );
