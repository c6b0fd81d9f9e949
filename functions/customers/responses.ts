import * as z from 'zod';
import { describing, messageBody } from '../platform/http/contract.ts';
import type { CustomerListItem } from './customer-list-search.ts';

/** A business customer's user (its first or second driver) as the customer page shows them. */
const businessUser = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Cpr: z.string(),
  DriversLicenseNumber: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  CoOrAtt: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  Phone: z.string(),
  CellPhone: z.string(),
  Email: z.string(),
  KmPrYear: z.number().nullable(),
  Gender: z.number(),
  SwapFrequency: z.number().nullable(),
});

/** GET /api/typeaheadcustomers/lookup */
export const typeaheadLookupResponse = z.object({
  Total: z.number(),
  List: z.array(z.object({
    Header: z.string(),
    Text: z.string(),
    Id: z.string(),
    Category: z.string(),
    IsBusiness: z.boolean(),
    DealerId: z.string(),
    DealerName: z.string(),
  })),
});

/** GET /api/customer/get */
export const getCustomerResponse = z.object({
  Email: z.string(),
  Category: z.number(),
  IsBusiness: z.boolean(),
  Cpr: z.string().optional(),
  CellPhone: z.string(),
  Gender: z.number().optional(),
  ModifiedDate: z.string(),
  DriversLicenseNumber: z.string().optional(),
  Phone: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  Comment: z.string(),
  FirstName: z.string().optional(),
  ZipCode: z.string(),
  Title: z.string(),
  CoOrAtt: z.string(),
  City: z.string(),
  AccountManagerId: z.string().nullable(),
  KmPrYear: z.number().nullable().optional(),
  SwapFrequency: z.number().nullable().optional(),
  DealerId: z.string(),
  CreatedDate: z.string(),
  Country: z.string(),
  Id: z.string(),
  LastName: z.string().optional(),
  DealerName: z.string(),
  CompanyName: z.string().optional(),
  BusinessUser2: businessUser.nullable().optional(),
  BusinessUser1: businessUser.nullable().optional(),
  DecisionMaker: z.object({
    FirstName: z.string(),
    LastName: z.string(),
    Title: z.string(),
    Gender: z.number(),
    Phone: z.string(),
    CellPhone: z.string(),
    Email: z.string(),
  }).nullable().optional().describe('Firmaets beslutningstager; null når firmaet ikke har nogen.'),
  CompanyType: z.number().optional(),
  Cvr: z.string().optional(),
});

/** GET /api/customer/InitNewCustomer/ */
export const initNewCustomerResponse = z.object({
  Id: z.string(),
  DealerId: z.string(),
  DealerName: z.string(),
  IsBusiness: z.boolean(),
  Category: z.number(),
  AccountManagerId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Cpr: z.string(),
  CompanyName: z.string(),
  CompanyType: z.number(),
  Cvr: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  CoOrAtt: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  Country: z.string(),
  Phone: z.string(),
  CellPhone: z.string(),
  Email: z.string(),
  Comment: z.string(),
  Gender: z.number(),
  DriversLicenseNumber: z.string(),
  KmPrYear: z.number().nullable(),
  SwapFrequency: z.number().nullable(),
  DecisionMaker: z.string().nullable(),
  BusinessUser1: z.string().nullable(),
  BusinessUser2: z.string().nullable(),
});

/** POST /api/customer/save, /api/customer/savebusiness: the customer's number. */
export const saveCustomerResponse = z.string().describe('Kundens nummer.');

/** DELETE /api/customer/delete */
export const deleteCustomerResponse = messageBody;

/** GET /api/zipcode/getcity */
export const getCityResponse = z.string();

/** A customer as the customer list shows it. */
const customerListItem = describing<CustomerListItem>()(z.object({
  Id: z.string(),
  DealerId: z.string(),
  Name: z.string(),
  Address: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  CellPhone: z.string(),
  Phone: z.string(),
  Email: z.string(),
  CustomerCar: z.string().nullable(),
  CustomerCars: z.number(),
  RegistrationNumbers: z.array(z.string()),
  DealerName: z.string(),
  ModifiedDate: z.string(),
  IsBusiness: z.boolean(),
  Category: z.number(),
  CategoryName: z.string(),
}));

/** GET /api/customerlist/search/ */
export const searchCustomerListResponse = z.object({
  Total: z.number(),
  Offset: z.number(),
  Count: z.number(),
  List: z.array(customerListItem),
  SearchScope: z.string(),
  OfferedScopes: z.array(z.string()),
  CanExport: z.boolean(),
});

/** GET /api/customerlist/getmakes/ */
export const customerListMakesResponse = z.array(z.object({
  Id: z.string(),
  Name: z.string(),
  Count: z.number(),
}));

/** POST /api/customer/deletemultiple/ */
export const deleteMultipleResponse = z.object({
  Deleted: z.array(z.string()),
  Failed: z.array(z.object({
    Id: z.string(),
    Message: z.string(),
  })),
  Message: z.string(),
});

/** The duplicate check: the existing customer's number and name, or '0' when there is none. */
export const duplicateCustomerResponse = z.object({
  Id: z.string(),
  Name: z.string().nullable(),
  MatchedOn: z.array(z.string()),
});

/** POST /api/cprlookup/searchbycpr */
export const searchByCprResponse = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  ZipCodeCity: z.string(),
  CellPhone: z.string(),
  Phone: z.string(),
  Cpr: z.string(),
  Gender: z.number(),
  CoOrAtt: z.string(),
  Status: z.number(),
});

/** POST /api/TdcLookup/SearchByPhonenumber */
export const searchByPhoneResponse = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  ZipCodeCity: z.string(),
  CellPhone: z.string(),
  Phone: z.string(),
  Cpr: z.string(),
  Gender: z.number(),
  CoOrAtt: z.string(),
  Status: z.number().nullable(),
});

/** GET /api/businesslookup/bycvr */
export const businessByCvrResponse = z.object({
  CompanyName: z.string(),
  CompanyType: z.number(),
  Cvr: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  ZipCodeCity: z.string(),
  CoOrAtt: z.string(),
  Phone: z.string(),
  Email: z.string(),
});

/** GET /api/businesslookup/byphone */
export const businessByPhoneResponse = z.object({
  CompanyName: z.string(),
  CompanyType: z.number(),
  Cvr: z.string(),
  Street: z.string(),
  StreetNumber: z.string(),
  ZipCodeCity: z.string(),
  CoOrAtt: z.string(),
  Phone: z.string(),
  Email: z.string(),
});
