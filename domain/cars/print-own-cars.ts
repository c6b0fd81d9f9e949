import { STOCK_PAGE_SIZE } from './stock-search.ts';

/**
 * The own-cars print (spec part 1 §2 own cars print modal, §5, §9): at least one car, at most 100. When as many cars
 * are chosen as a page of the grid holds (50) or as the search found, every car of the search is printed instead of
 * the ids listed, and then the search must hold at most 100 cars. The print modal and the server share these rules.
 */
export const PRINT_MAX_CARS = 100;
/** The grid's page: choosing all of it means all of the search. */
export const PRINT_PAGE_SIZE = STOCK_PAGE_SIZE;

export const PrintOwnCarsMessages = {
  noneChosen: 'Du skal vælge mindst én bil før du kan printe',
  tooMany: `Du kan maksimalt vælge ${PRINT_MAX_CARS} biler som printes`,
  defaultTitle: 'Egne biler',
  soldTitle: 'Solgte biler',
} as const;

/** 'Selected' prints the ids given; 'All' every car of the search. */
export const PRINT_SELECTION_MODES = ['Selected', 'All'] as const;
export type PrintSelectionMode = (typeof PRINT_SELECTION_MODES)[number];

export type PrintSelection = { ok: true; mode: PrintSelectionMode; count: number } | { ok: false; message: string };

/** What a print of `selected` cars chosen out of a search of `total` prints, or why it cannot. */
export const printSelection = (selected: number, total: number): PrintSelection => {
  if (selected < 1) return { ok: false, message: PrintOwnCarsMessages.noneChosen };
  const all = selected === PRINT_PAGE_SIZE || selected === total;
  const count = all ? total : selected;
  if (count > PRINT_MAX_CARS) return { ok: false, message: PrintOwnCarsMessages.tooMany };
  return { ok: true, mode: all ? 'All' : 'Selected', count };
};

/** The server's check of a print request: the ids of a 'Selected' print, or the search's cars of an 'All' print. */
export const printRequestProblem = (count: number): string | null =>
  count < 1 ? PrintOwnCarsMessages.noneChosen : count > PRINT_MAX_CARS ? PrintOwnCarsMessages.tooMany : null;
