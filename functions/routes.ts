import type { RoleFlag } from '../domain/roles.ts';

/**
 * The one route table: method + path → handler module, and the route's policy. API Gateway (CDK), the local cloud,
 * the platform's policy check and the route tests all read it. `handler` is a module under `functions/` (without
 * extension) that exports `handler`; the first path segment of `handler` is the bounded context, and CDK bundles one
 * Lambda per context.
 * Paths are matched case-insensitively and without regard to a trailing slash (the spec writes them both ways).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  handler: string;
  /** Role flags the caller's dealer must all hold; the platform answers 403 otherwise. */
  requires: readonly RoleFlag[];
  /**
   * Whether the route changes the dealer's data. The platform refuses every such route to a dealer with
   * `read_only_access` (403), and refuses any event append during a read-only caller's request besides.
   */
  writes: boolean;
  /** Runs without a session (signing in); `requires` must then be empty. */
  public?: true;
}

export const routes: readonly RouteDefinition[] = [
  // Signing in and out touches only the caller's own session: open to read-only access.
  { method: 'POST', path: '/api/account/login', handler: 'account/login', public: true, requires: [], writes: false },
  { method: 'POST', path: '/api/account/logout', handler: 'account/logout', public: true, requires: [], writes: false },
  { method: 'GET', path: '/api/account/isloggedin', handler: 'account/is-logged-in', public: true, requires: [], writes: false },
  { method: 'GET', path: '/api/account/settings', handler: 'account/settings', requires: [], writes: false },
  // Sales cases: the spec's paths, in its casing (matching ignores case and a trailing slash).
  { method: 'GET', path: '/api/Case/New', handler: 'cases/new-case', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/Case/Get', handler: 'cases/get-case', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/case/save', handler: 'cases/save-case', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/savestatus', handler: 'cases/save-status', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/case/DocumentIsSigned', handler: 'cases/document-is-signed', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/case/savesigneddocument/', handler: 'cases/save-signed-document', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/canceldocument/', handler: 'cases/cancel-document', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/case/cardeliveredinit', handler: 'cases/car-delivered-init', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/case/cardelivered', handler: 'cases/car-delivered', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/close', handler: 'cases/close-case', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/copy', handler: 'cases/copy-case', requires: ['case'], writes: true },
  { method: 'DELETE', path: '/api/case/delete', handler: 'cases/delete-case', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/deletemultiple/', handler: 'cases/delete-multiple', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/case/getcasedetails/', handler: 'cases/get-case-details', requires: ['case'], writes: false },
  // Records the lead event of a print, on GET as on POST (the spec calls it both ways).
  { method: 'GET', path: '/api/printtracking/tracklead', handler: 'cases/track-lead', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/printtracking/tracklead', handler: 'cases/track-lead', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/caselist/search/', handler: 'cases/search-cases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/caselist/getmakes', handler: 'cases/case-makes', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/LatestCasesWidget/', handler: 'cases/latest-cases-widget', requires: ['case'], writes: false },
  // A customer's cases.
  { method: 'GET', path: '/api/casesbycustomer/getbycustomerid', handler: 'cases/cases-by-customer', requires: ['case'], writes: false },
  // The open cases of a stock car: the sell-car dialog warns about them.
  { method: 'GET', path: '/api/CasesByCar/GetByCarId', handler: 'cases/cases-by-car', requires: ['case'], writes: false },
  // Customers and stock cars, just enough to sell: the typeaheads and the details the case page reads.
  { method: 'GET', path: '/api/typeaheadcustomers/lookup', handler: 'customers/typeahead-lookup', requires: [], writes: false },
  { method: 'GET', path: '/api/customer/get', handler: 'customers/get-customer', requires: [], writes: false },
  // Customers on the case: a new customer, saving a private or business customer, the zip code's city.
  { method: 'GET', path: '/api/customer/InitNewCustomer/', handler: 'customers/init-new-customer', requires: [], writes: false },
  { method: 'POST', path: '/api/customer/save', handler: 'customers/save-customer', requires: [], writes: true },
  { method: 'POST', path: '/api/customer/savebusiness', handler: 'customers/save-business-customer', requires: [], writes: true },
  // Deleting a customer is permanent: an erasure of its personal data everywhere (GDPR).
  { method: 'DELETE', path: '/api/customer/delete', handler: 'customers/delete-customer', requires: [], writes: true },
  { method: 'GET', path: '/api/zipcode/getcity', handler: 'customers/get-city', requires: [], writes: false },
  { method: 'GET', path: '/api/TypeaheadOwnCars/Lookup', handler: 'cars/typeahead-lookup', requires: [], writes: false },
  { method: 'GET', path: '/api/TypeaheadOwnCars/List/', handler: 'cars/typeahead-list', requires: [], writes: false },
  { method: 'GET', path: '/api/OwnCarList/GetDetails/', handler: 'cars/get-details', requires: [], writes: false },
  { method: 'POST', path: '/api/car/sellcar/', handler: 'cars/sell-car', requires: [], writes: true },
  // Model catalogue (the car tab): the car catalogue modal's filters and grid, and one variant by its guid.
  { method: 'GET', path: '/api/dbi/getmakes', handler: 'catalogue/get-makes', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dbi/gettypes', handler: 'catalogue/get-types', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dbi/getmodels', handler: 'catalogue/get-models', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dbi/search', handler: 'catalogue/search', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/CarCatalog/GetModelCatalogByGuid', handler: 'catalogue/model-by-guid', requires: [], writes: false },
  // Dealer data for cases (other agreements): the dealer's warranty and right-to-complain texts, its city.
  { method: 'GET', path: '/api/dealer/getdealerwarranties/', handler: 'dealers/get-dealer-warranties', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dealer/getdealerrighttocomplain/', handler: 'dealers/get-dealer-right-to-complain', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dealer/getdealercity/', handler: 'dealers/get-dealer-city', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dealerplate/dealerplatesbydealerid', handler: 'dealers/dealer-plates-by-dealer-id', requires: ['case'], writes: false },
  // Case documents: every printable document, the printed documents kept per case, contract appendices.
  // A print records events only with RenderPdf=true; the platform refuses that append for read-only access.
  { method: 'GET', path: '/api/PrintOffer/PrintOffer', handler: 'documents/print-offer', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/PrintContract/PrintContract', handler: 'documents/print-contract', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/PrintPurchaseDocument/PrintPurchaseDocument', handler: 'documents/print-purchase-document', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/PrintRental/PrintRental', handler: 'documents/print-rental', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/case/PrintTestDriveDoc', handler: 'documents/print-test-drive', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/PrintInvoiceDocument/PrintInvoiceDocument', handler: 'documents/print-invoice-document', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/PrintCustomsDocument/PrintCustomsDocument', handler: 'documents/print-customs-document', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/PrintPreparationDocument/PrintPreparationDocument', handler: 'documents/print-preparation-document', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/casedocuments/list', handler: 'documents/list-case-documents', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/casedocuments/get', handler: 'documents/get-case-document', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/salescontractappendix/Get', handler: 'documents/appendix-list', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/salescontractappendix/GetByDealerId', handler: 'documents/appendix-list-by-dealer', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/salescontractappendix/uploadpdf', handler: 'documents/appendix-upload', requires: ['can_administrate_dealerdata'], writes: true },
  { method: 'DELETE', path: '/api/salescontractappendix/Delete', handler: 'documents/appendix-delete', requires: ['can_administrate_dealerdata'], writes: true },
  // Customer cars, the swap car of a case: spec part 1 §7 "Customers", part 2 §7 "Case".
  { method: 'GET', path: '/api/Car/GetCustomerCars', handler: 'customer-cars/get-customer-cars', requires: [], writes: false },
  { method: 'POST', path: '/api/car/saveCustomerCar', handler: 'customer-cars/save-customer-car', requires: [], writes: true },
  { method: 'POST', path: '/api/car/deletecustomercar', handler: 'customer-cars/delete-customer-car', requires: [], writes: true },
  { method: 'GET', path: '/api/Case/GetBids', handler: 'customer-cars/get-bids', requires: ['case'], writes: false },
];

export const contextOf = (route: RouteDefinition): string => route.handler.slice(0, route.handler.indexOf('/'));

/** The form a path is matched in: lower case, no trailing slash. */
export const normalisePath = (path: string): string => {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};

/** The route key a request resolves to, as API Gateway writes `routeKey`: `POST /api/account/login`. */
export const routeKeyOf = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${normalisePath(route.path)}`;

export const findRoute = (method: string, path: string): RouteDefinition | undefined => {
  const key = routeKeyOf({ method: method.toUpperCase() as HttpMethod, path });
  return routes.find((route) => routeKeyOf(route) === key);
};
