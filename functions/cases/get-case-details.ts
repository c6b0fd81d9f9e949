import { CASE_STATUS_LABELS, type CaseStatus } from '../../domain/cases/status.ts';
import { caseTitle } from '../../domain/cases/title.ts';
import { offerSummaryOf } from '../../domain/offers/offer-status.ts';
import type { CaseData } from '../../events/cases.ts';
import { query } from '../platform/http/endpoint.ts';
import { readableDealerIds } from './case-scope.ts';
import { readCaseIn } from './case-views.ts';
import { caseListCache } from './case-list-query.ts';
import type { References, ReferenceRow } from './case-list-cache.ts';
import { lookUp } from './directory.ts';
import { referenceId } from './projections/case-references.ts';
import type { CaseFacts } from './projections/case-state.ts';
import { idQuery } from './schemas.ts';
import { swapCarsOf } from './swap-cars.ts';
import { getCaseDetailsResponse } from './responses.ts';

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
  /** The active finance and insurance offers (brand, status text, product): null until a case has one. */
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

/** What the pane shows of the things a case refers to: the case references' rows by their id (`customer#42`). */
export type PaneReferences = Pick<References, 'get'>;

/**
 * The detail pane of a case, from its facts and the current rows of what it refers to (kept by following the
 * customer, car, customer-car and user events): a stock car's current make, model and title over the case's copy,
 * the sales item's own fields for catalogue and specified vehicles; the swap car from its reference.
 */
export const caseDetailsPaneOf = (
  facts: Pick<CaseFacts, 'Id' | 'Status' | 'CreatedDate' | 'ModifiedDate'> & Partial<Pick<CaseFacts, 'Offers'>> & { Case: CaseData },
  references: PaneReferences,
): CaseDetailsPane => {
  const data = facts.Case;
  const salesItem = data.SalesItem;
  const ref = (id: string | null | undefined, kind: Parameters<typeof referenceId>[0]) => {
    const row = id ? references.get(referenceId(kind, id)) : undefined;
    return row && !row.Deleted ? row : undefined;
  };
  const stockCar = ref(salesItem?.Id, 'car');
  const swapCar = ref(data.SwapCarId, 'customer-car');
  const customerName = ref(data.CustomerId, 'customer')?.Name || null;
  const hasCar = Boolean(salesItem && (salesItem.Id || salesItem.Title?.trim()));
  return {
    Id: facts.Id,
    CaseManager: ref(data.CaseManagerId, 'user')?.Name || null,
    CreatedDate: facts.CreatedDate,
    ModifiedDate: facts.ModifiedDate,
    DetailsTitle: caseTitle({ Id: facts.Id, CustomerName: customerName, CarTitle: stockCar?.Name || salesItem?.Title, IsFactoryNew: salesItem?.IsFactoryNew }),
    Status: facts.Status,
    StatusText: CASE_STATUS_LABELS[facts.Status as CaseStatus] ?? '',
    ...offerSummaryOf(facts.Offers ?? []),
    HasCustomer: Boolean(data.CustomerId),
    CustomerName: customerName,
    HasSwapPriceAgreement: data.HasSwapPriceAgreement ?? false,
    Car: hasCar
      ? {
          MakeModel: joined(stockCar?.Make, stockCar?.Model) ?? joined(salesItem?.Make, salesItem?.Model) ?? (salesItem?.Title?.trim() || null),
          ModelYear: salesItem?.ModelYear ?? stockCar?.ModelYear ?? null,
          RegistrationNumber: salesItem?.RegistrationNumber ?? stockCar?.RegistrationNumber ?? null,
          RegistrationDate: salesItem?.RegistrationDate ?? stockCar?.RegistrationDate ?? null,
          Mileage: salesItem?.Mileage ?? stockCar?.Mileage ?? null,
          IsFactoryNew: salesItem?.IsFactoryNew ?? false,
        }
      : null,
    SwapCar: data.SwapCarId
      ? {
          MakeModel: joined(swapCar?.Make, swapCar?.Model) ?? (swapCar?.Name || null),
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
 * The references of a case: its department's, read through the list's copy; one its department does not have (a
 * customer or car of another department of the conglomerate) is read through the other contexts' readers.
 */
const referencesOfCase = async (dealerId: string, data: CaseData): Promise<PaneReferences> => {
  const own = await caseListCache().referencesOf(dealerId);
  const has = (kind: Parameters<typeof referenceId>[0], id: string | null | undefined) => !id || Boolean(own.get(referenceId(kind, id)));
  if (has('customer', data.CustomerId) && has('car', data.SalesItem?.Id) && has('customer-car', data.SwapCarId) && has('user', data.CaseManagerId)) return own;
  const [names, swapCars] = await Promise.all([
    lookUp(dealerId, { customers: [data.CustomerId], cars: [data.SalesItem?.Id], users: [data.CaseManagerId] }),
    swapCarsOf(dealerId, [data.SwapCarId]),
  ]);
  const found = new Map<string, ReferenceRow>();
  const put = (kind: Parameters<typeof referenceId>[0], id: string, fields: Partial<ReferenceRow> & { Name: string }) =>
    found.set(referenceId(kind, id), { Id: referenceId(kind, id), Kind: kind, lastVersion: 0, ProjectedAt: '', gsi1pk: '', gsi1sk: '', ...fields });
  for (const [id, customer] of names.customers) put('customer', id, { Name: customer.Name });
  for (const [id, car] of names.cars) put('car', id, { Name: car.Title, Make: car.Make, Model: car.Model, ModelYear: car.ModelYear, RegistrationNumber: car.RegistrationNumber, RegistrationDate: car.RegistrationDate, Mileage: car.Mileage });
  for (const [id, name] of names.users) put('user', id, { Name: name });
  for (const [id, car] of swapCars) put('customer-car', id, { Name: car.Title, Make: car.MakeModel, ModelYear: car.ModelYear, RegistrationNumber: car.RegistrationNumber, RegistrationDate: car.RegistrationDate, Mileage: car.Mileage, LatestBid: car.LatestBid });
  return { get: (id: string) => own.get(id) ?? found.get(id) };
};

/**
 * GET /api/case/getcasedetails/?id=: the case list's detail pane. A caller who may search all departments also sees
 * the pane of another department's case found there (reading only: every command checks the case's own dealer);
 * everyone else only their own department's.
 */
export const handler = query({
  summary: 'Sagens detaljer til sagslisten.',
  responses: { 200: getCaseDetailsResponse },
  query: idQuery,
  async run({ query: { Id }, session }) {
    const row = await readCaseIn(await readableDealerIds(session), Id);
    return caseDetailsPaneOf(row, await referencesOfCase(row.DealerId, row.Case));
  },
});
