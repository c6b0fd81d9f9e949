import { activeFinanceOffer, caseIsLocked, type CaseOffer } from '../../domain/offers/case-offers.ts';
import { missingForPrint, transferOffered } from '../../domain/cases/decider.ts';
import { agreedCarPrice, asksToSellCar } from '../../domain/cases/flows/deliver-car.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { CASE_STATUS_LABELS, CaseStatus } from '../../domain/cases/status.ts';
import { withComputedPrices } from '../../domain/cases/rental.ts';
import { caseTitle } from '../../domain/cases/title.ts';
import { availableCommands } from '../../domain/cases/available-commands.ts';
import type { CaseModel } from '../../domain/cases/case-model.ts';
import type { CaseData } from '../../events/cases.ts';
import type { PolicySubject } from '../platform/http/route-policy.ts';
import { permittedCaseCommands } from './case-command-policy.ts';
import { personalData } from '../platform/personal-data.ts';
import { revealCaseData, type CaseDataView } from './case-personal.ts';
import { notFound } from '../platform/errors.ts';
import { batchGet, getRow, queryPartition, readAtVersion } from '../platform/read-models.ts';
import { lookUp, type CarSummary, type DirectoryResult } from './directory.ts';
import { caseDetailsKey, type CaseDetailsRow } from './projections/case-details.ts';
import { caseOfferIndexPartition } from './projections/case-offer-index.ts';
import { swapCarsOf, type SwapCarSummary } from './swap-cars.ts';

type StoredDetails = CaseDetailsRow & { lastVersion: number; deleted?: true };

/**
 * The case's details row of the caller's dealer (404 for an unknown, deleted or other dealer's case). With
 * `minVersion` it waits until the projection has applied that version (read-your-writes after a command), and
 * answers with what it has after the platform's wait.
 */
export const readCase = async (dealerId: string, caseId: string, minVersion = 0): Promise<StoredDetails> => {
  const row = await readAtVersion<CaseDetailsRow>(caseDetailsKey(dealerId, caseId), minVersion);
  if (!row || row.deleted) throw notFound(CaseMessages.notFound);
  return row;
};

/**
 * The case of the department that holds the finance offer, or undefined when none of its cases does (another
 * department's offer is as unknown as one that never was): found in the department's offer index, then read.
 */
export const caseOfOffer = async (dealerId: string, offerId: string): Promise<Pick<StoredDetails, 'Id' | 'Case' | 'Offers'> | undefined> => {
  const [held] = await queryPartition({
    pk: caseOfferIndexPartition(dealerId),
    filter: 'attribute_not_exists(deleted) AND contains(OfferIds, :offerId)',
    values: { ':offerId': offerId },
    attributes: ['CaseId'],
  });
  if (!held) return undefined;
  const row = await getRow<StoredDetails>(caseDetailsKey(dealerId, held.CaseId as string));
  // The index may run ahead of the case's details for a moment: the offer counts once the case shows it.
  return row && (row.Offers ?? []).some((offer) => offer.offerId === offerId) ? row : undefined;
};

/** A case the caller may read: its own dealer's, or (detail pane) another department's within its conglomerate scope. */
export const readCaseIn = async (dealerIds: readonly string[], caseId: string): Promise<StoredDetails> => {
  const rows = await batchGet(dealerIds.map((dealerId) => caseDetailsKey(dealerId, caseId)));
  const row = [...rows.values()][0] as StoredDetails | undefined;
  if (!row) throw notFound(CaseMessages.notFound);
  return row;
};

/** 'Sag 1042 - Mette Hansen - Škoda Octavia (fabriksny)', or 'Ny sag ...' before the case is saved (the domain's rule). */
const titleOf = (caseId: string | null, customerName: string | null | undefined, data: CaseData): string =>
  caseTitle({ Id: caseId, CustomerName: customerName, CarTitle: data.SalesItem?.Title, IsFactoryNew: data.SalesItem?.IsFactoryNew });

const namesOf = async (dealerId: string, data: CaseData): Promise<DirectoryResult> =>
  lookUp(dealerId, {
    customers: [data.CustomerId, data.Customer2Id],
    cars: [data.SalesItem?.Id],
    users: [data.CaseManagerId],
  });

const nameIn = (map: Map<string, { Name: string }>, id: string | null | undefined): string | null => (id ? map.get(id)?.Name || null : null);

/** Every stored case field, null when empty: the model always carries each field of the case. */
const EMPTY_CASE: Required<CaseDataView> = {
  CustomerId: null,
  Customer2Id: null,
  SwapCarId: null,
  CaseManagerId: null,
  FinanceOfferId: null,
  SalesItem: null,
  SwapCarPriceWithVat: null,
  SwapCarPriceWithoutVat: null,
  SwapCarPriceVat: null,
  SwapCarUnpaidDebt: null,
  SwapCarIsVan: null,
  SwapCarIsVatFree: null,
  SwapCarIsVatFreeCar: null,
  HasSwapPriceAgreement: null,
  SwapPrice: null,
  CashPayment: null,
  FinanceText: null,
  InsuranceText: null,
  OtherAgreements: null,
  CarRental: null,
  Calculation: null,
};

export type { CaseModel };

/**
 * The case page's model (`Case/Get`, and `Case/New` for a case not yet saved), personal data revealed, with the
 * commands the caller may give the case now.
 */
export const caseModel = async (
  caller: PolicySubject,
  dealerId: string,
  caseId: string | null,
  data: CaseData,
  facts: { Status: number; CreatedDate: string | null; ModifiedDate: string | null; Version: number; Delivered: boolean; TransferCaseDate?: string | null; Offers?: readonly CaseOffer[] },
  known: Partial<Pick<CaseModel, 'CaseManagerName'>> = {},
): Promise<CaseModel> => {
  const status = facts.Status as CaseStatus;
  const [names, view, swapCars] = await Promise.all([
    namesOf(dealerId, data),
    revealCaseData(personalData(), caseId, data),
    swapCarsOf(dealerId, [data.SwapCarId]),
  ]);
  const customerName = nameIn(names.customers, data.CustomerId);
  return {
    ...EMPTY_CASE,
    ...view,
    CarRental: view.CarRental ? withComputedPrices(view.CarRental) : null,
    Id: caseId,
    DealerId: dealerId,
    Status: status,
    StatusText: CASE_STATUS_LABELS[status] ?? '',
    CaseManagerName: (data.CaseManagerId && names.users.get(data.CaseManagerId)) || known.CaseManagerName || null,
    CustomerName: customerName,
    Customer2Name: nameIn(names.customers, data.Customer2Id),
    SwapCarTitle: (data.SwapCarId && swapCars.get(data.SwapCarId)?.Title) || null,
    Title: titleOf(caseId, customerName, data),
    IsFactoryNew: data.SalesItem?.IsFactoryNew ?? false,
    CreatedDate: facts.CreatedDate,
    ModifiedDate: facts.ModifiedDate,
    Version: facts.Version,
    Delivered: facts.Delivered,
    TransferCaseDate: facts.TransferCaseDate ?? null,
    MissingForPrint: missingForPrint(data) ?? null,
    IsLocked: caseIsLocked(facts.Offers ?? []),
    AllowedActions: availableCommands(
      {
        saved: caseId !== null,
        status,
        delivered: facts.Delivered,
        transferable: caseId !== null && transferOffered(data, facts.TransferCaseDate ?? null),
        financeOffer: activeFinanceOffer(facts.Offers ?? []) !== undefined,
      },
      permittedCaseCommands(caller),
    ),
  };
};

export const storedCaseModel = (caller: PolicySubject, row: StoredDetails): Promise<CaseModel> =>
  caseModel(caller, row.DealerId, row.Id, row.Case, {
    Status: row.Status,
    CreatedDate: row.CreatedDate,
    ModifiedDate: row.ModifiedDate,
    Version: row.lastVersion,
    Delivered: row.Delivered,
    TransferCaseDate: row.TransferCaseDate ?? null,
    Offers: row.Offers ?? [],
  });

const swapCarOf = async (dealerId: string, carId: string | null | undefined): Promise<SwapCarSummary | undefined> =>
  carId ? (await swapCarsOf(dealerId, [carId])).get(carId) : undefined;

const carOf = async (dealerId: string, carId: string | null | undefined): Promise<CarSummary | undefined> =>
  carId ? (await lookUp(dealerId, { cars: [carId] })).cars.get(carId) : undefined;

/**
 * The document-signed modal's data (spec part 2 §3 "Signed-document model"). The modal shows only when there is a
 * swap car, or a stock car on a case whose contract is printed (spec part 2 §4); otherwise the client signs at once.
 */
export const documentSignedModel = async (row: StoredDetails) => {
  const salesItem = row.Case.SalesItem;
  const [car, swapCar] = await Promise.all([carOf(row.DealerId, salesItem?.Id), swapCarOf(row.DealerId, row.Case.SwapCarId)]);
  const salesItemModel = salesItem?.Id
    ? {
        CarId: salesItem.Id,
        Status: car?.Status ?? null,
        IsIntern: car?.IsIntern ?? false,
        CarTitle: salesItem.Title || car?.Title || null,
        Sold: car?.IsSold ?? false,
        CanOnlyBeEditedFromCarApi: car?.CanOnlyBeEditedFromCarApi ?? false,
        IsUsedCar: !(salesItem.IsFactoryNew ?? false),
      }
    : null;
  const swapCarModel = row.Case.SwapCarId
    ? {
        CarId: row.Case.SwapCarId,
        CarTitle: swapCar?.Title ?? null,
        RegistrationDate: swapCar?.RegistrationDate ?? null,
        RetailPrice: null,
        PriceWithNoTax: null,
        LeasePayment: null,
        WholeSalePrice: null,
        // A customer's car: not in stock yet, so no stock status, vehicle number or internal flag.
        Status: null,
        VehicleNumber: null,
        IsIntern: false,
        IsVatFree: row.Case.SwapCarIsVatFree ?? null,
        IsNewNonDbi: false,
        ModelYear: swapCar?.ModelYear ?? null,
        IsVan: row.Case.SwapCarIsVan ?? false,
        IsLeasing: false,
        // The latest bid on the car, shown beside the prices it goes into stock at.
        LatestBid: swapCar?.LatestBid ?? null,
      }
    : null;
  return {
    CaseId: row.Id,
    Status: row.Status,
    SalesItem: salesItemModel,
    SwapCar: swapCarModel,
    ShowModal: swapCarModel !== null || (salesItemModel !== null && row.Status === CaseStatus.ContractIsPrinted),
  };
};

/**
 * The car-delivered dialog's data (spec part 2 §3 "Car-delivered model"). ShowSellCar: a signed contract (status 2)
 * with a stock car that is not locked by the car API asks to sell the car first (spec part 2 §4).
 */
export const carDeliveredModel = async (row: StoredDetails) => {
  const salesItem = row.Case.SalesItem;
  const [car, swapCar] = await Promise.all([carOf(row.DealerId, salesItem?.Id), swapCarOf(row.DealerId, row.Case.SwapCarId)]);
  const locked = car?.CanOnlyBeEditedFromCarApi ?? false;
  return {
    CaseId: row.Id,
    CaseStatus: row.Status,
    SalesItemCarId: salesItem?.Id ?? null,
    SalesItemCarTitle: salesItem?.Title || car?.Title || null,
    // What the case agreed for the car, not the stock price: the car is sold at the price on the contract.
    SalesItemSalesPrice: agreedCarPrice(row.Case, car?.CashPrice ?? null),
    SalesItemIsRetailPrice: true,
    CanOnlyBeEditedFromCarApi: locked,
    SwapItemCarId: row.Case.SwapCarId ?? null,
    SwapItemCarTitle: swapCar?.Title ?? null,
    SwapItemIsIntern: false,
    SwapItemStatus: null,
    ShowSellCar: asksToSellCar({ status: row.Status, salesItemCarId: salesItem?.Id, lockedByCarApi: locked }),
  };
};
