import type { CaseScope } from '../api/types.ts';

/**
 * The case list's columns (spec part 2 §2 "Case list", §6, §9 widths). Finansiering only with the `finance` role flag.
 * The insurance column needs `finance` plus an insurance flag, which the spec's role list does not have: we read it as
 * the dealer having an insurance partner, granted as the role flag `insurance`, which no dealer holds until insurance
 * offers can be made; without it the column never shows. Afdeling shows when the list spans all departments. The swap
 * car column is 200 wide when no finance column takes the room, else 140. Optional columns can be hidden or shown by
 * staff; the choice is remembered in the browser (mantine-datatable's column store, key CASE_COLUMNS_KEY).
 */
export const CASE_COLUMNS_KEY = 'case-list';

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
  | 'Branch'
  | 'Make'
  | 'CreatedDate';

export interface CaseColumnSpec {
  accessor: CaseColumn;
  title: string;
  width?: number;
  sortable: boolean;
  /** Staff may hide or show it. */
  toggleable: boolean;
  /** Shown until staff choose otherwise. */
  defaultToggle: boolean;
}

const column = (accessor: CaseColumn, title: string, fields: Partial<Omit<CaseColumnSpec, 'accessor' | 'title'>> = {}): CaseColumnSpec => ({
  accessor,
  title,
  sortable: false,
  toggleable: true,
  defaultToggle: true,
  ...fields,
});

export const INSURANCE_FLAG = 'insurance';

export const caseListColumns = (roleFlags: readonly string[], scope: CaseScope): CaseColumnSpec[] => {
  const finance = roleFlags.includes('finance');
  const insurance = finance && roleFlags.includes(INSURANCE_FLAG);
  return [
    column('Id', 'Nr.', { width: 70, sortable: true, toggleable: false }),
    column('CustomerName', 'Kunde', { width: 140, sortable: true, toggleable: false }),
    column('CarDescription', 'Bil', { width: 140, sortable: true }),
    column('SwapCarDescription', 'Byttebil', { width: finance ? 140 : 200, sortable: true }),
    ...(finance ? [column('FinanceCaseStatus', 'Finansiering', { width: 110 })] : []),
    ...(insurance ? [column('InsuranceStatus', 'Forsikring', { width: 65 })] : []),
    column('ModifiedDate', 'Ændret', { width: 75, sortable: true }),
    column('Status', 'Status', { sortable: true }),
    column('CaseManagerName', 'Sagsbehandler'),
    ...(scope === 'Conglomerate' ? [column('Branch', 'Afdeling')] : []),
    column('Make', 'Mærke', { defaultToggle: false }),
    column('CreatedDate', 'Oprettet', { defaultToggle: false }),
  ];
};
