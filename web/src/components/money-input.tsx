import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount of money as staff type and read it: Danish `1.000,50`, never negative, at most 100,000,000. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      max={100_000_000}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      {...props}
    />
  );
}

/**
 * What a money field holds, as a number: the input hands over an amount it cannot yet read as a number (a whole amount
 * typed with its fixed decimals, '148000.00', its raw text with a point) as text, and an empty field as ''. Null when
 * empty or not a number.
 */
export const moneyValue = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};
