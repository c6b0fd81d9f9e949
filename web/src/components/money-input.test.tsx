import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { MoneyInput, moneyValue } from './money-input.tsx';

describe('a money field read as a number', () => {
  it('reads numbers, the text the input hands over for whole amounts with fixed decimals, and nothing as null', () => {
    expect(moneyValue(148_000)).toBe(148_000);
    expect(moneyValue('148000.00')).toBe(148_000);
    expect(moneyValue('1250.5')).toBe(1_250.5);
    expect(moneyValue('')).toBeNull();
    expect(moneyValue('   ')).toBeNull();
    expect(moneyValue(null)).toBeNull();
    expect(moneyValue(undefined)).toBeNull();
    expect(moneyValue('abc')).toBeNull();
    expect(moneyValue(Number.NaN)).toBeNull();
  });

  it('a whole amount typed in the field arrives as the number typed', () => {
    let last: number | null = null;
    function Field() {
      const [value, setValue] = useState<number | string>('');
      return (
        <MoneyInput
          label="Byttepris"
          value={value}
          onChange={(entered) => {
            setValue(entered);
            last = moneyValue(entered);
          }}
        />
      );
    }
    render(
      <MantineProvider env="test">
        <Field />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText('Byttepris'), { target: { value: '148000' } });
    expect(last).toBe(148_000);
  });
});
