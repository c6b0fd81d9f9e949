import type { Action, RoleFlag } from '../domain/roles.ts';

/**
 * The one route table: method + path → handler module, and the route's policy. API Gateway (CDK), the local cloud,
 * the platform's policy check and the route tests all read it. `handler` is a module under `functions/` (without
 * extension) that exports `handler`; the first path segment of `handler` is the bounded context, and CDK bundles one
 * Lambda per context.
 * Paths are matched case-insensitively and without regard to a trailing slash (the spec writes them both ways).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** See `RouteDefinition.writes`. */
export type Writes = boolean | { readonly whenQuery: string };

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  handler: string;
  /**
   * The route's policy: the action of the role matrix (`domain/roles.ts`) the caller's role must allow; the platform
   * answers 403 otherwise. Required, so that no route runs without a declared policy.
   */
  action: Action;
  /** Role flags the caller's dealer must all hold; the platform answers 403 otherwise. */
  requires: readonly RoleFlag[];
  /**
   * Whether the route changes the dealer's data: always (`true`), never (`false`), or only when a query parameter
   * asks for it (`{ whenQuery: 'RenderPdf' }`: a print records, a preview only reads). A request that writes needs
   * the anti-forgery token whatever its method, and is refused to a dealer with `read_only_access` (403); any event
   * append during a read-only caller's request is refused besides.
   */
  writes: Writes;
  /** Runs without a session (signing in); `requires` must then be empty and `action` 'ownSession'. */
  public?: true;
}

/** A print route writes when it prints (`RenderPdf=true`); without it, it previews. */
const PRINTS: Writes = { whenQuery: 'RenderPdf' };

export const routes: readonly RouteDefinition[] = [
  // Signing in and out touches only the caller's own session: open to read-only access.
  { method: 'POST', path: '/api/account/login', handler: 'users/login', action: 'ownSession', public: true, requires: [], writes: false },
  { method: 'POST', path: '/api/account/logout', handler: 'users/logout', action: 'ownSession', public: true, requires: [], writes: false },
  { method: 'GET', path: '/api/account/isloggedin', handler: 'users/is-logged-in', action: 'ownSession', public: true, requires: [], writes: false },
  { method: 'GET', path: '/api/account/settings', handler: 'users/settings', action: 'ownSession', requires: [], writes: false },
  // The browser's error reports (spec part 1 §7 log messages): the login page's too, so open without a session; they
  // change no dealer data, so a read-only department reports as well.
  { method: 'POST', path: '/api/clientlog', handler: 'client-log/report-client-error', action: 'ownSession', public: true, requires: [], writes: false },
  // Sales cases: the spec's paths, in its casing (matching ignores case and a trailing slash).
  { method: 'GET', path: '/api/Case/New', handler: 'cases/new-case', action: 'editCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/Case/Get', handler: 'cases/get-case', action: 'readCases', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/case/save', handler: 'cases/save-case', action: 'editCases', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/savepreparation', handler: 'cases/save-preparation', action: 'recordPreparation', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/savestatus', handler: 'cases/save-status', action: 'editCases', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/case/DocumentIsSigned', handler: 'cases/document-is-signed', action: 'readCases', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/case/savesigneddocument/', handler: 'cases/save-signed-document', action: 'signDocuments', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/canceldocument/', handler: 'cases/cancel-document', action: 'signDocuments', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/case/cardeliveredinit', handler: 'cases/car-delivered-init', action: 'deliverCases', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/case/cardelivered', handler: 'cases/car-delivered', action: 'deliverCases', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/close', handler: 'cases/close-case', action: 'deliverCases', requires: ['case'], writes: true },
  // The product's own: the case's vehicle created as a stock car from /Cars/OwnCars/CreateCarWizard?caseId= (the spec names no call).
  { method: 'POST', path: '/api/case/createcarfromcase', handler: 'cases/create-car-from-case', action: 'editCars', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/copy', handler: 'cases/copy-case', action: 'editCases', requires: ['case'], writes: true },
  { method: 'DELETE', path: '/api/case/delete', handler: 'cases/delete-case', action: 'deleteCases', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/case/deletemultiple/', handler: 'cases/delete-multiple', action: 'deleteCases', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/case/getcasedetails/', handler: 'cases/get-case-details', action: 'readCases', requires: ['case'], writes: false },
  // Records the lead event of a print, on GET as on POST (the spec calls it both ways).
  { method: 'GET', path: '/api/printtracking/tracklead', handler: 'cases/track-lead', action: 'printSalesDocuments', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/printtracking/tracklead', handler: 'cases/track-lead', action: 'printSalesDocuments', requires: ['case'], writes: true },
  { method: 'GET', path: '/api/caselist/search/', handler: 'cases/search-cases', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/caselist/getmakes', handler: 'cases/case-makes', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/LatestCasesWidget/', handler: 'cases/latest-cases-widget', action: 'readCases', requires: ['case'], writes: false },
  // The manager's lead funnel from the lead events: a salesperson's own cases, or the department's for those who run it.
  { method: 'GET', path: '/api/leadfunnelwidget/', handler: 'dashboard/lead-funnel-widget', action: 'readCases', requires: ['case'], writes: false },
  // The dashboard's stock widgets (document 2 §7): the summary, the car alerts (the department's or the caller's own) and the days in stock.
  { method: 'GET', path: '/api/summarywidget/', handler: 'dashboard/summary-widget', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/reminderwidget/', handler: 'dashboard/reminder-widget', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/daysinstockwidget/', handler: 'dashboard/days-in-stock-widget', action: 'readCars', requires: [], writes: false },
  // A customer's cases.
  { method: 'GET', path: '/api/casesbycustomer/getbycustomerid', handler: 'cases/cases-by-customer', action: 'readCases', requires: ['case'], writes: false },
  // The open cases of a stock car: the sell-car dialog warns about them.
  { method: 'GET', path: '/api/CasesByCar/GetByCarId', handler: 'cases/cases-by-car', action: 'readCases', requires: ['case'], writes: false },
  // A case's finance and insurance offers (Tillægsydelser), for departments with the finance role.
  { method: 'GET', path: '/api/offer/GetByCaseId', handler: 'cases/offers-by-case', action: 'readCases', requires: ['case', 'finance'], writes: false },
  { method: 'POST', path: '/api/caseplugin/save', handler: 'cases/save-offer', action: 'editCases', requires: ['case', 'finance'], writes: true },
  { method: 'DELETE', path: '/api/caseplugin/delete', handler: 'cases/delete-offer', action: 'editCases', requires: ['case', 'finance'], writes: true },
  { method: 'GET', path: '/api/caseplugin/getstyle', handler: 'cases/plugin-style', action: 'readCases', requires: ['case', 'finance'], writes: false },
  { method: 'GET', path: '/api/financeproduct/GetBrandsAndProductsWithLoanOnly', handler: 'cases/finance-products', action: 'readCases', requires: ['case', 'finance'], writes: false },
  { method: 'GET', path: '/api/financeproductapplicability/productisapplicable', handler: 'cases/product-applicability', action: 'readCases', requires: ['case', 'finance'], writes: false },
  // Customers and stock cars, just enough to sell: the typeaheads and the details the case page reads.
  { method: 'GET', path: '/api/typeaheadcustomers/lookup', handler: 'customers/typeahead-lookup', action: 'readCustomers', requires: [], writes: false },
  { method: 'GET', path: '/api/customer/get', handler: 'customers/get-customer', action: 'readCustomers', requires: [], writes: false },
  // Customers on the case: a new customer, saving a private or business customer, the zip code's city.
  { method: 'GET', path: '/api/customer/InitNewCustomer/', handler: 'customers/init-new-customer', action: 'editCustomers', requires: [], writes: false },
  { method: 'POST', path: '/api/customer/save', handler: 'customers/save-customer', action: 'editCustomers', requires: [], writes: true },
  { method: 'POST', path: '/api/customer/savebusiness', handler: 'customers/save-business-customer', action: 'editCustomers', requires: [], writes: true },
  // Deleting a customer is permanent: an erasure of its personal data everywhere (GDPR).
  { method: 'DELETE', path: '/api/customer/delete', handler: 'customers/delete-customer', action: 'deleteCustomers', requires: [], writes: true },
  { method: 'GET', path: '/api/zipcode/getcity', handler: 'customers/get-city', action: 'readCustomers', requires: [], writes: false },
  { method: 'GET', path: '/api/TypeaheadOwnCars/Lookup', handler: 'cars/typeahead-lookup', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/TypeaheadOwnCars/List/', handler: 'cars/typeahead-list', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/OwnCarList/GetDetails/', handler: 'cars/get-details', action: 'readCars', requires: [], writes: false },
  { method: 'POST', path: '/api/car/sellcar/', handler: 'cars/sell-car', action: 'sellCars', requires: [], writes: true },
  // Own stock: the list, its filter choices and export, the car page's own calls, and the stock actions. A path
  // parameter ({carId}) reaches the handler as the query parameter of the same name, so both forms are answered.
  { method: 'POST', path: '/api/owncarlist/search/', handler: 'cars/search-own-cars', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/owncarlist/getmakes/', handler: 'cars/get-makes', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/owncarlist/getcartypes/', handler: 'cars/get-car-types', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/owncarlist/getExtraEquipments/', handler: 'cars/get-extra-equipments', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/owncarlist/excel', handler: 'cars/export-own-cars', action: 'readCars', requires: [], writes: false },
  // The price estimate of a stock car of the caller's departments, priced against the market.
  { method: 'GET', path: '/api/owncarlist/getvaluationdata/', handler: 'cars/get-valuation-data', action: 'readCars', requires: ['market_insights'], writes: false },
  { method: 'POST', path: '/api/OwnCar/Create', handler: 'cars/create-car', action: 'editCars', requires: [], writes: true },
  { method: 'POST', path: '/api/OwnCar/Save', handler: 'cars/save-car', action: 'editCars', requires: [], writes: true },
  { method: 'DELETE', path: '/api/OwnCar/Delete', handler: 'cars/delete-car', action: 'editCars', requires: [], writes: true },
  { method: 'POST', path: '/api/OwnCarList/setAdvertising', handler: 'cars/set-advertising', action: 'editCars', requires: [], writes: true },
  { method: 'POST', path: '/api/car/updateinternalstatus/', handler: 'cars/set-internal-status', action: 'editCars', requires: [], writes: true },
  { method: 'POST', path: '/api/car/transfercar', handler: 'cars/transfer-car', action: 'transferCars', requires: [], writes: true },
  { method: 'POST', path: '/api/car/transfercar/{carId}', handler: 'cars/transfer-car', action: 'transferCars', requires: [], writes: true },
  { method: 'GET', path: '/api/ConglomerateDealer/FindConglomerateDealersForCar', handler: 'cars/conglomerate-dealers-for-car', action: 'transferCars', requires: [], writes: false },
  { method: 'GET', path: '/api/ConglomerateDealer/FindConglomerateDealersForCar/{carId}', handler: 'cars/conglomerate-dealers-for-car', action: 'transferCars', requires: [], writes: false },
  { method: 'GET', path: '/api/dealers/findconglomeratedealers/', handler: 'cars/find-conglomerate-dealers', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/dealers/getconglomeratedealers/', handler: 'cars/get-conglomerate-dealers', action: 'readCars', requires: [], writes: false },
  // The responsible-user picker of the car page: for those who may set a car's responsible.
  { method: 'GET', path: '/api/user/getactiveconglomerateusers', handler: 'cars/active-conglomerate-users', action: 'editCars', requires: [], writes: false },
  // All cars: the market-wide list (the ad marketplaces and the wholesale list), the same for every dealer, and its price guide.
  { method: 'GET', path: '/api/carlist/search/', handler: 'market/search', action: 'readCars', requires: ['car_list'], writes: false },
  { method: 'GET', path: '/api/carlist/getmakes/', handler: 'market/get-makes', action: 'readCars', requires: ['car_list'], writes: false },
  { method: 'GET', path: '/api/carlist/getcartypes/', handler: 'market/get-car-types', action: 'readCars', requires: ['car_list'], writes: false },
  { method: 'GET', path: '/api/CarList/GetDetails/', handler: 'market/get-details', action: 'readCars', requires: ['car_list'], writes: false },
  { method: 'GET', path: '/api/carlist/getExtraEquipments/', handler: 'market/get-extra-equipments', action: 'readCars', requires: ['car_list'], writes: false },
  // The all-cars print: the cars chosen from the market-wide list, with the search's price guide for the price guide function.
  { method: 'GET', path: '/api/PrintAllCars/PrintAllCars', handler: 'market/print-all-cars', action: 'readCars', requires: ['car_list'], writes: false },
  // The marketplace: the listings for sale on the ad marketplaces and the wholesale list, for the B2B marketplace function.
  { method: 'GET', path: '/api/marketplace/searchallmarketplace/', handler: 'market/search-marketplace', action: 'readCars', requires: ['b2b_marketplace'], writes: false },
  { method: 'GET', path: '/api/marketplace/getmakes/', handler: 'market/marketplace-makes', action: 'readCars', requires: ['b2b_marketplace'], writes: false },
  { method: 'GET', path: '/api/marketplace/getcartypes/', handler: 'market/marketplace-car-types', action: 'readCars', requires: ['b2b_marketplace'], writes: false },
  // Market insights and the vehicle assessment: one car against the market, for the micro-frontends under
  // /api/marketinsights/ and /api/vehicleassessment/ (their bases serve the widgets' builds, so the data lives here).
  { method: 'GET', path: '/api/market/insights/', handler: 'market/market-insights', action: 'readCars', requires: ['market_insights'], writes: false },
  { method: 'GET', path: '/api/market/vehicleassessment/', handler: 'market/vehicle-assessment', action: 'readCars', requires: ['market_insights'], writes: false },
  // Model catalogue (the car tab): the car catalogue modal's filters and grid, and one variant by its guid.
  { method: 'GET', path: '/api/dbi/getmakes', handler: 'catalogue/get-makes', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dbi/gettypes', handler: 'catalogue/get-types', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dbi/getmodels', handler: 'catalogue/get-models', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dbi/search', handler: 'catalogue/search', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/CarCatalog/GetModelCatalogByGuid', handler: 'catalogue/model-by-guid', action: 'readCars', requires: [], writes: false },
  // Vehicle data: car facts from the motor register, the catalogue drill-down (choose car specification), variant
  // requests to the provider, and the swap car's debt check, a paid service (debt_check). The prints record nothing.
  { method: 'GET', path: '/api/Dmr/GetExternalDetails', handler: 'catalogue/dmr-external-details', action: 'readCars', requires: ['car_facts'], writes: false },
  { method: 'GET', path: '/api/PrintCarFacts/PrintCarFacts', handler: 'catalogue/print-car-facts', action: 'readCars', requires: ['car_facts'], writes: false },
  { method: 'GET', path: '/api/CarCatalog/DrillDown', handler: 'catalogue/drill-down', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/CarCatalog/ChangeModelDrillDown', handler: 'catalogue/change-model-drill-down', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/CarCatalog/GetCarModelOptions', handler: 'catalogue/car-model-options', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/CarCatalog/GetCarModelOptionsForChangeModel', handler: 'catalogue/car-model-options-for-change-model', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/CarCatalog/GetCarColors', handler: 'catalogue/car-colors', action: 'readCars', requires: [], writes: false },
  { method: 'POST', path: '/api/CarCatalog/DealerRequestsVariant/', handler: 'catalogue/request-variant', action: 'editCustomers', requires: [], writes: true },
  { method: 'GET', path: '/api/Car/GetCustomerCarDebtCheck', handler: 'catalogue/debt-check', action: 'readCustomers', requires: ['debt_check'], writes: false },
  { method: 'GET', path: '/api/DebtCheck/PrintDebtReport', handler: 'catalogue/print-debt-report', action: 'readCustomers', requires: ['debt_check'], writes: false },
  // Dealer data for cases (other agreements): the dealer's warranty and right-to-complain texts, its city.
  { method: 'GET', path: '/api/dealer/getdealerwarranties/', handler: 'dealers/get-dealer-warranties', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dealer/getdealerrighttocomplain/', handler: 'dealers/get-dealer-right-to-complain', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dealer/getdealercity/', handler: 'dealers/get-dealer-city', action: 'readCases', requires: ['case'], writes: false },
  // The department's plates and appendices are its own settings, no personal data: read by the case page (case) and
  // by whoever administrates the department's data, with or without cases.
  { method: 'GET', path: '/api/dealerplate/dealerplatesbydealerid', handler: 'dealers/dealer-plates-by-dealer-id', action: 'readCases', requires: [], writes: false },
  // Case documents: every printable document, the printed documents kept per case, contract appendices.
  // A print records events (and needs the anti-forgery token) only with RenderPdf=true; a preview only reads.
  { method: 'GET', path: '/api/PrintOffer/PrintOffer', handler: 'documents/print-offer', action: 'printSalesDocuments', requires: ['case'], writes: PRINTS },
  { method: 'GET', path: '/api/PrintContract/PrintContract', handler: 'documents/print-contract', action: 'printSalesDocuments', requires: ['case'], writes: PRINTS },
  { method: 'GET', path: '/api/PrintPurchaseDocument/PrintPurchaseDocument', handler: 'documents/print-purchase-document', action: 'printSalesDocuments', requires: ['case'], writes: PRINTS },
  { method: 'GET', path: '/api/PrintRental/PrintRental', handler: 'documents/print-rental', action: 'printSalesDocuments', requires: ['case'], writes: PRINTS },
  { method: 'GET', path: '/api/case/PrintTestDriveDoc', handler: 'documents/print-test-drive', action: 'printSalesDocuments', requires: ['case'], writes: PRINTS },
  { method: 'GET', path: '/api/PrintInvoiceDocument/PrintInvoiceDocument', handler: 'documents/print-invoice-document', action: 'printAccountingDocuments', requires: ['case'], writes: PRINTS },
  { method: 'GET', path: '/api/PrintCustomsDocument/PrintCustomsDocument', handler: 'documents/print-customs-document', action: 'printAccountingDocuments', requires: ['case'], writes: PRINTS },
  { method: 'GET', path: '/api/PrintPreparationDocument/PrintPreparationDocument', handler: 'documents/print-preparation-document', action: 'recordPreparation', requires: ['case'], writes: PRINTS },
  // The finance contract of the case's active finance offer: the spec does not name its route, this follows the others.
  { method: 'GET', path: '/api/PrintFinanceContract/PrintFinanceContract', handler: 'documents/print-finance-contract', action: 'printSalesDocuments', requires: ['case', 'finance'], writes: PRINTS },
  { method: 'GET', path: '/api/casedocuments/list', handler: 'documents/list-case-documents', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/casedocuments/get', handler: 'documents/get-case-document', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/salescontractappendix/Get', handler: 'documents/appendix-list', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/salescontractappendix/GetByDealerId', handler: 'documents/appendix-list-by-dealer', action: 'readCases', requires: [], writes: false },
  { method: 'POST', path: '/api/salescontractappendix/uploadpdf', handler: 'documents/appendix-upload', action: 'manageAppendices', requires: ['can_administrate_dealerdata'], writes: true },
  { method: 'DELETE', path: '/api/salescontractappendix/Delete', handler: 'documents/appendix-delete', action: 'manageAppendices', requires: ['can_administrate_dealerdata'], writes: true },
  // Customer cars, the swap car of a case: spec part 1 §7 "Customers", part 2 §7 "Case".
  { method: 'GET', path: '/api/Car/GetCustomerCars', handler: 'customer-cars/get-customer-cars', action: 'readCustomers', requires: [], writes: false },
  { method: 'POST', path: '/api/car/saveCustomerCar', handler: 'customer-cars/save-customer-car', action: 'editCustomers', requires: [], writes: true },
  { method: 'POST', path: '/api/car/deletecustomercar', handler: 'customer-cars/delete-customer-car', action: 'editCustomers', requires: [], writes: true },
  { method: 'GET', path: '/api/Case/GetBids', handler: 'customer-cars/get-bids', action: 'readCases', requires: ['case'], writes: false },
  // The calculation tab: the registration fee and the periodic taxes to the law. Questions posted as JSON: they record
  // nothing, so a read-only department may ask them too.
  { method: 'POST', path: '/api/vehicleregistrationfee/calculate', handler: 'calculation/calculate-fee', action: 'readCases', requires: ['case'], writes: false },
  { method: 'POST', path: '/api/VehicleTax/GetTaxes', handler: 'calculation/get-taxes', action: 'readCases', requires: ['case'], writes: false },
  // The catalogue's pricing data and the case's car for the calculation; the extra equipment lists and the dealer's own.
  { method: 'GET', path: '/api/case/getusedvehicle', handler: 'calculation/get-used-vehicle', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/case/getoriginalprice/', handler: 'calculation/get-original-price', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/dbi/getdbivehicle', handler: 'calculation/get-dbi-vehicle', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/CarCatalog/GetUpholstery', handler: 'calculation/get-upholstery', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/CarCatalog/GetUpholsteryColors', handler: 'calculation/get-upholstery-colors', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/VehicleExtraEquipment/All', handler: 'calculation/vehicle-equipment-all', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/VehicleExtraEquipment/AccessToDbiMake', handler: 'calculation/access-to-dbi-make', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/UsedVehicleExtraEquipment/All', handler: 'calculation/used-equipment-all', action: 'readCases', requires: ['case'], writes: false },
  // The department's own equipment list is dealer data: kept by those who run the dealership, chosen from by all.
  { method: 'POST', path: '/api/UsedVehicleExtraEquipment/Save/', handler: 'calculation/used-equipment-save', action: 'administrateDealerData', requires: ['case'], writes: true },
  { method: 'POST', path: '/api/UsedVehicleExtraEquipment/Delete', handler: 'calculation/used-equipment-delete', action: 'administrateDealerData', requires: ['case'], writes: true },
  // User administration (an administrator of the department, or of the conglomerate's departments with
  // can_administrate_users_on_joined_dealers, or of every department with can_edit_all_dealers).
  { method: 'GET', path: '/api/user/UsersByDealer', handler: 'users/users-by-dealer', action: 'administrateUsers', requires: ['can_administrate_users'], writes: false },
  { method: 'GET', path: '/api/user/GetUserById', handler: 'users/get-user-by-id', action: 'administrateUsers', requires: ['can_administrate_users'], writes: false },
  { method: 'GET', path: '/api/user/GetNewUser', handler: 'users/get-new-user', action: 'administrateUsers', requires: ['can_administrate_users'], writes: false },
  { method: 'POST', path: '/api/user/SaveUser', handler: 'users/save-user', action: 'administrateUsers', requires: ['can_administrate_users'], writes: true },
  { method: 'DELETE', path: '/api/user/DeleteUser', handler: 'users/delete-user', action: 'administrateUsers', requires: ['can_administrate_users'], writes: true },
  { method: 'POST', path: '/api/user/ResendActivationLink', handler: 'users/resend-activation-link', action: 'administrateUsers', requires: ['can_administrate_users'], writes: true },
  { method: 'POST', path: '/api/user/sendactivationlink', handler: 'users/send-activation-link', action: 'administrateUsers', requires: ['can_administrate_users'], writes: true },
  { method: 'GET', path: '/api/User/IsUsernameAvailable', handler: 'users/is-username-available', action: 'administrateUsers', requires: ['can_administrate_users'], writes: false },
  { method: 'GET', path: '/api/User/IsInitialsAvailable', handler: 'users/is-initials-available', action: 'administrateUsers', requires: ['can_administrate_users'], writes: false },
  // Onboarding from the invitation's link: no session yet; the link's key is what admits the invitee.
  { method: 'GET', path: '/api/User/CheckAccountInitials', handler: 'users/check-account-initials', action: 'ownSession', public: true, requires: [], writes: false },
  { method: 'GET', path: '/api/account/GetUserActivation', handler: 'users/get-user-activation', action: 'ownSession', public: true, requires: [], writes: false },
  { method: 'POST', path: '/api/account/create', handler: 'users/create-account', action: 'ownSession', public: true, requires: [], writes: true },
  // A forgotten password (the login area's /Account/RequestResetPassword and the link's form): our own calls.
  { method: 'POST', path: '/api/account/requestresetpassword', handler: 'users/request-password-reset', action: 'ownSession', public: true, requires: [], writes: true },
  { method: 'POST', path: '/api/account/resetpassword', handler: 'users/reset-password', action: 'ownSession', public: true, requires: [], writes: true },
  // The terms gate after sign-in: the user's own acceptance.
  { method: 'POST', path: '/api/user/acceptall', handler: 'users/accept-all', action: 'ownSession', requires: [], writes: true },
  { method: 'POST', path: '/api/user/acceptterms', handler: 'users/accept-terms', action: 'ownSession', requires: [], writes: true },
  // My account: the user's own details, e-mail preferences and password (the page's load call is ours).
  { method: 'GET', path: '/api/user/myaccount', handler: 'users/my-account', action: 'ownSession', requires: [], writes: false },
  { method: 'POST', path: '/api/user/updatemyaccount', handler: 'users/update-my-account', action: 'ownSession', requires: [], writes: true },
  { method: 'POST', path: '/api/user/acceptdsarequirement', handler: 'users/accept-dsa-requirement', action: 'ownSession', requires: [], writes: true },
  // Dealer administration: the departments an administrator may administrate, their functions and package (the
  // supplier's administrators), their own plates and their marketplace consultant.
  { method: 'GET', path: '/api/dealer/dealers', handler: 'dealers/dealers', action: 'administrateUsers', requires: ['can_administrate_users'], writes: false },
  { method: 'GET', path: '/api/dealer/dealerrolesbyid', handler: 'dealers/dealer-roles-by-id', action: 'administrateDealerFunctions', requires: [], writes: false },
  { method: 'POST', path: '/api/dealer/savedealerroles', handler: 'dealers/save-dealer-roles', action: 'administrateDealerFunctions', requires: [], writes: true },
  { method: 'GET', path: '/api/subscriptionpackage/getroles', handler: 'dealers/subscription-package-roles', action: 'administrateDealerFunctions', requires: [], writes: false },
  { method: 'GET', path: '/api/subscriptionpackage/GetSubscriptionPackageForDealer', handler: 'dealers/subscription-package-for-dealer', action: 'administrateDealerFunctions', requires: [], writes: false },
  { method: 'POST', path: '/api/subscriptionpackage/saveondealer', handler: 'dealers/save-package-on-dealer', action: 'administrateDealerFunctions', requires: [], writes: true },
  // Feature toggles per department: the supplier's administrators only (can_edit_all_dealers).
  { method: 'GET', path: '/api/dealer/featuretoggles', handler: 'dealers/get-feature-toggles', action: 'administrateDealerFunctions', requires: ['can_edit_all_dealers'], writes: false },
  { method: 'POST', path: '/api/dealer/savefeaturetoggle', handler: 'dealers/save-feature-toggle', action: 'administrateDealerFunctions', requires: ['can_edit_all_dealers'], writes: true },
  { method: 'POST', path: '/api/dealerplate/add', handler: 'dealers/add-dealer-plate', action: 'administrateDealerData', requires: ['can_administrate_dealerdata'], writes: true },
  { method: 'DELETE', path: '/api/dealerplate/delete', handler: 'dealers/delete-dealer-plate', action: 'administrateDealerData', requires: ['can_administrate_dealerdata'], writes: true },
  { method: 'GET', path: '/api/Bilbasen/GetConsultant', handler: 'dealers/get-consultant', action: 'readCars', requires: [], writes: false },
  // Log in as user: the administrator's session becomes the user's until they sign out (the spec's
  // /Organization/Users/LogInAsUser, under /api like every other call).
  { method: 'POST', path: '/api/user/LogInAsUser', handler: 'users/log-in-as-user', action: 'logInAsUser', requires: [], writes: true },
  // Data retention: how long the department keeps customers, cases and leads (GDPR).
  { method: 'GET', path: '/api/GdprRetention/GetGdprRetention', handler: 'dealers/get-gdpr-retention', action: 'administrateDealerData', requires: ['can_administrate_dealerdata'], writes: false },
  { method: 'POST', path: '/api/GdprRetention/UpdateGdprRetention', handler: 'dealers/update-gdpr-retention', action: 'administrateDealerData', requires: ['can_administrate_dealerdata'], writes: true },
  { method: 'GET', path: '/api/dealer/defaultfinancecompany', handler: 'dealers/get-default-finance-company', action: 'administrateDealerData', requires: ['can_administrate_dealerdata', 'finance'], writes: false },
  { method: 'POST', path: '/api/dealer/savedefaultfinancecompany', handler: 'dealers/save-default-finance-company', action: 'administrateDealerData', requires: ['can_administrate_dealerdata', 'finance'], writes: true },
  // A stock car's pictures (document 2 §7 "Photos"): upload one JPG, delete one by its number, move one; and the
  // own-cars print, a PDF of the chosen cars that records nothing (part 1 §7 "Printing").
  { method: 'POST', path: '/api/CarPicture', handler: 'cars/pictures/upload-picture', action: 'editCars', requires: [], writes: true },
  { method: 'DELETE', path: '/api/CarPicture', handler: 'cars/pictures/delete-picture', action: 'editCars', requires: [], writes: true },
  { method: 'POST', path: '/api/CarPicture/move', handler: 'cars/pictures/move-picture', action: 'editCars', requires: [], writes: true },
  { method: 'GET', path: '/api/PrintOwnCars/PrintOwnCars', handler: 'cars/print-own-cars', action: 'readCars', requires: ['can_print_own_cars'], writes: false },
  // Price tags of stock cars (spec part 1 §2, §3 "Price tag"): the modal's data, the finance company's down payments
  // and the tag as a PDF, for the preview and the print alike; a print records nothing.
  { method: 'GET', path: '/api/pricetag/GetPriceTagModalInfo', handler: 'price-tags/get-modal-info', action: 'readCars', requires: ['price_tag'], writes: false },
  { method: 'GET', path: '/api/pricetag/GetAdditionalInformationChoices', handler: 'price-tags/get-additional-information-choices', action: 'readCars', requires: ['price_tag'], writes: false },
  { method: 'GET', path: '/api/pricetag/GetDownPayments', handler: 'price-tags/get-down-payments', action: 'readCars', requires: ['price_tag'], writes: false },
  { method: 'GET', path: '/api/pricetag/checkfinance', handler: 'price-tags/check-finance', action: 'readCars', requires: ['price_tag'], writes: false },
  { method: 'POST', path: '/api/Pricetag/PrintPriceTag', handler: 'price-tags/print-price-tag', action: 'readCars', requires: ['price_tag'], writes: false },
  // The customer list: search, its make choices, the export, the detail pane (spec part 1 §7 "Customers").
  { method: 'GET', path: '/api/customerlist/search/', handler: 'customers/search-customer-list', action: 'readCustomers', requires: [], writes: false },
  { method: 'GET', path: '/api/customerlist/getmakes/', handler: 'customers/customer-list-makes', action: 'readCustomers', requires: [], writes: false },
  { method: 'GET', path: '/api/customerlist/excel', handler: 'customers/export-customer-list', action: 'readCustomers', requires: [], writes: false },
  { method: 'GET', path: '/api/customer/GetCustomerListDetails', handler: 'cases/customer-list-details', action: 'readCustomers', requires: [], writes: false },
  // Mass delete is the same erasure as deleting one customer, 50 at a time.
  { method: 'POST', path: '/api/customer/deletemultiple/', handler: 'customers/delete-multiple', action: 'deleteCustomers', requires: [], writes: true },
  // The duplicate check when a customer is saved: it reads, but tells whether a CPR is known, so only to those who save customers.
  { method: 'POST', path: '/api/customerlist/GetDuplicatePrivateCustomer', handler: 'customers/get-duplicate-private-customer', action: 'editCustomers', requires: [], writes: false },
  { method: 'POST', path: '/api/customerlist/GetDuplicateBusinessCustomer', handler: 'customers/get-duplicate-business-customer', action: 'editCustomers', requires: [], writes: false },
  // Look-ups in the person register (CPR), the phone directory and the business register (CVR) that fill the customer
  // forms: each records who looked up, in which register, for audit (so they write, GETs too). The CPR look-up checks
  // can_perform_cpr_lookup itself: the CPR of a business customer's user is open to every department.
  { method: 'POST', path: '/api/cprlookup/searchbycpr', handler: 'customers/lookups/search-by-cpr', action: 'editCustomers', requires: [], writes: true },
  { method: 'POST', path: '/api/TdcLookup/SearchByPhonenumber', handler: 'customers/lookups/search-by-phone', action: 'editCustomers', requires: [], writes: true },
  { method: 'GET', path: '/api/businesslookup/bycvr', handler: 'customers/lookups/business-by-cvr', action: 'editCustomers', requires: [], writes: true },
  { method: 'GET', path: '/api/businesslookup/byphone', handler: 'customers/lookups/business-by-phone', action: 'editCustomers', requires: [], writes: true },
  // News (spec part 2 §2, §7): the supplier writes them for every dealer, so they belong to no dealer. Every signed-in
  // user reads the published ones; only a department with can_edit_news (the supplier's) writes, lists and previews.
  { method: 'GET', path: '/api/news/latest', handler: 'news/latest-news', action: 'readNews', requires: [], writes: false },
  { method: 'GET', path: '/api/news/get', handler: 'news/get-news', action: 'readNews', requires: [], writes: false },
  { method: 'GET', path: '/api/Admin/News', handler: 'news/search-news', action: 'editNews', requires: ['can_edit_news'], writes: false },
  { method: 'GET', path: '/api/Admin/News/Edit/{id}', handler: 'news/get-news-for-edit', action: 'editNews', requires: ['can_edit_news'], writes: false },
  { method: 'POST', path: '/api/Admin/News/Edit/{id}', handler: 'news/save-news', action: 'editNews', requires: ['can_edit_news'], writes: true },
  { method: 'POST', path: '/api/Admin/News/Delete/{id}', handler: 'news/delete-news-by-path', action: 'editNews', requires: ['can_edit_news'], writes: true },
  { method: 'POST', path: '/api/admin/news/delete', handler: 'news/delete-news-by-body', action: 'editNews', requires: ['can_edit_news'], writes: true },
  { method: 'POST', path: '/api/admin/news/deleteimage', handler: 'news/delete-news-image', action: 'editNews', requires: ['can_edit_news'], writes: true },
  // The preview records nothing, but it is a form post like the save: it carries the anti-forgery token.
  { method: 'POST', path: '/api/Admin/News/Preview', handler: 'news/preview-news', action: 'editNews', requires: ['can_edit_news'], writes: true },
  { method: 'POST', path: '/api/Admin/News/UploadImage/{id}', handler: 'news/upload-news-image', action: 'editNews', requires: ['can_edit_news'], writes: true },
  { method: 'GET', path: '/api/newsauthors', handler: 'news/news-authors', action: 'editNews', requires: ['can_edit_news'], writes: false },
  { method: 'POST', path: '/api/newsauthors', handler: 'news/add-news-author', action: 'editNews', requires: ['can_edit_news'], writes: true },
  { method: 'GET', path: '/api/newscategories', handler: 'news/news-categories', action: 'editNews', requires: ['can_edit_news'], writes: false },
  { method: 'POST', path: '/api/newscategories', handler: 'news/add-news-category', action: 'editNews', requires: ['can_edit_news'], writes: true },
  { method: 'GET', path: '/api/newsdates', handler: 'news/news-dates', action: 'editNews', requires: ['can_edit_news'], writes: false },
  // The support videos (spec part 1 §7 vimeo), from the video host, for every signed-in user.
  { method: 'GET', path: '/api/vimeo', handler: 'support-videos/video-groups', action: 'watchSupportVideos', requires: [], writes: false },
  // The API's OpenAPI description, built from this table: for any signed-in user, as the SPA's own calls are.
  { method: 'GET', path: '/api/openapi.json', handler: 'platform/http/openapi-document', action: 'ownSession', requires: [], writes: false },
  // Each record's history (Historik): read as the record itself is read.
  { method: 'GET', path: '/api/case/history', handler: 'cases/case-history', action: 'readCases', requires: ['case'], writes: false },
  { method: 'GET', path: '/api/car/history', handler: 'cars/car-history', action: 'readCars', requires: [], writes: false },
  { method: 'GET', path: '/api/customer/history', handler: 'customers/customer-history', action: 'readCustomers', requires: [], writes: false },
];

export const contextOf = (route: RouteDefinition): string => route.handler.slice(0, route.handler.indexOf('/'));

/** The form a path is matched in: lower case, no trailing slash. */
export const normalisePath = (path: string): string => {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};

/** The route key a request resolves to, as API Gateway writes `routeKey`: `POST /api/account/login`. */
export const routeKeyOf = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${normalisePath(route.path)}`;

const isPathParameter = (segment: string): boolean => /^\{.+\}$/.test(segment);

/** Whether a request path fits a route's path whose `{name}` segments stand for any one segment. */
const fitsTemplate = (template: string, path: string): boolean => {
  const expected = normalisePath(template).split('/');
  const actual = normalisePath(path).split('/');
  return expected.length === actual.length && expected.every((segment, index) => (isPathParameter(segment) ? actual[index] !== '' : segment === actual[index]));
};

export const findRoute = (method: string, path: string): RouteDefinition | undefined => {
  const verb = method.toUpperCase() as HttpMethod;
  const key = routeKeyOf({ method: verb, path });
  return routes.find((route) => routeKeyOf(route) === key) ?? routes.find((route) => route.method === verb && route.path.includes('{') && fitsTemplate(route.path, path));
};

const decodedSegment = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The values of the route's `{name}` segments in a request path (API Gateway's pathParameters). */
export const routePathParameters = (route: Pick<RouteDefinition, 'path'>, path: string): Record<string, string> => {
  const actual = path.replace(/\/$/, '').split('/');
  const parameters: Record<string, string> = {};
  route.path
    .replace(/\/$/, '')
    .split('/')
    .forEach((segment, index) => {
      const value = actual[index];
      if (isPathParameter(segment) && value !== undefined) parameters[segment.slice(1, -1)] = decodedSegment(value);
    });
  return parameters;
};

/** Whether a request on `route` with this query changes data (see `RouteDefinition.writes`). */
export const writesOn = (route: Pick<RouteDefinition, 'writes'>, query: Readonly<Record<string, string | undefined>> | undefined): boolean => {
  if (typeof route.writes === 'boolean') return route.writes;
  const name = route.writes.whenQuery.toLowerCase();
  // Any spelling of the parameter that does not plainly say false counts, so no casing or repetition of it slips
  // past the checks a write gets while the handler reads it as true.
  return Object.entries(query ?? {}).some(([key, value]) => key.toLowerCase() === name && value !== undefined && value !== '' && value.toLowerCase() !== 'false');
};

/** Whether some request on `route` changes data. */
export const mayWrite = (route: Pick<RouteDefinition, 'writes'>): boolean => route.writes !== false;

/** The query that makes a request on `route` write (empty when it always writes), or undefined when it never does. */
export const writingQuery = (route: Pick<RouteDefinition, 'writes'>): Record<string, string> | undefined =>
  route.writes === false ? undefined : route.writes === true ? {} : { [route.writes.whenQuery]: 'true' };
