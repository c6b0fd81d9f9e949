import { Alert, Box, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export type PdfPreview =
  | { status: 'idle' }
  | { status: 'loading'; url: string | undefined }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url: string | undefined; message: string };

export interface PdfPreviewSource {
  /** One key for the whole request: the same key is the same PDF, whatever objects it was built from. */
  key: string;
  render(signal: AbortSignal): Promise<Blob>;
  /** The message shown when a render fails. */
  failure(error: unknown): string;
  /** A pause before rendering, so that typing renders once it pauses, not on every key. */
  delayMs?: number;
}

/** The last render that came back: for which request, and its PDF or its failure. */
interface Rendered {
  key: string;
  url: string | undefined;
  message: string | null;
}

/**
 * The live preview of a printed document (the case documents, the price tag): rendered again whenever the request
 * changes, only while it is visible; a render a newer one overtakes is cancelled (its request aborted, its answer
 * dropped). Shown from an object URL, released when a newer preview replaces it or the preview goes away; the last
 * good PDF stays shown while the next one renders or when it fails.
 */
export function usePdfPreview(source: PdfPreviewSource, visible: boolean): PdfPreview {
  const [rendered, setRendered] = useState<Rendered | undefined>(undefined);
  const shownUrl = useRef<string | undefined>(undefined);
  const { key } = source;

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    const render = () =>
      source.render(controller.signal).then(
        (blob) => {
          if (controller.signal.aborted) return;
          if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
          shownUrl.current = URL.createObjectURL(blob);
          setRendered({ key, url: shownUrl.current, message: null });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setRendered({ key, url: shownUrl.current, message: source.failure(error) });
        },
      );
    const timer = source.delayMs ? setTimeout(() => void render(), source.delayMs) : undefined;
    if (!timer) void render();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the request `source` renders.
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
  if (rendered.message !== null) return { status: 'failed', url: rendered.url, message: rendered.message };
  return { status: 'ready', url: rendered.url ?? '' };
}

/** The preview beside a print dialog's options: the PDF, a quiet 'updating' note while it renders, the failure. */
export function PdfPreviewPane({ preview, title }: { preview: PdfPreview; title: string }) {
  return (
    <Box pos="relative" mih="70vh">
      {preview.status === 'failed' && (
        <Alert color="red" mb="xs">
          {preview.message}
        </Alert>
      )}
      {preview.status === 'loading' && (
        <Group gap="xs" pos="absolute" top={8} right={8} data-testid="preview-loading">
          <Loader size="xs" />
          <Text size="xs">Opdaterer forhåndsvisning...</Text>
        </Group>
      )}
      {preview.status !== 'idle' && preview.url && <iframe title={title} src={preview.url} style={{ width: '100%', height: '70vh', border: 0 }} />}
    </Box>
  );
}
