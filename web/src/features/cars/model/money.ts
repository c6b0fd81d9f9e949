/**
 * A money field's value as a number: the input hands over a whole amount typed with its fixed decimals ('148000.00',
 * its raw text with a point) as text rather than a number, and an empty field as ''. Null when empty or not a number.
 */
export const moneyValue = (value: number | string | null | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};
