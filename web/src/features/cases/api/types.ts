import type { CaseModel as CaseModelBody } from '../../../../../domain/cases/case-model.ts';
import type { CaseStatus } from '../../../../../domain/cases/status.ts';
import type { CarRentalView, CaseData } from '../../../../../events/cases.ts';

/** The wire shapes of the case API (field names as the spec writes them; ids are digit strings). */

export type SalesItem = NonNullable<CaseData['SalesItem']>;

/**
 * GET /api/Case/Get and GET /api/Case/New: the case as the case page shows it, by the server's own schema, with the
 * ETag `Case/Get` answered with (a header, not a body field): sent back as `If-Match` on every command on the case,
 * so that a save over someone else's change is refused. A case not yet saved has none.
 */
export type CaseModel = CaseModelBody & { ETag?: string };

/** The body of POST /api/case/save: the stored case fields, plus Id for an existing case. */
export type CaseSaveRequest = Omit<CaseData, 'CarRental'> & { CarRental?: CarRentalView | null; Id?: string };

/** GET /api/case/DocumentIsSigned: what the document-signed modal shows. */
export interface SignedDocumentSalesItem {
  CarId: string;
  Status: number | null;
  IsIntern: boolean;
  CarTitle: string;
  Sold: boolean;
  CanOnlyBeEditedFromCarApi: boolean;
  IsUsedCar: boolean;
}
export interface SignedDocumentSwapCar {
  CarId: string;
  [field: string]: unknown;
}
export interface SignedDocumentModel {
  CaseId: string;
  Status: CaseStatus;
  SalesItem: SignedDocumentSalesItem | null;
  SwapCar: SignedDocumentSwapCar | null;
  ShowModal: boolean;
}
export interface SignedDocumentRequest {
  CaseId: string;
  SalesItem?: { CarId: string };
  /** With TransferSwapCartoOwnCars, the swap car's stock fields (RegistrationDate, prices, Status, ...) too. */
  SwapCar?: { CarId: string } & Record<string, unknown>;
  TransferSwapCartoOwnCars?: boolean;
}

/** GET /api/case/cardeliveredinit and the body of POST /api/case/cardelivered. */
export interface CarDeliveredModel {
  CaseStatus: CaseStatus;
  SalesItemCarId: string | null;
  SalesItemCarTitle: string | null;
  SalesItemSalesPrice: number | null;
  SalesItemIsRetailPrice: boolean;
  CanOnlyBeEditedFromCarApi: boolean;
  SwapItemCarId: string | null;
  SwapItemCarTitle: string | null;
  SwapItemIsIntern: boolean;
  SwapItemStatus: number | null;
  ShowSellCar: boolean;
}

/** Answers of the lifecycle commands that confirm in words. */
export interface MessageReply {
  Message: string;
}

/** The scopes of the case list and the latest-cases widget. */
export const CASE_SCOPES = ['Casemanager', 'Dealer', 'Conglomerate'] as const;
export type CaseScope = (typeof CASE_SCOPES)[number];

/** A row of GET /api/caselist/search/. */
export interface CaseListRow {
  Id: string;
  CustomerName: string | null;
  CarDescription: string | null;
  SwapCarDescription: string | null;
  /** The status of the case's active finance and insurance offers (0 to 5; insurance 0 or 1), null without one. */
  FinanceCaseStatus: number | null;
  InsuranceStatus: number | null;
  ModifiedDate: string | null;
  Status: CaseStatus;
  StatusText: string;
  CaseManagerName: string | null;
  Branch: string | null;
  Make: string | null;
  CreatedDate: string | null;
  /** The swap-car actions (purchase document, the trade-in car) are offered only when true. */
  HasSwapCar: boolean;
}
export interface CaseListPage {
  Total: number;
  Offset: number;
  Count: number;
  List: CaseListRow[];
}

/** GET /api/case/getcasedetails/: the list's detail pane. */
export interface CaseDetails {
  Id: string;
  CaseManager: string | null;
  CreatedDate: string | null;
  ModifiedDate: string | null;
  DetailsTitle: string;
  Status: CaseStatus;
  StatusText: string;
  FinanceBrand: string | null;
  FinanceText: string | null;
  InsuranceBrand: string | null;
  InsuranceText: string | null;
  FinanceService: string | number | null;
  HasCustomer: boolean;
  /** The buyer's name (null without a buyer). */
  CustomerName: string | null;
  HasSwapPriceAgreement: boolean;
  Car: DetailsCar | null;
  SwapCar: (DetailsCar & { LatestBid: number | null }) | null;
}
export interface DetailsCar {
  MakeModel: string | null;
  ModelYear: number | null;
  RegistrationNumber: string | null;
  RegistrationDate: string | null;
  Mileage: number | null;
  IsFactoryNew: boolean;
}

/** GET /api/typeaheadcustomers/lookup. */
export interface CustomerLookupItem {
  Header: string;
  Text: string | null;
  Id: string;
  Category: string | null;
}
export interface CustomerLookup {
  Total: number;
  List: CustomerLookupItem[];
}

/** GET /api/TypeaheadOwnCars/Lookup and /List/. */
export interface OwnCar {
  Id: string;
  Title: string;
  Make: string | null;
  Model: string | null;
  FirstRegistrationDate: string | null;
  Mileage: number | null;
  CashPrice: number | null;
  VehicleNumber: string | null;
  RegistrationNumber: string | null;
  Branch: string | null;
}
export interface OwnCarLookup {
  Total: number;
  List: OwnCar[];
}
