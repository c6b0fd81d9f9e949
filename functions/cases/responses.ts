import * as z from 'zod';
import { caseModelSchema } from '../../domain/cases/case-model.ts';
import { describing, messageBody } from '../platform/http/contract.ts';
import type { CaseListItem } from './case-search.ts';
import type { CaseDetailsPane } from './get-case-details.ts';

/**
 * The case page's model (`Case/Get`; `Case/New` for a case not yet saved): the one schema the server answers with and
 * the SPA reads.
 */
export const caseModelResponse = caseModelSchema;

/** POST /api/case/save, POST /api/case/copy: the case's number. */
export const caseIdResponse = z.string().describe('Sagens nummer.');

/** POST /api/case/savepreparation */
export const savePreparationResponse = z.string();

/** POST /api/case/savestatus */
export const saveStatusResponse = z.object({
  Id: z.string(),
  Status: z.number(),
  StatusText: z.string(),
});

/** GET /api/case/DocumentIsSigned */
export const documentIsSignedResponse = z.object({
  CaseId: z.string(),
  Status: z.number(),
  SalesItem: z.object({
    CarId: z.string(),
    Status: z.number().nullable(),
    IsIntern: z.boolean(),
    CarTitle: z.string().nullable(),
    Sold: z.boolean(),
    CanOnlyBeEditedFromCarApi: z.boolean(),
    IsUsedCar: z.boolean(),
  }).nullable(),
  SwapCar: z.object({
    CarId: z.string(),
    CarTitle: z.string().nullable(),
    RegistrationDate: z.string().nullable(),
    // A customer's car is not in stock yet: no stock prices, status or vehicle number.
    RetailPrice: z.null(),
    PriceWithNoTax: z.null(),
    LeasePayment: z.null(),
    WholeSalePrice: z.null(),
    Status: z.null(),
    VehicleNumber: z.null(),
    IsIntern: z.boolean(),
    IsVatFree: z.boolean().nullable(),
    IsNewNonDbi: z.boolean(),
    ModelYear: z.number().nullable(),
    IsVan: z.boolean(),
    IsLeasing: z.boolean(),
    LatestBid: z.number().nullable(),
  }).nullable(),
  ShowModal: z.boolean(),
});

/** POST /api/case/savesigneddocument/ */
export const saveSignedDocumentResponse = messageBody;

/** POST /api/case/canceldocument/ */
export const cancelDocumentResponse = messageBody;

/** GET /api/case/cardeliveredinit */
export const carDeliveredInitResponse = z.object({
  CaseId: z.string(),
  CaseStatus: z.number(),
  SalesItemCarId: z.string().nullable(),
  SalesItemCarTitle: z.string().nullable(),
  SalesItemSalesPrice: z.number().nullable(),
  SalesItemIsRetailPrice: z.boolean(),
  CanOnlyBeEditedFromCarApi: z.boolean(),
  SwapItemCarId: z.string().nullable(),
  SwapItemCarTitle: z.string().nullable(),
  SwapItemIsIntern: z.boolean(),
  SwapItemStatus: z.null(),
  ShowSellCar: z.boolean(),
});

/** POST /api/case/cardelivered */
export const carDeliveredResponse = messageBody;

/** POST /api/case/close */
export const closeCaseResponse = messageBody;


/** DELETE /api/case/delete */
export const deleteCaseResponse = messageBody;

/** POST /api/case/deletemultiple/ */
export const deleteMultipleResponse = z.object({
  Deleted: z.array(z.string()),
  Failed: z.array(z.object({
    Id: z.string(),
    Message: z.string(),
  })),
});

/** A vehicle as the case list's detail pane shows it. */
const detailsCar = z.object({
  MakeModel: z.string().nullable(),
  ModelYear: z.number().nullable(),
  RegistrationNumber: z.string().nullable(),
  RegistrationDate: z.string().nullable(),
  Mileage: z.number().nullable(),
  IsFactoryNew: z.boolean(),
});

/** GET /api/case/getcasedetails/: the case list's detail pane. */
export const getCaseDetailsResponse = describing<CaseDetailsPane>()(z.object({
  Id: z.string(),
  CaseManager: z.string().nullable(),
  CreatedDate: z.string(),
  ModifiedDate: z.string(),
  DetailsTitle: z.string(),
  Status: z.number(),
  StatusText: z.string(),
  FinanceBrand: z.string().nullable(),
  FinanceText: z.string().nullable(),
  InsuranceBrand: z.string().nullable(),
  InsuranceText: z.string().nullable(),
  FinanceService: z.string().nullable(),
  HasCustomer: z.boolean(),
  CustomerName: z.string().nullable(),
  HasSwapPriceAgreement: z.boolean(),
  Car: detailsCar.nullable(),
  SwapCar: detailsCar.extend({ LatestBid: z.number().nullable() }).nullable(),
}));

/** GET /api/printtracking/tracklead */
export const trackLeadResponse = z.object({
  CaseId: z.string(),
  Event: z.string(),
});

/** A case as the lists show it (the case list, a customer's cases, a stock car's open cases). */
const caseListItem = describing<CaseListItem>()(
  z.object({
    Id: z.string(),
    CustomerName: z.string().nullable(),
    CarDescription: z.string().nullable(),
    SwapCarDescription: z.string().nullable(),
    FinanceCaseStatus: z.number().nullable(),
    InsuranceStatus: z.number().nullable(),
    ModifiedDate: z.string(),
    Status: z.number(),
    StatusText: z.string(),
    CaseManagerName: z.string().nullable(),
    Branch: z.string(),
    Make: z.string().nullable(),
    CreatedDate: z.string(),
    HasSwapCar: z.boolean(),
  }),
);

/** GET /api/caselist/search/ */
export const searchCasesResponse = z.object({
  Total: z.number(),
  Offset: z.number(),
  Count: z.number(),
  List: z.array(caseListItem),
  SearchTypes: z.array(z.string()),
});

/** GET /api/caselist/getmakes */
export const caseMakesResponse = z.array(z.string());

/** GET /api/LatestCasesWidget/ */
export const latestCasesWidgetResponse = z.object({
  List: z.array(z.object({
    Id: z.string(),
    CustomerName: z.string().nullable(),
    CarDescription: z.string().nullable(),
    Status: z.number(),
    StatusText: z.string(),
    ModifiedDate: z.string(),
  })),
});

/** GET /api/casesbycustomer/getbycustomerid */
export const casesByCustomerResponse = z.object({
  List: z.array(caseListItem),
});

/** GET /api/CasesByCar/GetByCarId */
export const casesByCarResponse = z.object({
  Total: z.number(),
  List: z.array(caseListItem),
});

/** GET /api/customer/GetCustomerListDetails */
export const customerListDetailsResponse = z.object({
  Id: z.string(),
  DealerId: z.string(),
  DealerName: z.string(),
  IsBusiness: z.boolean(),
  Category: z.number(),
  CategoryName: z.string(),
  Name: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  CoOrAtt: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  Country: z.string(),
  Phone: z.string(),
  CellPhone: z.string(),
  Email: z.string(),
  ContactPerson: z.string().nullable(),
  Comment: z.string(),
  CustomerCars: z.array(z.object({
    Title: z.string(),
    RegistrationNumber: z.string(),
    Make: z.string(),
    Model: z.string(),
  })),
  ModifiedDate: z.string(),
  Cases: z.array(z.object({
    Id: z.string(),
    CustomerName: z.string(),
    CarDescription: z.string(),
    SwapCarDescription: z.string().nullable(),
    FinanceCaseStatus: z.number().nullable(),
    InsuranceStatus: z.number().nullable(),
    ModifiedDate: z.string(),
    Status: z.number(),
    StatusText: z.string(),
    CaseManagerName: z.string(),
    Branch: z.string(),
    Make: z.string().nullable(),
    CreatedDate: z.string(),
    HasSwapCar: z.boolean(),
  })),
});

/** The stock car created from the case. */
export const createCarFromCaseResponse = z.object({ Id: z.string() });
