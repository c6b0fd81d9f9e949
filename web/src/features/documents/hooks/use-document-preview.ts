import { useEffect, useRef, useState } from 'react';
import { withQuery, type QueryParams } from '@/lib/api.ts';
import { fetchDocument } from '../api/fetch-document.ts';

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; url: string | undefined }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url: string | undefined; message: string };

/** The last render that came back: for which request, and its PDF or its failure. */
interface Rendered {
  key: string;
  url: string | undefined;
  failed: boolean;
}

/**
 * The live preview of a document (spec part 2 §4): rendered again whenever the query changes, only while the modal is
 * visible; a render that a newer one overtakes is cancelled (its request aborted, its answer dropped). The preview is
 * shown from an object URL, released when a newer preview replaces it or the modal goes away.
 */
export function useDocumentPreview(path: string, query: QueryParams, visible: boolean, failureMessage: string): PreviewState {
  const [rendered, setRendered] = useState<Rendered | undefined>(undefined);
  const shownUrl = useRef<string | undefined>(undefined);
  // One key for the whole request: a new query object with the same options is no change.
  const key = withQuery(path, query);

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    fetchDocument(path, query, controller.signal).then(
      (file) => {
        if (controller.signal.aborted) return;
        if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
        shownUrl.current = URL.createObjectURL(file.blob);
        setRendered({ key, url: shownUrl.current, failed: false });
      },
      () => {
        if (controller.signal.aborted) return;
        setRendered({ key, url: shownUrl.current, failed: true });
      },
    );
    return () => controller.abort();
    // `key` stands for `path` and `query`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, visible]);

  useEffect(
    () => () => {
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    },
    [],
  );

  if (!visible) return { status: 'idle' };
  if (!rendered || rendered.key !== key) return { status: 'loading', url: rendered?.url };
  if (rendered.failed) return { status: 'failed', url: rendered.url, message: failureMessage };
  return { status: 'ready', url: rendered.url ?? '' };
}
