/**
 * The own-cars print (spec part 1 §2 own cars print modal, §5, §9): at least one car, at most 100. When the selection
 * is the whole page (50 cars) or every car of the search, every car of the search is printed instead of the ids.
 */
export const PRINT_MAX_CARS = 100;
/** The grid's page: choosing all of it means all of the search. */
export const PRINT_PAGE_SIZE = 50;

export const PrintOwnCarsMessages = {
  noneChosen: 'Du skal vælge mindst én bil før du kan printe',
  tooMany: `Du kan maksimalt vælge ${PRINT_MAX_CARS} biler som printes`,
  defaultTitle: 'Egne biler',
  soldTitle: 'Solgte biler',
  /** Under the title when the search had more cars than one print takes. */
  firstOf: (printed: number, total: number): string => `De første ${printed} af ${total} biler`,
} as const;

/** 'Selected' prints the ids given; 'All' every car of the search (the first 100 in the list's order). */
export const PRINT_SELECTION_MODES = ['Selected', 'All'] as const;
export type PrintSelectionMode = (typeof PRINT_SELECTION_MODES)[number];

/** The selection mode the print modal sends for `selected` cars chosen out of a search of `total`. */
export const printSelectionMode = (selected: number, total: number): PrintSelectionMode =>
  selected > 0 && (selected === PRINT_PAGE_SIZE || selected === total) ? 'All' : 'Selected';

/** The refusal for a selection of `selected` cars in `mode`, or null when it may be printed. */
export const printSelectionProblem = (selected: number, mode: PrintSelectionMode = 'Selected'): string | null => {
  if (mode === 'All') return null;
  if (selected < 1) return PrintOwnCarsMessages.noneChosen;
  if (selected > PRINT_MAX_CARS) return PrintOwnCarsMessages.tooMany;
  return null;
};
