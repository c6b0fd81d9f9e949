import { CatalogueMessages } from '../../../../../domain/catalogue/model-catalogue.ts';
import { ApiError } from '@/lib/api.ts';

/** What staff read when a catalogue call fails (spec part 2 §8): the outage message for ErrorCode 102, else the general one. */
export const catalogueErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.code === 'CatalogueUnavailable' ? CatalogueMessages.unavailable : CatalogueMessages.failed;
