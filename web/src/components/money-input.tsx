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
