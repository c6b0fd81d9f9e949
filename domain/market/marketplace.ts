import { daysBefore } from '../format.ts';

/** What the marketplace tells its user (spec part 1 §5 marketplace rules). */
export const MarketplaceMessages = {
  createdFromTooLate: 'Oprettet fra kan senest være i går.',
  createdDateFormat: 'Datoen skal skrives dd-mm-åååå.',
  createdToBeforeFrom: 'Oprettet til må ikke være før oprettet fra.',
} as const;

/** The marketplace's sources as the user picks them: the two ad marketplaces and the provider's wholesale list. */
export const MARKETPLACES = ['Bilbasen', 'DBA', 'Engros'] as const;

/** The latest created-from day the marketplace takes: yesterday (spec part 1 §5). */
export const latestCreatedFrom = (today: string): string => daysBefore(today, 1);

/**
 * The created-date range of a marketplace search (`YYYY-MM-DD`), or the message that refuses it: from may be yesterday
 * at the latest, to defaults to today and may not come before from.
 */
export const createdRange = (today: string, from: string | undefined, to: string | undefined): { from: string | null; to: string } | { refused: string; field: 'CreatedDateFrom' | 'CreatedDateTo' } => {
  if (from !== undefined && from > latestCreatedFrom(today)) return { refused: MarketplaceMessages.createdFromTooLate, field: 'CreatedDateFrom' };
  const until = to ?? today;
  if (from !== undefined && until < from) return { refused: MarketplaceMessages.createdToBeforeFrom, field: 'CreatedDateTo' };
  return { from: from ?? null, to: until };
};
