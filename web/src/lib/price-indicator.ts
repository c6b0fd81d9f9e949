/**
 * How the SPA names a car's valuation (spec part 1 §3 "Valuation colour", §8): the own-cars price indicator and the
 * price estimate say it alike.
 */

/** Spec part 1 §8: what is said of a car without a valuation. */
export const UNIQUE_CAR_TEXT =
  'Ingen realistisk prisvurdering mulig – Denne bil er i øjeblikket så unik på markedet, at vi ikke kan vise dig valide markedsindsigter.';

/** The valuation colours' labels: 1 good price, 2 fair price, 3 high price, 0 unique car (no price). */
export const VALUATION_LABELS: Readonly<Record<number, { color: 'gray' | 'green' | 'yellow' | 'red'; label: string }>> = {
  0: { color: 'gray', label: 'Unik bil' },
  1: { color: 'green', label: 'God pris' },
  2: { color: 'yellow', label: 'Rimelig pris' },
  3: { color: 'red', label: 'Høj pris' },
};
