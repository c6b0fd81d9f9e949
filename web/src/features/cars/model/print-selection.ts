import { STOCK_PAGE_SIZE } from '../api/own-car-search.ts';

/** Spec part 1 §5 and §9: what the own-cars print may take, and its messages. */
export const PRINT_MAX_CARS = 100;
export const PrintMessages = {
  noneChosen: 'Du skal vælge mindst én bil før du kan printe',
  tooMany: `Du kan maksimalt vælge ${PRINT_MAX_CARS} biler som printes`,
} as const;

export type PrintSelection = { ok: true; mode: 'Selected' | 'All'; count: number } | { ok: false; message: string };

/**
 * What a print of the chosen cars prints (spec part 1 §9): when as many cars are chosen as a page holds, or as the
 * search found, every car of the search is printed rather than the ids listed; never more than 100 cars.
 */
export const printSelection = (selected: number, total: number): PrintSelection => {
  if (selected === 0) return { ok: false, message: PrintMessages.noneChosen };
  const all = selected === STOCK_PAGE_SIZE || selected === total;
  const count = all ? total : selected;
  if (count > PRINT_MAX_CARS) return { ok: false, message: PrintMessages.tooMany };
  return { ok: true, mode: all ? 'All' : 'Selected', count };
};
