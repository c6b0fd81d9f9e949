import { useEffect, useRef, useState } from 'react';
import type { PriceTagOptions } from '../../../../../domain/price-tags/price-tag.ts';
import { ApiError } from '@/lib/api.ts';
import { printPriceTag } from '../api/price-tags.ts';

export type PriceTagPreview =
  | { status: 'idle' }
  | { status: 'loading'; url: string | undefined }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url: string | undefined; message: string };

/** Typing in a text field renders once the typing pauses, not on every key. */
export const PREVIEW_DELAY_MS = 400;

const FAILED = 'Forhåndsvisningen kunne ikke hentes.';

/**
 * The live preview of a price tag (spec part 1 §4: every relevant change regenerates it): rendered again when the
 * options change, after a short pause, only while the modal is open; a render a newer one overtakes is aborted and its
 * answer dropped. Shown from an object URL, released when a newer preview replaces it or the modal goes away.
 */
export function usePriceTagPreview(carId: string, options: PriceTagOptions | undefined, visible: boolean): PriceTagPreview {
  const [rendered, setRendered] = useState<{ key: string; url: string | undefined; message: string | null } | undefined>(undefined);
  const shownUrl = useRef<string | undefined>(undefined);
  const key = options ? JSON.stringify([carId, options]) : '';

  useEffect(() => {
    if (!visible || !options) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      printPriceTag(carId, options, controller.signal).then(
        (file) => {
          if (controller.signal.aborted) return;
          if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
          shownUrl.current = URL.createObjectURL(file.blob);
          setRendered({ key, url: shownUrl.current, message: null });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setRendered({ key, url: shownUrl.current, message: error instanceof ApiError && error.status === 400 ? error.message : FAILED });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for `carId` and `options`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, visible]);

  useEffect(
    () => () => {
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    },
    [],
  );

  if (!visible || !options) return { status: 'idle' };
  if (!rendered || rendered.key !== key) return { status: 'loading', url: rendered?.url };
  if (rendered.message !== null) return { status: 'failed', url: rendered.url, message: rendered.message };
  return { status: 'ready', url: rendered.url ?? '' };
}
