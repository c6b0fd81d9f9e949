import type { CaseScope } from '../api/types.ts';

/**
 * The case list's columns (spec part 2 §2 "Case list", §9 widths): Finansiering only with the `finance` role flag;
 * Forsikring with `finance` plus an insurance flag (the spec names none yet: a flag called `insurance`); Afdeling when
 * the list spans all departments. Widths in pixels; the rest share what is left.
 */
export type CaseColumn =
  | 'Id'
  | 'CustomerName'
  | 'CarDescription'
  | 'SwapCarDescription'
  | 'FinanceCaseStatus'
  | 'InsuranceStatus'
  | 'ModifiedDate'
  | 'Status'
  | 'CaseManagerName'
  | 'Branch';

export interface CaseColumnSpec {
  accessor: CaseColumn;
  title: string;
  width?: number;
  sortable: boolean;
  /** Staff may hide it (the choice is remembered in the browser). */
  toggleable: boolean;
}

const ALL: readonly CaseColumnSpec[] = [
  { accessor: 'Id', title: 'Nr.', width: 70, sortable: true, toggleable: false },
  { accessor: 'CustomerName', title: 'Kunde', width: 140, sortable: true, toggleable: false },
  { accessor: 'CarDescription', title: 'Bil', width: 140, sortable: true, toggleable: true },
  { accessor: 'SwapCarDescription', title: 'Byttebil', width: 140, sortable: true, toggleable: true },
  { accessor: 'FinanceCaseStatus', title: 'Finansiering', width: 110, sortable: false, toggleable: true },
  { accessor: 'InsuranceStatus', title: 'Forsikring', width: 65, sortable: false, toggleable: true },
  { accessor: 'ModifiedDate', title: 'Ændret', width: 75, sortable: true, toggleable: true },
  { accessor: 'Status', title: 'Status', sortable: true, toggleable: true },
  { accessor: 'CaseManagerName', title: 'Sagsbehandler', sortable: false, toggleable: true },
  { accessor: 'Branch', title: 'Afdeling', sortable: false, toggleable: true },
];

export const caseListColumns = (roleFlags: readonly string[], scope: CaseScope): CaseColumnSpec[] => {
  const finance = roleFlags.includes('finance');
  const insurance = finance && roleFlags.includes('insurance');
  return ALL.filter((column) => {
    if (column.accessor === 'FinanceCaseStatus') return finance;
    if (column.accessor === 'InsuranceStatus') return insurance;
    if (column.accessor === 'Branch') return scope === 'Conglomerate';
    return true;
  });
};
