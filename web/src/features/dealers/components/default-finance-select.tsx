import { Select } from '@mantine/core';
import { DefaultFinanceMessages } from '../../../../../domain/dealers/default-finance.ts';
import type { FinanceBrandChoice } from '../api/default-finance-company.ts';

export interface FinanceChoice {
  FinanceCompany: number;
  BrandId: number | null;
}

const NONE = '0:';
const valueOf = (choice: FinanceChoice): string => `${choice.FinanceCompany}:${choice.BrandId ?? ''}`;
const choiceOf = (value: string): FinanceChoice => {
  const [company, brand] = value.split(':');
  return { FinanceCompany: Number(company), BrandId: brand ? Number(brand) : null };
};

/** The finance partners' brands to choose the department's default from; with `allowNone`, also 'Intet standardselskab'. */
export function DefaultFinanceSelect({
  brands,
  value,
  onChange,
  allowNone = false,
}: {
  brands: readonly FinanceBrandChoice[];
  value: FinanceChoice | null;
  onChange: (choice: FinanceChoice) => void;
  allowNone?: boolean;
}) {
  const data = [...(allowNone ? [{ value: NONE, label: DefaultFinanceMessages.none }] : []), ...brands.map((brand) => ({ value: valueOf(brand), label: brand.BrandName }))];
  return (
    <Select
      label={DefaultFinanceMessages.title}
      placeholder="Vælg finansieringsselskab"
      w={320}
      data={data}
      value={value && (allowNone || value.FinanceCompany !== 0) ? valueOf(value) : null}
      onChange={(next) => next !== null && onChange(choiceOf(next))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
