import type { PriceTagOptions } from '../../../../../domain/price-tags/price-tag.ts';
import { usePdfPreview, type PdfPreview } from '@/components/pdf-preview.tsx';
import { ApiError } from '@/lib/api.ts';
import { printPriceTag } from '../api/price-tags.ts';

/** Typing in a text field renders once the typing pauses, not on every key. */
export const PREVIEW_DELAY_MS = 400;

const FAILED = 'Forhåndsvisningen kunne ikke hentes.';

/**
 * The live preview of a price tag (spec part 1 §4: every relevant change regenerates it), after a short pause; a
 * refused option shows the server's message.
 */
export const usePriceTagPreview = (carId: string, options: PriceTagOptions | undefined, visible: boolean): PdfPreview =>
  usePdfPreview(
    {
      key: options ? JSON.stringify([carId, options]) : '',
      render: async (signal) => (await printPriceTag(carId, options!, signal)).blob,
      failure: (error) => (error instanceof ApiError && error.status === 400 ? error.message : FAILED),
      delayMs: PREVIEW_DELAY_MS,
    },
    visible && options !== undefined,
  );
