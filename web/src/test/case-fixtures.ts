import { vi } from 'vitest';
import { availableCommands, CASE_COMMANDS, type CaseCommandName } from '../../../domain/cases/available-commands.ts';
import { transferOffered } from '../../../domain/cases/decider.ts';
import { allowedActions, type RoleFlag } from '../../../domain/roles.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { allowedRoutesFor } from '@/test/allowed-routes.ts';
import type { CarDeliveredModel, CaseListRow, CaseModel } from '@/features/cases/api/types.ts';

/** Shared data of the case feature's tests. */

export const SALESMAN: CurrentUser = {
  UserId: '5',
  Name: 'Mads Sørensen',
  Username: 'saelger@demo.dk',
  Initials: 'MS',
  SimpleRole: 'Salesman',
  IsAdmin: false,
  IsConsultant: false,
  AllowedActions: allowedActions({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }),
  AllowedRoutes: allowedRoutesFor({ simpleRole: 'Salesman', isAdmin: false, isConsultant: false }, ['car_list', 'case']),
  ConglomerateId: '1',
  DealerId: '101',
  DealerName: 'Demo Biler Aarhus',
  SubscriptionPackageName: 'pro',
  RoleFlags: ['car_list', 'case'],
  SessionExpiresAt: '2026-01-05T12:00:00.000Z',
};

/** The salesman with changes; the allowed actions follow the role changed to, as the server computes them. */
export const userWith = (changes: Omit<Partial<CurrentUser>, 'RoleFlags'> & { RoleFlags?: (RoleFlag | 'insurance')[] }): CurrentUser => {
  const user = { ...SALESMAN, ...changes };
  const subject = { simpleRole: user.SimpleRole, isAdmin: user.IsAdmin, isConsultant: user.IsConsultant };
  const AllowedActions = changes.AllowedActions ?? allowedActions(subject);
  const AllowedRoutes = changes.AllowedRoutes ?? allowedRoutesFor(subject, user.RoleFlags);
  return { ...user, AllowedActions, AllowedRoutes } as CurrentUser;
};

export const SALES_ITEM = {
  Id: '55',
  Title: 'VW Golf 1,5 TSI Style',
  IsFactoryNew: false,
  IsSpecifiedVehicle: false,
  RegistrationNumber: 'AB12345',
  ChassisNumber: 'WVWZZZ1KZAW000055',
  VehicleNumber: 'V-55',
  ModelYear: 2021,
  RegistrationDate: '2021-03-01',
  Mileage: 42000,
  SalesItemPriceWithVat: 189900,
};

/**
 * The case commands the route table permits each role (the server's `permittedCaseCommands`): a salesman all of them, a
 * mechanic the preparation, a bookkeeper the accounting documents.
 */
export const PERMITTED_CASE_COMMANDS = {
  Salesman: CASE_COMMANDS,
  Mechanic: ['SavePreparationComment', 'PrintPreparationDocument'],
  Bookkeeper: ['PrintInvoiceDocument', 'PrintCustomsDocument'],
  ReadOnly: [],
} as const satisfies Record<string, readonly CaseCommandName[]>;

/** The case as the server answers it: the commands it offers follow its state and the caller's permitted commands. */
export const servedCase = (model: CaseModel, permitted: readonly CaseCommandName[] = CASE_COMMANDS): CaseModel => ({
  ...model,
  AllowedActions: availableCommands(
    { saved: model.Id !== null, status: model.Status, delivered: model.Delivered, transferable: transferOffered(model, model.TransferCaseDate) },
    permitted,
  ),
});

/** A case of the salesman's, with changes; `permitted` makes it a case as another role is answered it. */
export const caseModel = ({ permitted, ...changes }: Partial<CaseModel> & { permitted?: readonly CaseCommandName[] } = {}): CaseModel => {
  const model = caseFields(changes);
  return changes.AllowedActions ? model : servedCase(model, permitted);
};

const caseFields = (changes: Partial<CaseModel>): CaseModel => ({
  Id: '1042',
  DealerId: '101',
  Status: 0,
  StatusText: 'Åben',
  CustomerId: '7',
  Customer2Id: null,
  SwapCarId: null,
  CaseManagerId: '5',
  CaseManagerName: 'Mads Sørensen',
  FinanceOfferId: null,
  SalesItem: SALES_ITEM,
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
  IsLocked: false,
  CustomerName: 'Karen Jensen',
  Customer2Name: null,
  SwapCarTitle: null,
  Title: 'Sag 1042 - Karen Jensen - VW Golf 1,5 TSI Style',
  IsFactoryNew: false,
  CreatedDate: '2026-01-02T09:00:00.000Z',
  ModifiedDate: '2026-01-04T14:30:00.000Z',
  Version: 3,
  Delivered: false,
  TransferCaseDate: null,
  MissingForPrint: null,
  AllowedActions: [],
  ...changes,
});

export const BLANK_CASE = caseModel({
  Id: null,
  CustomerId: null,
  CustomerName: null,
  SalesItem: null,
  Title: 'Ny sag',
  CreatedDate: null,
  ModifiedDate: null,
  Version: 0,
  MissingForPrint: 'Mangler bil og kunde',
});

export const listRow = (changes: Partial<CaseListRow> = {}): CaseListRow => ({
  Id: '1042',
  CustomerName: 'Karen Jensen',
  CarDescription: 'VW Golf 1,5 TSI Style',
  SwapCarDescription: null,
  FinanceCaseStatus: 3,
  InsuranceStatus: 1,
  ModifiedDate: '2026-01-04T14:30:00.000Z',
  Status: 1,
  StatusText: 'Slutseddel udskrevet',
  CaseManagerName: 'Mads Sørensen',
  Branch: 'Demo Biler Aarhus',
  Make: 'VW',
  CreatedDate: '2026-01-02T09:00:00.000Z',
  HasSwapCar: false,
  ...changes,
});

/** A stand-in for the tab `window.open` gives, recording where it was sent. */
export const fakeTab = () => {
  const tab = {
    opener: {} as unknown,
    closed: false,
    close: vi.fn(() => {
      tab.closed = true;
    }),
    document: document.implementation.createHTMLDocument(''),
    location: { href: 'about:blank' },
  };
  return tab;
};

/** `window.open` and object URLs, which jsdom lacks, as spies. */
export const stubPdfTab = () => {
  const tab = fakeTab();
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  let counter = 0;
  const createObjectURL = vi.fn((blob: Blob) => {
    counter += 1;
    return `blob:pdf-${counter}-${blob.type}`;
  });
  // jsdom has no object URLs: these stand in for the browser's.
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
  return { tab, open, createObjectURL };
};

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% Slutseddel\n');

/** A stored private customer as `GET /api/customer/get` answers (the case's buyer, Karen Jensen). */
/** A new customer as `GET /api/customer/InitNewCustomer/` answers it: the dealer's defaults, everything else blank. */
export const NEW_CUSTOMER = {
  Id: '0',
  DealerId: '101',
  IsBusiness: false,
  Category: 0,
  AccountManagerId: '5',
  FirstName: '',
  LastName: '',
  Cpr: '',
  CompanyName: '',
  CompanyType: 0,
  Cvr: '',
  Street: '',
  StreetNumber: '',
  CoOrAtt: '',
  ZipCode: '',
  City: '',
  Country: 'Danmark',
  Phone: '',
  CellPhone: '',
  Email: '',
  Comment: '',
  Gender: 0,
  DriversLicenseNumber: '',
  KmPrYear: null,
  SwapFrequency: null,
  DecisionMaker: null,
  BusinessUser1: null,
  BusinessUser2: null,
};

export const STORED_CUSTOMER = {
  ...NEW_CUSTOMER,
  Id: '7',
  Category: 1,
  FirstName: 'Karen',
  LastName: 'Jensen',
  Cpr: '120388-****',
  Street: 'Søndergade',
  StreetNumber: '12',
  ZipCode: '8000',
  City: 'Aarhus C',
  CellPhone: '21222324',
  Title: 'Karen Jensen',
};

/** What the case page's tabs read when they open: the buyer, the buyer's cars, the dealer's lists and city. */
export const CASE_TAB_ROUTES = {
  'GET /api/customer/get': { body: STORED_CUSTOMER },
  'GET /api/Car/GetCustomerCars': { body: [] },
  'GET /api/dealer/getdealerwarranties/': { body: { List: [] } },
  'GET /api/dealer/getdealerrighttocomplain/': { body: { List: [] } },
  'GET /api/dealer/getdealercity/': { body: { City: 'Aarhus C' } },
} as const;

/** What 'Bil leveret' opens with (GET /api/case/cardeliveredinit): the signed case's stock car, no swap car. */
export const carDeliveredInit = (changes: Partial<CarDeliveredModel> = {}): CarDeliveredModel => ({
  CaseStatus: 2,
  SalesItemCarId: '55',
  SalesItemCarTitle: 'VW Golf 1,5 TSI Style',
  SalesItemSalesPrice: 189_900,
  SalesItemIsRetailPrice: true,
  CanOnlyBeEditedFromCarApi: false,
  SwapItemCarId: null,
  SwapItemCarTitle: null,
  SwapItemIsIntern: false,
  SwapItemStatus: null,
  ShowSellCar: true,
  ...changes,
});
