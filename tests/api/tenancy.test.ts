import { randomInt } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKeyOf, routes, type RouteDefinition } from '../../functions/routes.ts';
import { eventsTable, physicalName, readModelsTable } from '../../functions/platform/tables.ts';
import type { RequestSchemas } from '../../functions/platform/http/endpoint.ts';
import type { IdKind } from '../../functions/platform/http/request-schemas.ts';
import { fieldName, idFieldsOf, OWN_AGGREGATE_KINDS, REFERRED_KINDS, type IdFieldOf } from '../../functions/platform/http/scoped-ids.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/emulators.ts';
import { demoCustomers } from '../../local/demo-customers.ts';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { TEST_CLOUD_PORTS } from '../setup/local-cloud.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { customerCarOf, demoCar, getCase, isLocalCloud, projectionsCaughtUp, RUN, saveCase } from './case-support.ts';
import { swapCarRequest } from '../support/swap-car-request.ts';

/**
 * Tenancy over the whole route table. A salesman of Aarhus (department 101 of the demo group) calls every route of
 * `functions/routes.ts` with the ids of another department of the same group (Aalborg, 102) and of another group
 * (Vestkyst Biler Esbjerg, 201, the tests' second conglomerate), one id at a time and all at once. Then:
 * - nothing is read that the scope rules do not allow: no response carries a value of the other group, nor of
 *   Aalborg's case or customer cars (a salesman reads neither across departments; the pickers may show the group's
 *   customers and stock cars, so those are not checked for Aalborg);
 * - nothing is changed: the event store and the read models, scanned whole before and after, differ only in what
 *   belongs to Aarhus itself;
 * - no route answers a document (bytes) for a request that names a foreign id.
 * Each route needs to say where its ids go: `ID_PARAMETERS` below. A route added to the table without an entry
 * fails the first test, so a new route is covered the day it is added.
 */
type Kind = 'case' | 'customer' | 'car' | 'customerCar' | 'dealer' | 'user' | 'appendix';

interface IdParameters {
  /** Query parameters that carry an id, by kind. */
  query?: Record<string, Kind>;
  /** Body fields that carry an id (a dotted path for a nested field; `[]` for a list of ids). */
  body?: Record<string, Kind | `${Kind}[]`>;
  /** What the request needs besides its ids to get past validation. */
  fixed?: { query?: Record<string, string>; body?: Record<string, unknown> };
  /** Runs on a session of its own (it ends or starts one). */
  ownSession?: true;
}

const privateCustomer = { FirstName: 'Tenant', LastName: 'Prøve', Street: 'Randersvej', StreetNumber: '1', ZipCode: '8200', City: 'Aarhus N', CellPhone: '20304050', Email: 'tenant@example.dk' };
const businessCustomer = { CompanyName: 'Tenant ApS', CompanyType: 2, Street: 'Randersvej', StreetNumber: '1', ZipCode: '8200', City: 'Aarhus N', Phone: '86102030', Email: 'tenant@example.dk' };
// The ids (Id, CustomerId) are the route's id parameters, set per tenant.
const { Id: _id, CustomerId: _customerId, ...customerCar } = swapCarRequest('', { RegistrationNumber: 'AA11111', Mileage: 10_000 });
const calculationVehicle = { VehicleType: 'Car', FuelType: 'Gasoline', Co2Emission: 120, IsNew: true, RegistrationDate: '2027-01-01', CostWithoutVat: 200_000, ProfitWithoutVat: 20_000 };
const calculationRequest = { OriginalVehicleInput: calculationVehicle, ChangedVehicleInput: calculationVehicle };
const print = { query: { CaseId: 'case' }, fixed: { query: { RenderPdf: 'true' } } } satisfies IdParameters;

/** Where each route takes its ids, by route key (`GET /api/case/get`). */
const ID_PARAMETERS: Record<string, IdParameters> = {
  'POST /api/account/login': { ownSession: true, fixed: { body: { Username: SECOND_CONGLOMERATE.users[0]!.Username, Password: 'forkert-kodeord' } } },
  'POST /api/account/logout': { ownSession: true },
  'GET /api/account/isloggedin': {},
  'GET /api/account/settings': {},
  'POST /api/clientlog': { fixed: { body: { errorMessage: 'Tenancy-prøve', url: 'http://localhost/' } } },
  'GET /api/case/new': { query: { carId: 'car', customerId: 'customer' } },
  'GET /api/case/get': { query: { Id: 'case' } },
  'POST /api/case/save': {
    body: { Id: 'case', CustomerId: 'customer', Customer2Id: 'customer', SwapCarId: 'customerCar', CaseManagerId: 'user', 'SalesItem.Id': 'car' },
    fixed: { body: { SalesItem: { Title: 'Tenancy-prøve', ModelYear: 2020 } } },
  },
  'POST /api/case/savepreparation': { body: { CaseId: 'case' }, fixed: { body: { PreparationComment: 'Mekanik: tenancy-prøve' } } },
  'POST /api/case/savestatus': { query: { id: 'case' }, fixed: { query: { status: '0' } } },
  'GET /api/case/documentissigned': { query: { caseId: 'case' } },
  'POST /api/case/savesigneddocument': { body: { CaseId: 'case', 'SalesItem.CarId': 'car', 'SwapCar.CarId': 'customerCar' } },
  'POST /api/case/canceldocument': { body: { CaseId: 'case' } },
  'GET /api/case/cardeliveredinit': { query: { caseId: 'case' } },
  'POST /api/case/cardelivered': { body: { CaseId: 'case', SalesItemCarId: 'car', SwapItemCarId: 'customerCar' } },
  'POST /api/case/close': { query: { id: 'case' } },
  'POST /api/case/copy': { query: { caseId: 'case' } },
  'POST /api/case/createcarfromcase': { query: { caseId: 'case' }, fixed: { body: { Make: 'Tenant', Model: 'Prøve', InStockSince: '2026-01-01' } } },
  'DELETE /api/case/delete': { query: { id: 'case' } },
  'POST /api/case/deletemultiple': { body: { ids: 'case[]' } },
  'GET /api/case/getcasedetails': { query: { Id: 'case' } },
  'GET /api/printtracking/tracklead': { query: { caseid: 'case' }, fixed: { query: { event: 'TestDrivePrinted' } } },
  'POST /api/printtracking/tracklead': { query: { caseid: 'case' }, fixed: { query: { event: 'TestDrivePrinted' } } },
  'GET /api/caselist/search': { query: { CaseId: 'case', CustomerId: 'customer' } },
  'GET /api/caselist/getmakes': {},
  'GET /api/latestcaseswidget': { fixed: { query: { searchType: 'Dealer' } } },
  'GET /api/leadfunnelwidget': {},
  'GET /api/summarywidget': {},
  'GET /api/reminderwidget': {},
  'GET /api/daysinstockwidget': {},
  'GET /api/casesbycustomer/getbycustomerid': { query: { customerId: 'customer' } },
  'GET /api/casesbycar/getbycarid': { query: { CarId: 'car' } },
  'GET /api/typeaheadcustomers/lookup': { query: { dealerId: 'dealer' }, fixed: { query: { count: '50' } } },
  'GET /api/customer/get': { query: { id: 'customer' } },
  'GET /api/case/history': { query: { CaseId: 'case' } },
  'GET /api/car/history': { query: { CarId: 'car' } },
  'GET /api/customer/history': { query: { CustomerId: 'customer' } },
  'DELETE /api/customer/delete': { query: { id: 'customer' } },
  'GET /api/customer/initnewcustomer': {},
  // Only the customer's id: a save with the actor's own customer would overwrite a demo customer other suites read.
  'POST /api/customer/save': { body: { Id: 'customer' }, fixed: { body: privateCustomer } },
  'POST /api/customer/savebusiness': { body: { Id: 'customer' }, fixed: { body: businessCustomer } },
  'GET /api/zipcode/getcity': { fixed: { query: { zipcodeId: '6705' } } },
  'GET /api/typeaheadowncars/lookup': {},
  'GET /api/typeaheadowncars/list': {},
  'GET /api/owncarlist/getdetails': { query: { id: 'car' } },
  'POST /api/car/sellcar': { body: { CarId: 'car' }, fixed: { body: { SalesPrice: 100_000, IsRetailPrice: true } } },
  'POST /api/owncarlist/search': { body: { SelectedDealerIds: 'dealer[]' }, fixed: { body: { SearchScope: 'Conglomerate' } } },
  'GET /api/owncarlist/getmakes': { query: { selectedDealerIds: 'dealer' }, fixed: { query: { searchScope: 'Conglomerate' } } },
  'GET /api/owncarlist/getcartypes': { query: { selectedDealerIds: 'dealer' }, fixed: { query: { searchScope: 'Conglomerate' } } },
  'GET /api/owncarlist/getextraequipments': {},
  'GET /api/owncarlist/excel': { query: { SelectedDealerIds: 'dealer' }, fixed: { query: { SearchScope: 'Conglomerate' } } },
  'GET /api/owncarlist/getvaluationdata': { query: { carId: 'car' } },
  // A new car of the actor's own: the route takes no id.
  'POST /api/owncar/create': { fixed: { body: { Make: 'Tenant', Model: 'Prøve', InStockSince: '2026-01-01' } } },
  'POST /api/owncar/save': { query: { id: 'car' }, fixed: { body: { Make: 'Tenant', Model: 'Prøve', InStockSince: '2026-01-01' } } },
  'DELETE /api/owncar/delete': { query: { id: 'car' } },
  'POST /api/owncarlist/setadvertising': { body: { carId: 'car' }, fixed: { body: { adType: 1 } } },
  'POST /api/car/updateinternalstatus': { body: { CarIds: 'car[]' }, fixed: { body: { NewInternalStatus: true } } },
  'POST /api/car/transfercar': { query: { carId: 'car', conglomerateDealerId: 'dealer' } },
  'GET /api/conglomeratedealer/findconglomeratedealersforcar': { query: { carId: 'car' } },
  'POST /api/car/transfercar/{carid}': { query: { carId: 'car', conglomerateDealerId: 'dealer' } },
  'GET /api/conglomeratedealer/findconglomeratedealersforcar/{carid}': { query: { carId: 'car' } },
  'GET /api/dealers/findconglomeratedealers': {},
  'GET /api/dealers/getconglomeratedealers': {},
  'GET /api/user/getactiveconglomerateusers': {},
  'GET /api/dbi/getmakes': {},
  'GET /api/dbi/gettypes': { fixed: { query: { make: 'Volvo' } } },
  'GET /api/dbi/getmodels': { fixed: { query: { make: 'Volvo' } } },
  'GET /api/dbi/search': { fixed: { query: { make: 'Volvo' } } },
  'GET /api/carcatalog/getmodelcatalogbyguid': { fixed: { query: { guid: '00000000-0000-4000-8000-000000000001' } } },
  'GET /api/dealer/getdealerwarranties': { query: { Id: 'dealer' } },
  'GET /api/dealer/getdealerrighttocomplain': { query: { Id: 'dealer' } },
  'GET /api/dealer/getdealercity': { query: { Id: 'dealer' } },
  'GET /api/dealerplate/dealerplatesbydealerid': { query: { dealerId: 'dealer' } },
  'GET /api/printoffer/printoffer': print,
  'GET /api/printcontract/printcontract': print,
  'GET /api/printpurchasedocument/printpurchasedocument': print,
  'GET /api/printrental/printrental': print,
  'GET /api/case/printtestdrivedoc': print,
  'GET /api/printinvoicedocument/printinvoicedocument': print,
  'GET /api/printcustomsdocument/printcustomsdocument': print,
  'GET /api/printpreparationdocument/printpreparationdocument': print,
  'GET /api/printfinancecontract/printfinancecontract': print,
  'GET /api/casedocuments/list': { query: { caseId: 'case' } },
  'GET /api/offer/getbycaseid': { query: { caseId: 'case' } },
  'POST /api/caseplugin/save': { body: { CaseId: 'case' }, fixed: { body: { FinanceCompany: 23, Offer: {} } } },
  'DELETE /api/caseplugin/delete': { query: { caseId: 'case' }, fixed: { query: { company: '23', financeId: '1' } } },
  // The partners' brands and products are the partner directory's, the same for every dealer.
  'GET /api/caseplugin/getstyle': { fixed: { query: { brandId: '11', company: '1' } } },
  'GET /api/financeproduct/getbrandsandproductswithloanonly': { query: { Id: 'dealer' } },
  'GET /api/financeproductapplicability/productisapplicable': { query: { DealerId: 'dealer', CarId: 'car' }, fixed: { query: { product: '111', RetailPrice: '150000' } } },
  'GET /api/casedocuments/get': { query: { caseId: 'case' }, fixed: { query: { documentId: 'Contract-20260101T120000000Z' } } },
  'GET /api/salescontractappendix/get': {},
  'GET /api/salescontractappendix/getbydealerid': { query: { dealerId: 'dealer' } },
  'POST /api/salescontractappendix/uploadpdf': { query: { dealerId: 'dealer' }, fixed: { query: { label: 'Tillæg' } } },
  'DELETE /api/salescontractappendix/delete': { query: { salesContractAppendixId: 'appendix' } },
  'GET /api/car/getcustomercars': { query: { customerId: 'customer' }, fixed: { query: { IncludeCarEvenIfDeleted: 'true' } } },
  'POST /api/car/savecustomercar': { body: { Id: 'customerCar', CustomerId: 'customer', CaseId: 'case' }, fixed: { body: customerCar } },
  'POST /api/car/deletecustomercar': { query: { carId: 'customerCar' } },
  'GET /api/case/getbids': { query: { CaseId: 'case', SwapCarId: 'customerCar' } },
  // The calculation: the fee and taxes carry no ids (they compute on what is sent).
  'POST /api/vehicleregistrationfee/calculate': { fixed: { body: calculationRequest } },
  'POST /api/vehicletax/gettaxes': { fixed: { body: { FuelType: 'Gasoline', VehicleType: 'Car', RegistrationDate: '2022-01-01', Co2Emission: 120 } } },
  'GET /api/case/getusedvehicle': { query: { CarId: 'car' } },
  'GET /api/case/getoriginalprice': { query: { caseId: 'case' } },
  'GET /api/dbi/getdbivehicle': { fixed: { query: { DbiId: '00000000-0000-4000-8000-000000000001' } } },
  'GET /api/carcatalog/getupholstery': {},
  'GET /api/carcatalog/getupholsterycolors': {},
  'GET /api/vehicleextraequipment/all': { query: { DealerId: 'dealer' } },
  'GET /api/vehicleextraequipment/accesstodbimake': { fixed: { query: { make: 'Volkswagen' } } },
  'GET /api/usedvehicleextraequipment/all': { query: { DealerId: 'dealer' } },
  'POST /api/usedvehicleextraequipment/save': { body: { DealerId: 'dealer' }, fixed: { body: { Description: 'Tenancy-prøve', CostWithoutVat: 100, ProfitWithoutVat: 0 } } },
  'POST /api/usedvehicleextraequipment/delete': { fixed: { body: { Id: '999999' } } },
  // The market-wide list is the public market, the same for every dealer: its ids name listings, no tenant's data.
  'GET /api/carlist/search': {},
  'GET /api/market/insights': {},
  'GET /api/market/vehicleassessment': {},
  'GET /api/marketplace/searchallmarketplace': {},
  'GET /api/marketplace/getmakes': {},
  'GET /api/marketplace/getcartypes': {},
  'GET /api/carlist/getmakes': {},
  'GET /api/carlist/getcartypes': {},
  'GET /api/carlist/getdetails': { fixed: { query: { id: '1000000001' } } },
  'GET /api/carlist/getextraequipments': {},
  // The all-cars print names listings of the public market only; without a chosen car it is refused before it reads.
  'GET /api/printallcars/printallcars': {},
  // Vehicle data takes registry numbers and catalogue ids, no tenant's ids: nothing of another tenant to name.
  'GET /api/dmr/getexternaldetails': { fixed: { query: { number: 'ZZ99999' } } },
  'GET /api/printcarfacts/printcarfacts': { fixed: { query: { number: 'ZZ99999' } } },
  'GET /api/carcatalog/drilldown': { fixed: { query: { make: 'Volvo' } } },
  'GET /api/carcatalog/changemodeldrilldown': { fixed: { query: { id: '00000000-0000-4000-8000-000000000001' } } },
  'GET /api/carcatalog/getcarmodeloptions': { fixed: { query: { id: '00000000-0000-4000-8000-000000000001' } } },
  'GET /api/carcatalog/getcarmodeloptionsforchangemodel': { fixed: { query: { id: '00000000-0000-4000-8000-000000000001' } } },
  'GET /api/carcatalog/getcarcolors': {},
  'POST /api/carcatalog/dealerrequestsvariant': { fixed: { body: { CarType: 'Personvogn', Make: 'Tenancy', Year: 2020, Model: 'Prøve', Engine: '1.0', Effect: 100, Propellant: 'Benzin', Variant: 'Tenancy', Doors: 5, Gear: 'Manuel', MileagePerLiter: 20 } } },
  'GET /api/car/getcustomercardebtcheck': { fixed: { query: { RegistrationNumber: 'ZZ99999' } } },
  'GET /api/debtcheck/printdebtreport': { fixed: { query: { RegistrationNumber: 'ZZ99999' } } },
  'GET /api/user/usersbydealer': { query: { Id: 'dealer' } },
  'GET /api/user/getuserbyid': { query: { Id: 'user' } },
  'GET /api/user/getnewuser': { query: { dealerId: 'dealer' } },
  'POST /api/user/saveuser': { body: { Id: 'user', DealerId: 'dealer' }, fixed: { body: { Name: 'Tenancy Prøve', Username: 'tenancy-save@example.dk', Initials: 'TP' } } },
  'DELETE /api/user/deleteuser': { query: { id: 'user' } },
  'POST /api/user/resendactivationlink': { query: { userId: 'user' } },
  'POST /api/user/sendactivationlink': { body: { DealerId: 'dealer' }, fixed: { body: { Email: 'tenancy-invite@example.dk' } } },
  'GET /api/user/isusernameavailable': { query: { userid: 'user' }, fixed: { query: { username: 'tenancy-name@example.dk' } } },
  'GET /api/user/isinitialsavailable': { query: { userid: 'user', dealerId: 'dealer' }, fixed: { query: { initials: 'TP' } } },
  'GET /api/user/checkaccountinitials': { query: { userid: 'user' }, fixed: { query: { initials: 'TP', Key: 'tenancy-key-0123456789' } } },
  'GET /api/account/getuseractivation': { query: { userid: 'user' }, fixed: { query: { Key: 'tenancy-key-0123456789' } } },
  'POST /api/account/create': {
    body: { UserId: 'user' },
    fixed: {
      body: {
        Key: 'tenancy-key-0123456789',
        Name: 'Tenancy Prøve',
        Initials: 'TP',
        NewPassword: 'Tenancy2026',
        PasswordRepeated: 'Tenancy2026',
        TermsAndLicenseAccepted: true,
        DsaRequirementAccepted: true,
      },
    },
  },
  // A reset is asked for by e-mail (an unknown one here: asking for another tenant's user is the point of the form,
  // and changes nothing but that user's pending link); the link's user id with a made-up token sets nothing.
  'POST /api/account/requestresetpassword': { fixed: { body: { Username: 'tenancy-reset@example.dk' } } },
  'POST /api/account/resetpassword': {
    body: { UserId: 'user' },
    fixed: { body: { Token: 'tenancy-token-0123456789', NewPassword: 'Tenancy reset 2026', PasswordRepeated: 'Tenancy reset 2026' } },
  },
  // One's own account takes no ids: the session names the user. The body stops at validation, so no demo user changes.
  'GET /api/user/myaccount': {},
  'POST /api/user/updatemyaccount': { ownSession: true, fixed: { body: { Username: 'saelger@demo.dk' } } },
  'POST /api/user/acceptall': {},
  'POST /api/user/acceptterms': {},
  'POST /api/user/acceptdsarequirement': {},
  'GET /api/dealer/dealers': {},
  'GET /api/dealer/dealerrolesbyid': { query: { Id: 'dealer' } },
  'GET /api/dealer/featuretoggles': { query: { Id: 'dealer' } },
  'POST /api/dealer/savefeaturetoggle': { body: { DealerId: 'dealer' }, fixed: { body: { Name: 'PPAFeatureToggle', Enabled: false } } },
  'POST /api/dealer/savedealerroles': { body: { DealerId: 'dealer' }, fixed: { body: { SelectedRoles: ['case'] } } },
  'GET /api/subscriptionpackage/getroles': { fixed: { query: { subscriptionPackageId: '1' } } },
  'GET /api/subscriptionpackage/getsubscriptionpackagefordealer': { query: { dealerId: 'dealer' } },
  'POST /api/subscriptionpackage/saveondealer': { body: { DealerId: 'dealer' }, fixed: { body: { SubscriptionPackageId: 1 } } },
  'POST /api/dealerplate/add': { body: { DealerId: 'dealer' }, fixed: { body: { RegistrationNumber: 'TN12345' } } },
  'DELETE /api/dealerplate/delete': { query: { dealerId: 'dealer' }, fixed: { query: { id: '1' } } },
  'GET /api/bilbasen/getconsultant': { query: { dealerId: 'dealer' } },
  'POST /api/user/loginasuser': { body: { userId: 'user' }, ownSession: true },
  'GET /api/gdprretention/getgdprretention': {},
  'POST /api/gdprretention/updategdprretention': { fixed: { body: { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 } } },
  'GET /api/dealer/defaultfinancecompany': {},
  'POST /api/dealer/savedefaultfinancecompany': { fixed: { body: { FinanceCompany: 0, BrandId: null } } },
  // A stock car's pictures by the car's id (an upload without a file is refused before the car is read; the API test
  // uploads to another tenant's car), and the own-cars print by the chosen cars' ids.
  'POST /api/carpicture': { query: { carId: 'car' } },
  'DELETE /api/carpicture': { query: { carId: 'car' }, fixed: { query: { number: '1' } } },
  'POST /api/carpicture/move': { query: { carId: 'car' }, fixed: { query: { oldNumber: '1', newNumber: '2' } } },
  'GET /api/printowncars/printowncars': { query: { CarIds: 'car' } },
  // A stock car's price tag: the car by its id on every route (the print answers no PDF for a foreign car).
  'GET /api/pricetag/getpricetagmodalinfo': { query: { carId: 'car' } },
  'GET /api/pricetag/getadditionalinformationchoices': {},
  'GET /api/pricetag/getdownpayments': { query: { vehicleId: 'car' }, fixed: { query: { vehiclePrice: '200000' } } },
  'GET /api/pricetag/checkfinance': { query: { carId: 'car' } },
  'POST /api/pricetag/printpricetag': { body: { CarId: 'car' } },
  // The customer list: a department named by the search, a customer by its id; the duplicate check's own customer.
  'GET /api/customerlist/search': { query: { DealerId: 'dealer' } },
  'GET /api/customerlist/getmakes': { query: { DealerId: 'dealer' } },
  'GET /api/customerlist/excel': { query: { DealerId: 'dealer' } },
  'GET /api/customer/getcustomerlistdetails': { query: { id: 'customer' } },
  'POST /api/customer/deletemultiple': { body: { ids: 'customer[]' } },
  'POST /api/customerlist/getduplicateprivatecustomer': { body: { Id: 'customer' }, fixed: { body: { Cpr: '0101801234', Phone: '20304050' } } },
  'POST /api/customerlist/getduplicatebusinesscustomer': { body: { Id: 'customer' }, fixed: { body: { Cvr: '12345678', Phone: '86102030' } } },
  // The register look-ups take a register's number, no tenant's id: the unknown sample numbers.
  'POST /api/cprlookup/searchbycpr': { fixed: { body: { Cpr: '0101700000' } } },
  'POST /api/tdclookup/searchbyphonenumber': { fixed: { body: { PhoneNumber: '99999999' } } },
  'GET /api/businesslookup/bycvr': { fixed: { query: { cvrnumber: '99999999' } } },
  'GET /api/businesslookup/byphone': { fixed: { query: { phonenumber: '99999999' } } },
  // The API's description: the same for everyone, no ids.
  'GET /api/openapi.json': {},
  // News belong to no dealer (the supplier writes them for all); their ids name nothing of a tenant. The salesman's
  // department lacks can_edit_news, so every writing and listing route refuses him.
  'GET /api/news/latest': {},
  'GET /api/news/get': { fixed: { query: { id: '1' } } },
  'GET /api/admin/news': {},
  'GET /api/admin/news/edit/{id}': { fixed: { query: { id: '0' } } },
  'POST /api/admin/news/edit/{id}': { fixed: { query: { id: '0' }, body: { Subject: 'Tenancy', AuthorId: '1', CategoryId: '1', PublishDate: '01-12-2026', PublishTime: '09:00' } } },
  'POST /api/admin/news/delete/{id}': { fixed: { query: { id: '1' } } },
  'POST /api/admin/news/delete': { fixed: { body: { id: '1' } } },
  'POST /api/admin/news/deleteimage': { fixed: { body: { guid: '00000000-0000-4000-8000-000000000000' } } },
  'POST /api/admin/news/preview': { fixed: { body: { Subject: 'Tenancy', AuthorId: '1', CategoryId: '1', PublishDate: '01-12-2026', PublishTime: '09:00' } } },
  'POST /api/admin/news/uploadimage/{id}': { fixed: { query: { id: '0' } } },
  'GET /api/newsauthors': {},
  'POST /api/newsauthors': { fixed: { body: { Name: 'Tenancy' } } },
  'GET /api/newscategories': {},
  'POST /api/newscategories': { fixed: { body: { Name: 'Tenancy' } } },
  'GET /api/newsdates': {},
  'GET /api/vimeo': {},
};

type Ids = Record<Kind, string>;
interface Tenant {
  name: string;
  ids: Ids;
  /** Values of this tenant that no response to the actor may carry. */
  secrets: string[];
}

const random5 = (): string => String(randomInt(10_000, 99_999));

let actor: ApiClient; // saelger@demo.dk: Salesman in Aarhus (101)
let own: Ids;
const tenants: Tenant[] = [];
let documentsClient: DynamoDBDocumentClient | undefined;

/** A tenant's customer, customer car (swap car) and case, made through the API by one of its salespeople. */
const tenantData = async (client: ApiClient, label: string, customerId: string, carId: string) => {
  const marker = `Tenancy${label}${RUN}`;
  const registration = `QT${random5()}`;
  const customerCarId = await customerCarOf(client, customerId, { RegistrationNumber: registration, Comment: `${marker} kundebil`, Damages: `${marker} skade` });
  const { id: caseId, version } = await saveCase(client, {
    CustomerId: customerId,
    SwapCarId: customerCarId,
    SalesItem: { Id: carId, Title: `${marker} sag`, ModelYear: 2020 },
  });
  await getCase(client, caseId, version);
  return { marker, registration, customerCarId, caseId };
};

/**
 * A private demo customer of the department near the end of its list: the other suites count a department's
 * customers and read the cars of the first ones, so this suite adds no customer and leaves those alone.
 */
const demoCustomerOf = (dealerId: string, fromEnd: number): string =>
  demoCustomers.filter((customer) => customer.DealerId === dealerId && !customer.Customer.IsBusiness).at(-fromEnd)!.CustomerId;

beforeAll(async () => {
  await projectionsCaughtUp();
  const [aalborg, vestkyst] = await Promise.all([loggedIn('saelger.aalborg@demo.dk'), loggedIn(SECOND_CONGLOMERATE.users[0]!.Username)]);
  actor = await loggedIn('saelger@demo.dk');

  const [ownCar, aalborgCar] = await Promise.all([demoCar(actor), demoCar(aalborg)]);
  const ownCustomer = demoCustomerOf('101', 1);
  const ownData = await tenantData(actor, 'Aarhus', ownCustomer, ownCar.Id);
  own = { case: ownData.caseId, customer: ownCustomer, car: ownCar.Id, customerCar: ownData.customerCarId, dealer: '101', user: '5', appendix: '1' };

  const aalborgCustomer = demoCustomerOf('102', 1);
  const aalborgData = await tenantData(aalborg, 'Aalborg', aalborgCustomer, aalborgCar.Id);
  tenants.push({
    name: 'another department of the group (Aalborg)',
    ids: { case: aalborgData.caseId, customer: aalborgCustomer, car: aalborgCar.Id, customerCar: aalborgData.customerCarId, dealer: '102', user: '10', appendix: '2' },
    secrets: [aalborgData.marker, aalborgData.registration],
  });

  const vest = SECOND_CONGLOMERATE;
  const vestCustomer = vest.customers[0]!;
  const person = vestCustomer.Customer as unknown as Record<string, string>;
  const vestData = await tenantData(vestkyst, 'Vestkyst', vestCustomer.CustomerId, vest.cars[0]!.CarId);
  tenants.push({
    name: 'another conglomerate (Vestkyst)',
    ids: { case: vestData.caseId, customer: vestCustomer.CustomerId, car: vest.cars[0]!.CarId, customerCar: vestData.customerCarId, dealer: vest.department.DealerId, user: vest.users[0]!.UserId, appendix: '3' },
    secrets: [
      vestData.marker,
      vestData.registration,
      person.LastName!,
      person.CellPhone!,
      person.Email!,
      person.Street!,
      ...vest.cars.flatMap((car) => [car.Car.RegistrationNumber, car.Car.ChassisNumber, car.Car.Variant].filter((value): value is string => Boolean(value))),
      vest.department.Name,
      vest.department.Street,
      vest.department.Phone,
      vest.conglomerate.Name,
      ...vest.users.map((user) => user.Name),
    ],
  });
  if (isLocalCloud()) {
    documentsClient = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: `http://127.0.0.1:${TEST_CLOUD_PORTS.dynamoPort}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
  }
}, 300_000);

afterAll(() => documentsClient?.destroy());

/** Every item of a table, by its key. */
const scanAll = async (table: string, keyOf: (item: Record<string, unknown>) => string): Promise<Map<string, Record<string, unknown>>> => {
  const items = new Map<string, Record<string, unknown>>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentsClient!.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }));
    for (const item of page.Items ?? []) items.set(keyOf(item), item);
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

interface Stores {
  events: Map<string, Record<string, unknown>>;
  readModels: Map<string, Record<string, unknown>>;
}
const snapshot = async (): Promise<Stores> => {
  await projectionsCaughtUp();
  const [events, readModels] = await Promise.all([
    scanAll(physicalName(eventsTable), (item) => `${String(item.streamId)}@${String(item.version)}`),
    scanAll(physicalName(readModelsTable), (item) => `${String(item.pk)}|${String(item.sk)}`),
  ]);
  return { events, readModels };
};

const dealerOfEvent = (item: Record<string, unknown> | undefined): string | undefined => (item?.meta as { dealerId?: string } | undefined)?.dealerId;
/** A row's department: its own field, else the tenant-scoped partition it lives in (`case-list#101#...`). */
const dealerOfRow = (item: Record<string, unknown> | undefined): string | undefined =>
  ((item?.dealerId ?? item?.DealerId) as string | undefined) ?? /^[a-z-]+#(\d+)(#|$)/.exec(String(item?.pk ?? ''))?.[1];

/**
 * What differs between two snapshots and does not belong to the actor's department alone: an event appended to, or
 * changed in, a stream that holds another department's events; a read-model row of another department, or one that
 * names no department.
 */
const foreignChanges = (before: Stores, after: Stores, actorDealerId: string): string[] => {
  const changed = (a: Map<string, Record<string, unknown>>, b: Map<string, Record<string, unknown>>) =>
    [...new Set([...a.keys(), ...b.keys()])].filter((key) => JSON.stringify(a.get(key)) !== JSON.stringify(b.get(key)));
  const streamDealers = new Map<string, Set<string>>();
  for (const [key, item] of [...before.events, ...after.events]) {
    const stream = key.slice(0, key.lastIndexOf('@'));
    streamDealers.set(stream, new Set([...(streamDealers.get(stream) ?? []), String(dealerOfEvent(item))]));
  }
  const events = changed(before.events, after.events).filter((key) => {
    const dealers = streamDealers.get(key.slice(0, key.lastIndexOf('@')))!;
    return !(dealers.size === 1 && dealers.has(actorDealerId));
  });
  // A row added, changed or removed is the actor's only when every version of it that existed was the actor's. A
  // list's compact copy (`…#snapshot`) is left out: the projector rewrites a department's copy from its rows whenever
  // the copy is due, which may fall in any request's window; the rows it is made of are compared here.
  const rows = changed(before.readModels, after.readModels).filter(
    (key) =>
      !key.split('|')[0]!.endsWith('#snapshot') &&
      [before.readModels.get(key), after.readModels.get(key)].some((row) => row !== undefined && dealerOfRow(row) !== actorDealerId),
  );
  return [...events.map((key) => `event ${key}`), ...rows.map((key) => `read model ${key}`)];
};

const setPath = (target: Record<string, unknown>, path: string, value: unknown): void => {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) {
    target[head!] = value;
    return;
  }
  const inner = { ...((target[head!] as Record<string, unknown> | undefined) ?? {}) };
  setPath(inner, rest.join('.'), value);
  target[head!] = inner;
};

interface Attempt {
  route: RouteDefinition;
  tenant: Tenant;
  /** Which id parameters carry the tenant's ids (the others the actor's own). */
  foreign: string[];
  method: string;
  path: string;
  body?: unknown;
}

/** The route's path with its `{name}` segments filled from the query's parameters of those names (moved out of it). */
const pathOf = (route: RouteDefinition, query: URLSearchParams): string =>
  route.path.replace(/\{(\w+)\}/g, (_segment, name: string) => {
    const value = query.get(name) ?? '';
    query.delete(name);
    return encodeURIComponent(value);
  });

/** The requests of one route for one tenant: every id parameter foreign at once, and each one alone. */
const attemptsOf = (route: RouteDefinition, tenant: Tenant): Attempt[] => {
  const spec = ID_PARAMETERS[routeKeyOf(route)]!;
  const parameters = [...Object.keys(spec.query ?? {}).map((name) => `query:${name}`), ...Object.keys(spec.body ?? {}).map((name) => `body:${name}`)];
  const choices = parameters.length <= 1 ? [parameters] : [parameters, ...parameters.map((parameter) => [parameter])];
  return choices.map((foreign) => {
    const idOf = (place: string, name: string, kind: string): string | string[] => {
      const list = kind.endsWith('[]');
      const bare = kind.replace('[]', '') as Kind;
      const id = foreign.includes(`${place}:${name}`) ? tenant.ids[bare] : own[bare];
      return list ? [id] : id;
    };
    const query = new URLSearchParams(spec.fixed?.query ?? {});
    for (const [name, kind] of Object.entries(spec.query ?? {})) query.set(name, String(idOf('query', name, kind)));
    let body: Record<string, unknown> | undefined;
    if (spec.body || spec.fixed?.body) {
      body = structuredClone(spec.fixed?.body ?? {});
      for (const [name, kind] of Object.entries(spec.body ?? {})) setPath(body, name, idOf('body', name, kind));
    }
    const path = pathOf(route, query);
    const search = query.toString();
    return { route, tenant, foreign, method: route.method, path: `${path}${search ? `?${search}` : ''}`, ...(body ? { body } : {}) };
  });
};

/** The answer as text (JSON, HTML or bytes), and whether it is a document. */
const send = async (attempt: Attempt, client: ApiClient): Promise<{ status: number; text: string; binary: boolean }> => {
  const headers: Record<string, string> = { accept: 'application/json', cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  if (attempt.method !== 'GET' && client.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(client.cookies.get('XSRF-TOKEN')!);
  if (attempt.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${attempt.path}`, {
    method: attempt.method,
    headers,
    body: attempt.body === undefined ? undefined : JSON.stringify(attempt.body),
    redirect: 'manual',
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const binary = !/json|text|html/.test(type) && bytes.length > 0;
  return { status: response.status, text: new TextDecoder().decode(bytes), binary };
};

describe('tenancy over every route', () => {
  it('knows where every route of the table takes its ids, and lists no route the table lacks', () => {
    const keys = routes.map(routeKeyOf);
    expect(keys.filter((key) => !(key in ID_PARAMETERS)), 'routes without an entry in ID_PARAMETERS').toEqual([]);
    expect(Object.keys(ID_PARAMETERS).filter((key) => !keys.includes(key)), 'entries for routes the table does not have').toEqual([]);
  });

  it("reads nothing and changes nothing of another department or conglomerate through any route, with any of its ids", async () => {
    const before = documentsClient ? await snapshot() : undefined;
    const leaks: string[] = [];
    let tried = 0;
    for (const route of routes) {
      for (const tenant of tenants) {
        for (const attempt of attemptsOf(route, tenant)) {
          const spec = ID_PARAMETERS[routeKeyOf(route)]!;
          const client = spec.ownSession ? await loggedIn('saelger@demo.dk') : actor;
          const answer = await send(attempt, client);
          tried += 1;
          const where = `${attempt.method} ${attempt.path} ${attempt.body ? JSON.stringify(attempt.body) : ''} (${tenant.name}; foreign: ${attempt.foreign.join(', ') || 'none'}) → ${answer.status}`;
          if (answer.status >= 500) leaks.push(`${where}: server error ${answer.text.slice(0, 200)}`);
          const found = tenant.secrets.filter((secret) => answer.text.toLowerCase().includes(secret.toLowerCase()));
          if (found.length > 0) leaks.push(`${where}: shows ${found.join(', ')}`);
          if (answer.binary && answer.status < 300 && attempt.foreign.length > 0) leaks.push(`${where}: answered a document`);
        }
      }
    }
    console.info(`Tenancy: ${routes.length} routes × ${tenants.length} tenants, ${tried} requests`);
    expect(tried).toBeGreaterThan(routes.length * tenants.length);
    expect(leaks).toEqual([]);
    if (before) {
      const after = await snapshot();
      expect(after.events.size).toBeGreaterThan(0);
      expect(foreignChanges(before, after, '101')).toEqual([]);
    }
  }, 600_000);
});

describe("a case's swap car", () => {
  it("must be its own customer's car in its own department: another department's car id is refused, and nothing of it is read", async () => {
    const aalborg = tenants[0]!;
    const saved = await actor.post('/api/case/save', { Id: own.case, CustomerId: own.customer, SwapCarId: aalborg.ids.customerCar, SalesItem: { Id: own.car, Title: 'Byttebil-prøve', ModelYear: 2020 } });
    // Refused before the case is read, as any id out of the caller's scope: as an unknown car.
    expect(saved.status, JSON.stringify(saved.body)).toBe(404);
    expect(saved.body).toMatchObject({ Field: 'SwapCarId', Message: 'Kundebilen findes ikke.' });
    const details = await actor.get<{ SwapCar: { RegistrationNumber: string | null } | null }>(`/api/case/getcasedetails/?Id=${own.case}`);
    expect(details.status).toBe(200);
    expect(JSON.stringify(details.body)).not.toContain(aalborg.secrets[1]!);
    expect((await actor.get(`/api/Case/GetBids?CaseId=${own.case}&SwapCarId=${aalborg.ids.customerCar}`)).status).toBe(404);
  });

  it("refuses a car of another customer of the same department, naming the field", async () => {
    const other = demoCustomerOf('101', 2);
    const saved = await actor.post('/api/case/save', { Id: own.case, CustomerId: other, SwapCarId: own.customerCar, SalesItem: { Id: own.car, Title: 'Byttebil-prøve', ModelYear: 2020 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(400);
    expect(saved.body).toMatchObject({ Field: 'SwapCarId', Message: 'Byttebilen tilhører ikke sagens kunde.' });
  });
});

describe('a department named in a query', () => {
  it("is not found (404) when it does not exist or belongs to another conglomerate; one of the group outside the scope is refused (403)", async () => {
    const lookup = (dealerId: string) => actor.get(`/api/typeaheadcustomers/lookup?dealerId=${dealerId}`);
    expect((await lookup('999999')).status).toBe(404);
    expect((await lookup(SECOND_CONGLOMERATE.department.DealerId)).status).toBe(404);
    expect((await lookup('102')).status).toBe(403);
    expect((await lookup('101')).status).toBe(200);
  });
});

/**
 * The second half: ids found through the request schemas' own markers (`scopedId`, `withIdFields` in
 * `functions/platform/http/request-schemas.ts`), so that a field added to any route is covered the day it is added.
 * Every route's every marked id field is filled, one at a time, with another department's and another group's id of
 * its kind, in the request the table above builds for the route; the answer must be a refusal (400, 403 or 404) that
 * shows nothing of the other tenant (for a department's own setting, read only within the department, the answer an id
 * of no one gets), and no event may be appended by any of these requests. A field whose name says it
 * carries an id but has no marker fails the suite.
 */
const schemasOf = new Map<RouteDefinition, RequestSchemas | undefined>();
/** An id no tenant has. */
const UNKNOWN_ID = '987654321';

/** Routes whose query is read as an open map and checked by the handler, field by field: their ids are listed here. */
const OPEN_QUERIES: Record<string, string> = {
  'GET /api/printowncars/printowncars': 'the own-cars search in its query (CarIds, SelectedDealerIds), resolved by the stock scope',
  'GET /api/owncarlist/excel': 'the own-cars search in its query (SelectedDealerIds), resolved by the stock scope',
};

/** The other tenant's id of a kind; department-relative ids (a plate, the department's own equipment) have none. */
const foreignIdOf = (tenant: Tenant, kind: IdKind): string | undefined => {
  switch (kind) {
    case 'department':
      return tenant.ids.dealer;
    case 'plate':
    case 'equipment':
      return undefined;
    default:
      return tenant.ids[kind];
  }
};

const isOpen = (schema: unknown): boolean => {
  const type = (schema as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type;
  return type === 'record' || type === 'any';
};

/** Sets `value` at `path` of a body (`[]`: a list holding the value). */
const setAt = (target: Record<string, unknown>, fieldPath: readonly string[], value: string): void => {
  const [head, ...rest] = fieldPath;
  if (rest[0] === '[]') {
    target[head!] = rest.length === 1 ? [value] : [setIn({}, rest.slice(1), value)];
    return;
  }
  if (rest.length === 0) {
    target[head!] = value;
    return;
  }
  target[head!] = setIn({ ...((target[head!] as Record<string, unknown> | null | undefined) ?? {}) }, rest, value);
};
const setIn = (target: Record<string, unknown>, fieldPath: readonly string[], value: string): Record<string, unknown> => {
  setAt(target, fieldPath, value);
  return target;
};

/** The table's request for the route with the actor's own ids, then one marked field set to the tenant's id. */
const markedAttempt = (route: RouteDefinition, place: 'query' | 'body', field: IdFieldOf, id: string, tenant: Tenant): Attempt => {
  const spec = ID_PARAMETERS[routeKeyOf(route)]!;
  const query = new URLSearchParams(spec.fixed?.query ?? {});
  for (const [name, kind] of Object.entries(spec.query ?? {})) query.set(name, own[kind]);
  let body: Record<string, unknown> | undefined;
  if (spec.body || spec.fixed?.body || place === 'body') {
    body = structuredClone(spec.fixed?.body ?? {});
    for (const [name, kind] of Object.entries(spec.body ?? {})) {
      const bare = kind.replace('[]', '') as Kind;
      setPath(body, name, kind.endsWith('[]') ? [own[bare]] : own[bare]);
    }
  }
  if (place === 'query') {
    for (const key of [...query.keys()]) if (key.toLowerCase() === field.path[0]!.toLowerCase()) query.delete(key);
    query.set(field.path[0]!, id);
  } else {
    setAt(body!, field.path, id);
  }
  const path = pathOf(route, query);
  const search = query.toString();
  return { route, tenant, foreign: [`${place}:${fieldName(field.path)}`], method: route.method, path: `${path}${search ? `?${search}` : ''}`, ...(body ? { body } : {}) };
};

describe('every id field a route declares, found through its schema', () => {
  beforeAll(async () => {
    for (const route of routes) {
      const file = pathToFileURL(path.join(import.meta.dirname, '../../functions', `${route.handler}.ts`)).href;
      const module = (await import(/* @vite-ignore */ file)) as { handler?: { requestSchemas?: RequestSchemas } };
      schemasOf.set(route, module.handler?.requestSchemas);
    }
  });

  it('is marked with its kind, or as naming nothing of a tenant, and no route reads an open query it does not list', () => {
    const unmarked = routes.flatMap((route) => {
      const schemas = schemasOf.get(route);
      return (['query', 'body'] as const).flatMap((place) =>
        idFieldsOf(schemas?.[place])
          .filter((field) => !field.marker)
          .map((field) => `${routeKeyOf(route)} ${place}.${fieldName(field.path)}`),
      );
    });
    expect(unmarked, 'id-like fields without a marker (scopedId / withIdFields / notTenantId)').toEqual([]);
    const open = routes.filter((route) => isOpen(schemasOf.get(route)?.query) || isOpen(schemasOf.get(route)?.body)).map(routeKeyOf);
    expect(open.sort()).toEqual(Object.keys(OPEN_QUERIES).sort());
  });

  it("refuses another department's and another group's id in each of them, shows nothing of it and appends nothing", async () => {
    const before = documentsClient ? await snapshot() : undefined;
    const leaks: string[] = [];
    const statuses = new Map<number, number>();
    const fields = new Set<string>();
    const routesTried = new Set<string>();
    let tried = 0;
    let relative = 0;
    for (const route of routes) {
      const spec = ID_PARAMETERS[routeKeyOf(route)]!;
      const schemas = schemasOf.get(route);
      for (const place of ['query', 'body'] as const) {
        for (const field of idFieldsOf(schemas?.[place])) {
          const kind = field.marker?.idKind;
          if (!kind) continue;
          expect([...REFERRED_KINDS, ...OWN_AGGREGATE_KINDS]).toContain(kind);
          fields.add(`${routeKeyOf(route)} ${place}.${fieldName(field.path)}`);
          for (const tenant of tenants) {
            const id = foreignIdOf(tenant, kind);
            if (id === undefined) {
              relative += 1;
              continue;
            }
            const attempt = markedAttempt(route, place, field, id, tenant);
            const client = spec.ownSession ? await loggedIn('saelger@demo.dk') : actor;
            const answer = await send(attempt, client);
            tried += 1;
            routesTried.add(routeKeyOf(route));
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const where = `${attempt.method} ${attempt.path} ${attempt.body ? JSON.stringify(attempt.body) : ''} (${tenant.name}; ${kind} in ${place}.${fieldName(field.path)}) → ${answer.status}`;
            if (![400, 403, 404].includes(answer.status)) {
              // A department's own setting is read only within the department, and a batch answers per id: the answer
              // must be the one an id that exists nowhere gets.
              const byRoute = (OWN_AGGREGATE_KINDS as readonly string[]).includes(kind) || Boolean(field.marker && 'eachByRoute' in field.marker);
              const unknown = byRoute ? await send(markedAttempt(route, place, field, UNKNOWN_ID, tenant), client) : undefined;
              const asUnknown = unknown && unknown.status === answer.status && unknown.text.replaceAll(UNKNOWN_ID, id) === answer.text;
              if (!asUnknown) leaks.push(`${where}: not refused ${answer.text.slice(0, 200)}`);
            }
            const found = tenant.secrets.filter((secret) => answer.text.toLowerCase().includes(secret.toLowerCase()));
            if (found.length > 0) leaks.push(`${where}: shows ${found.join(', ')}`);
          }
        }
      }
    }
    console.info(
      `Tenancy by schema markers: ${routesTried.size} routes × ${fields.size} id fields × ${tenants.length} tenants = ${tried} requests ` +
        `(${relative} department-relative field tries skipped), answers ${JSON.stringify(Object.fromEntries(statuses))}, leaks ${leaks.length}`,
    );
    expect(tried).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    if (before) {
      const after = await snapshot();
      const appended = [...after.events.keys()].filter((key) => !before.events.has(key) && !key.startsWith('signins#'));
      expect(appended, 'events appended by requests naming another tenant').toEqual([]);
    }
  }, 600_000);
});
