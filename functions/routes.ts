/**
 * The one route table: method + path → handler module. API Gateway (CDK), the local cloud and the route tests all
 * read it. `handler` is a module under `functions/` (without extension) that exports `handler`; the first path
 * segment of `handler` is the bounded context, and CDK bundles one Lambda per context.
 * Paths are matched case-insensitively and without regard to a trailing slash (the spec writes them both ways).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  handler: string;
}

export const routes: readonly RouteDefinition[] = [
  { method: 'POST', path: '/api/account/login', handler: 'account/login' },
  { method: 'POST', path: '/api/account/logout', handler: 'account/logout' },
  { method: 'GET', path: '/api/account/isloggedin', handler: 'account/is-logged-in' },
  { method: 'GET', path: '/api/account/settings', handler: 'account/settings' },
  // Sales cases (issue 3): the spec's paths, in its casing (matching ignores case and a trailing slash).
  { method: 'GET', path: '/api/Case/New', handler: 'cases/new-case' },
  { method: 'GET', path: '/api/Case/Get', handler: 'cases/get-case' },
  { method: 'POST', path: '/api/case/save', handler: 'cases/save-case' },
  { method: 'POST', path: '/api/case/savestatus', handler: 'cases/save-status' },
  { method: 'GET', path: '/api/case/DocumentIsSigned', handler: 'cases/document-is-signed' },
  { method: 'POST', path: '/api/case/savesigneddocument/', handler: 'cases/save-signed-document' },
  { method: 'POST', path: '/api/case/canceldocument/', handler: 'cases/cancel-document' },
  { method: 'GET', path: '/api/case/cardeliveredinit', handler: 'cases/car-delivered-init' },
  { method: 'POST', path: '/api/case/cardelivered', handler: 'cases/car-delivered' },
  { method: 'POST', path: '/api/case/close', handler: 'cases/close-case' },
  { method: 'POST', path: '/api/case/copy', handler: 'cases/copy-case' },
  { method: 'DELETE', path: '/api/case/delete', handler: 'cases/delete-case' },
  { method: 'POST', path: '/api/case/deletemultiple/', handler: 'cases/delete-multiple' },
  { method: 'GET', path: '/api/case/getcasedetails/', handler: 'cases/get-case-details' },
  { method: 'GET', path: '/api/printtracking/tracklead', handler: 'cases/track-lead' },
  { method: 'POST', path: '/api/printtracking/tracklead', handler: 'cases/track-lead' },
  { method: 'GET', path: '/api/caselist/search/', handler: 'cases/search-cases' },
  { method: 'GET', path: '/api/caselist/getmakes', handler: 'cases/case-makes' },
  { method: 'GET', path: '/api/LatestCasesWidget/', handler: 'cases/latest-cases-widget' },
  // The full case list (issue 4): a customer's cases.
  { method: 'GET', path: '/api/casesbycustomer/getbycustomerid', handler: 'cases/cases-by-customer' },
  { method: 'GET', path: '/api/CasesByCar/GetByCarId', handler: 'cases/cases-by-car' },
  // Customers and stock cars, just enough to sell (issue 3): the typeaheads and the details the case page reads.
  { method: 'GET', path: '/api/typeaheadcustomers/lookup', handler: 'customers/typeahead-lookup' },
  { method: 'GET', path: '/api/customer/get', handler: 'customers/get-customer' },
  // Customers on the case (issue 4): a new customer, saving a private or business customer, the zip code's city.
  { method: 'GET', path: '/api/customer/InitNewCustomer/', handler: 'customers/init-new-customer' },
  { method: 'POST', path: '/api/customer/save', handler: 'customers/save-customer' },
  { method: 'POST', path: '/api/customer/savebusiness', handler: 'customers/save-business-customer' },
  { method: 'GET', path: '/api/zipcode/getcity', handler: 'customers/get-city' },
  { method: 'GET', path: '/api/TypeaheadOwnCars/Lookup', handler: 'cars/typeahead-lookup' },
  { method: 'GET', path: '/api/TypeaheadOwnCars/List/', handler: 'cars/typeahead-list' },
  { method: 'GET', path: '/api/OwnCarList/GetDetails/', handler: 'cars/get-details' },
  { method: 'POST', path: '/api/car/sellcar/', handler: 'cars/sell-car' },
  // Model catalogue (issue 4, car tab): the car catalogue modal's filters and grid, and one variant by its guid.
  { method: 'GET', path: '/api/dbi/getmakes', handler: 'catalogue/get-makes' },
  { method: 'GET', path: '/api/dbi/gettypes', handler: 'catalogue/get-types' },
  { method: 'GET', path: '/api/dbi/getmodels', handler: 'catalogue/get-models' },
  { method: 'GET', path: '/api/dbi/search', handler: 'catalogue/search' },
  { method: 'GET', path: '/api/CarCatalog/GetModelCatalogByGuid', handler: 'catalogue/model-by-guid' },
  // Dealer data for cases (issue 4, other agreements): the dealer's warranty and right-to-complain texts, its city.
  { method: 'GET', path: '/api/dealer/getdealerwarranties/', handler: 'dealers/get-dealer-warranties' },
  { method: 'GET', path: '/api/dealer/getdealerrighttocomplain/', handler: 'dealers/get-dealer-right-to-complain' },
  { method: 'GET', path: '/api/dealer/getdealercity/', handler: 'dealers/get-dealer-city' },
  // Case documents (issue 5): every printable document, the printed documents kept per case, contract appendices.
  { method: 'GET', path: '/api/PrintOffer/PrintOffer', handler: 'documents/print-offer' },
  { method: 'GET', path: '/api/PrintContract/PrintContract', handler: 'documents/print-contract' },
  { method: 'GET', path: '/api/PrintPurchaseDocument/PrintPurchaseDocument', handler: 'documents/print-purchase-document' },
  { method: 'GET', path: '/api/PrintRental/PrintRental', handler: 'documents/print-rental' },
  { method: 'GET', path: '/api/case/PrintTestDriveDoc', handler: 'documents/print-test-drive' },
  { method: 'GET', path: '/api/PrintInvoiceDocument/PrintInvoiceDocument', handler: 'documents/print-invoice-document' },
  { method: 'GET', path: '/api/PrintCustomsDocument/PrintCustomsDocument', handler: 'documents/print-customs-document' },
  { method: 'GET', path: '/api/PrintPreparationDocument/PrintPreparationDocument', handler: 'documents/print-preparation-document' },
  { method: 'GET', path: '/api/casedocuments/list', handler: 'documents/list-case-documents' },
  { method: 'GET', path: '/api/casedocuments/get', handler: 'documents/get-case-document' },
  { method: 'GET', path: '/api/salescontractappendix/Get', handler: 'documents/appendix-list' },
  { method: 'GET', path: '/api/salescontractappendix/GetByDealerId', handler: 'documents/appendix-list-by-dealer' },
  { method: 'POST', path: '/api/salescontractappendix/uploadpdf', handler: 'documents/appendix-upload' },
  { method: 'DELETE', path: '/api/salescontractappendix/Delete', handler: 'documents/appendix-delete' },
  // Customer cars, the swap car of a case (issue 4): spec part 1 §7 "Customers", part 2 §7 "Case".
  { method: 'GET', path: '/api/Car/GetCustomerCars', handler: 'customer-cars/get-customer-cars' },
  { method: 'POST', path: '/api/car/saveCustomerCar', handler: 'customer-cars/save-customer-car' },
  { method: 'POST', path: '/api/car/deletecustomercar', handler: 'customer-cars/delete-customer-car' },
  { method: 'GET', path: '/api/Case/GetBids', handler: 'customer-cars/get-bids' },
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
