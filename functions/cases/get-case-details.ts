import { CASE_STATUS_LABELS, type CaseStatus } from '../../domain/cases/status.ts';
import { caseTitle } from '../../domain/cases/title.ts';
import type { CaseData } from '../../events/cases.ts';
import { query } from '../platform/http/endpoint.ts';
import { readableDealerIds } from './case-scope.ts';
import { readCaseIn } from './case-views.ts';
import { lookUp, type DirectoryResult } from './directory.ts';
import type { CaseFacts } from './projections/case-state.ts';
import { idQuery } from './schemas.ts';
import { swapCarsOf, type SwapCarSummary } from './swap-cars.ts';

/** A vehicle as the detail pane shows it (spec part 2 §3 "Case list row and detail"). */
export interface DetailsCar {
  MakeModel: string | null;
  ModelYear: number | null;
  RegistrationNumber: string | null;
  /** YYYY-MM-DD. */
  RegistrationDate: string | null;
  Mileage: number | null;
  IsFactoryNew: boolean;
}

export interface CaseDetailsPane {
  Id: string;
  CaseManager: string | null;
  CreatedDate: string;
  ModifiedDate: string;
  DetailsTitle: string;
  Status: number;
  StatusText: string;
  /** Finance and insurance offers (brand and status text) come with the offers issue: null until a case has one. */
  FinanceBrand: string | null;
  FinanceText: string | null;
  InsuranceBrand: string | null;
  InsuranceText: string | null;
  FinanceService: string | null;
  HasCustomer: boolean;
  /** The buyer's name, as the customer context has it now (null without a buyer). */
  CustomerName: string | null;
  HasSwapPriceAgreement: boolean;
  Car: DetailsCar | null;
  SwapCar: (DetailsCar & { LatestBid: number | null }) | null;
}

const joined = (...parts: (string | null | undefined)[]): string | null => parts.map((part) => part?.trim()).filter(Boolean).join(' ') || null;

/**
 * The detail pane of a case, from its facts and what was looked up for it: the sales item's own fields first (stock,
 * catalogue and specified vehicles carry make, model and registration), the stock car's for what it lacks; the swap
 * car from the customer-car read model.
 */
export const caseDetailsPaneOf = (
  facts: Pick<CaseFacts, 'Id' | 'Status' | 'CreatedDate' | 'ModifiedDate'> & { Case: CaseData },
  names: DirectoryResult,
  swapCar: SwapCarSummary | undefined,
): CaseDetailsPane => {
  const data = facts.Case;
  const salesItem = data.SalesItem;
  const stockCar = salesItem?.Id ? names.cars.get(salesItem.Id) : undefined;
  const customerName = (data.CustomerId && names.customers.get(data.CustomerId)?.Name) || null;
  const hasCar = Boolean(salesItem && (salesItem.Id || salesItem.Title?.trim()));
  return {
    Id: facts.Id,
    CaseManager: (data.CaseManagerId && names.users.get(data.CaseManagerId)) || null,
    CreatedDate: facts.CreatedDate,
    ModifiedDate: facts.ModifiedDate,
    DetailsTitle: caseTitle({ Id: facts.Id, CustomerName: customerName, CarTitle: salesItem?.Title, IsFactoryNew: salesItem?.IsFactoryNew }),
    Status: facts.Status,
    StatusText: CASE_STATUS_LABELS[facts.Status as CaseStatus] ?? '',
    FinanceBrand: null,
    FinanceText: null,
    InsuranceBrand: null,
    InsuranceText: null,
    FinanceService: null,
    HasCustomer: Boolean(data.CustomerId),
    CustomerName: customerName,
    HasSwapPriceAgreement: data.HasSwapPriceAgreement ?? false,
    Car: hasCar
      ? {
          MakeModel: joined(salesItem?.Make, salesItem?.Model) ?? joined(stockCar?.Make, stockCar?.Model) ?? (salesItem?.Title?.trim() || null),
          ModelYear: salesItem?.ModelYear ?? stockCar?.ModelYear ?? null,
          RegistrationNumber: salesItem?.RegistrationNumber ?? stockCar?.RegistrationNumber ?? null,
          RegistrationDate: salesItem?.RegistrationDate ?? stockCar?.RegistrationDate ?? null,
          Mileage: salesItem?.Mileage ?? stockCar?.Mileage ?? null,
          IsFactoryNew: salesItem?.IsFactoryNew ?? false,
        }
      : null,
    SwapCar: data.SwapCarId
      ? {
          MakeModel: swapCar?.MakeModel ?? null,
          ModelYear: swapCar?.ModelYear ?? null,
          RegistrationNumber: swapCar?.RegistrationNumber ?? null,
          RegistrationDate: swapCar?.RegistrationDate ?? null,
          Mileage: swapCar?.Mileage ?? null,
          // A swap car is the customer's used car.
          IsFactoryNew: false,
          LatestBid: swapCar?.LatestBid ?? null,
        }
      : null,
  };
};

/**
 * GET /api/case/getcasedetails/?id=: the case list's detail pane. A caller who may search all departments also sees
 * the pane of another department's case found there (reading only: every command checks the case's own dealer);
 * everyone else only their own department's.
 */
export const handler = query({
  query: idQuery,
  requires: ['case'],
  async run({ query: { Id }, session }) {
    const row = await readCaseIn(await readableDealerIds(session), Id);
    const data = row.Case;
    const [names, swapCars] = await Promise.all([
      lookUp(row.DealerId, { customers: [data.CustomerId], cars: [data.SalesItem?.Id], users: [data.CaseManagerId] }),
      swapCarsOf(row.DealerId, [data.SwapCarId]),
    ]);
    return caseDetailsPaneOf(row, names, data.SwapCarId ? swapCars.get(data.SwapCarId) : undefined);
  },
});
