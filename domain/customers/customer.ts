import * as z from 'zod';
import { formatCpr } from '../format.ts';
import type {
  BusinessPersonalData,
  CustomerClear,
  CustomerPersonalData,
  PrivatePersonalData,
} from '../../events/customers.ts';
import {
  addressFields,
  contactFields,
  cprField,
  cvrField,
  FieldMessages,
  genderField,
  optionalText,
  requiredText,
  requireDanishPhones,
  requirePhoneOrCellPhone,
  wholeNumberField,
} from './fields.ts';

/**
 * The customer (spec part 1 §3 "Customer (shared)", private and business) and its validation (§5), one schema for the
 * server and the customer form. The wire shape uses the spec's field names; `IsBusiness` tells the two kinds apart.
 */
export const CUSTOMER_CATEGORIES = { 0: 'Emne', 1: 'Kunde' } as const;
export type CustomerCategory = keyof typeof CUSTOMER_CATEGORIES;
export const categoryLabel = (category: number): string => CUSTOMER_CATEGORIES[category as CustomerCategory] ?? '';

/** Company types (spec part 1 §3; part 2 adds 0 unknown). */
export const COMPANY_TYPES = { 0: 'Ukendt', 1: 'A/S', 2: 'ApS', 3: 'Enkeltmandsvirksomhed', 4: 'I/S' } as const;

export const CustomerFieldMessages = {
  firstName: 'Fornavn skal udfyldes.',
  lastName: 'Efternavn skal udfyldes.',
  companyName: 'Firmanavn skal udfyldes.',
  driversLicenseTooLong: 'Kørekortnummer må højst være 20 tegn.',
  kmPrYearTooHigh: 'Km pr. år må højst være 100.000.000.',
  category: 'Vælg emne eller kunde.',
  companyType: 'Vælg en virksomhedsform.',
} as const;

const category = z
  .union([z.literal(0), z.literal(1)], { error: CustomerFieldMessages.category })
  .nullish()
  .transform((value) => value ?? 0);
const accountManagerId = z
  .string({ error: 'Vælg en kundeansvarlig.' })
  .trim()
  .max(50)
  .nullish()
  .transform((value) => value || null);
const kmPrYear = wholeNumberField(100_000_000, CustomerFieldMessages.kmPrYearTooHigh);
/** How often the customer swaps car: a whole number (spec part 1 §5: "numeric"), with no bound of its own. */
const swapFrequency = wholeNumberField(Number.MAX_SAFE_INTEGER, FieldMessages.integer);
const driversLicenseNumber = optionalText(20, CustomerFieldMessages.driversLicenseTooLong);

/** Fields every customer has besides its own kind's. */
const sharedFields = {
  ...addressFields,
  Country: optionalText(100),
  ...contactFields,
  Category: category,
  Comment: optionalText(4_000),
  AccountManagerId: accountManagerId,
};

const name = (message: string) => requiredText(100, message);

export const decisionMakerSchema = z.object({
  FirstName: optionalText(100),
  LastName: optionalText(100),
  Title: optionalText(100),
  Gender: genderField,
  ...contactFields,
});

export const businessUserSchema = z.object({
  FirstName: optionalText(100),
  LastName: optionalText(100),
  Cpr: cprField,
  DriversLicenseNumber: driversLicenseNumber,
  ...addressFields,
  ...contactFields,
  KmPrYear: kmPrYear,
  Gender: genderField,
  SwapFrequency: swapFrequency,
});

export const privateCustomerSchema = z
  .object({
    IsBusiness: z.literal(false),
    FirstName: name(CustomerFieldMessages.firstName),
    LastName: name(CustomerFieldMessages.lastName),
    Cpr: cprField,
    ...sharedFields,
    Gender: genderField,
    KmPrYear: kmPrYear,
    SwapFrequency: swapFrequency,
    DriversLicenseNumber: driversLicenseNumber,
  })
  .superRefine(requirePhoneOrCellPhone)
  .superRefine((customer, context) =>
    requireDanishPhones(customer.Country, [[['Phone'], customer.Phone], [['CellPhone'], customer.CellPhone]], context),
  );

export const businessCustomerSchema = z
  .object({
    IsBusiness: z.literal(true),
    CompanyName: requiredText(200, CustomerFieldMessages.companyName),
    CompanyType: z
      .number({ error: CustomerFieldMessages.companyType })
      .int(CustomerFieldMessages.companyType)
      .min(0, CustomerFieldMessages.companyType)
      .max(4, CustomerFieldMessages.companyType)
      .nullish()
      .transform((value) => value ?? 0),
    Cvr: cvrField,
    ...sharedFields,
    DecisionMaker: decisionMakerSchema.nullish().transform((value) => value ?? null),
    BusinessUser1: businessUserSchema.nullish().transform((value) => value ?? null),
    BusinessUser2: businessUserSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine(requirePhoneOrCellPhone)
  // The contact persons have no country of their own: they are reached where the company is.
  .superRefine((customer, context) =>
    requireDanishPhones(
      customer.Country,
      (['', 'DecisionMaker', 'BusinessUser1', 'BusinessUser2'] as const).flatMap((owner) => {
        const person = owner === '' ? customer : customer[owner];
        const at = (field: 'Phone' | 'CellPhone') => (owner === '' ? [field] : [owner, field]);
        return person ? ([[at('Phone'), person.Phone], [at('CellPhone'), person.CellPhone]] as const) : [];
      }),
      context,
    ),
  );

export const customerSchema = z.discriminatedUnion('IsBusiness', [privateCustomerSchema, businessCustomerSchema], {
  error: 'Vælg privat eller erhverv.',
});

export type PrivateCustomer = z.output<typeof privateCustomerSchema>;
export type BusinessCustomer = z.output<typeof businessCustomerSchema>;
export type Customer = z.output<typeof customerSchema>;
export type CustomerInput = z.input<typeof customerSchema>;

/** The name staff read: full name, or the company name (the case title and the lists use it). */
export const customerTitle = (customer: Customer): string =>
  customer.IsBusiness ? customer.CompanyName : [customer.FirstName, customer.LastName].filter(Boolean).join(' ');

/** The customer with every CPR number (its own, its business users') replaced by what `cpr` makes of it. */
export const mapCprs = (customer: Customer, cpr: (value: string) => string): Customer => {
  if (!customer.IsBusiness) return { ...customer, Cpr: cpr(customer.Cpr) };
  const user = (value: BusinessCustomer['BusinessUser1']) => (value ? { ...value, Cpr: cpr(value.Cpr) } : null);
  return { ...customer, BusinessUser1: user(customer.BusinessUser1), BusinessUser2: user(customer.BusinessUser2) };
};

/** The customer as a user sees it: CPR numbers in full with the CPR look-up role, else masked (spec part 1 §9). */
export const withCprsShown = (customer: Customer, options: { masked: boolean }): Customer =>
  mapCprs(customer, (cpr) => formatCpr(cpr, options));

/** The same customer? (a save that changes nothing appends nothing) */
export const sameCustomer = (a: Customer, b: Customer): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
    : value;

/**
 * Splits a valid customer into what may be stored in clear and what is personal data (stored only encrypted, with the
 * customer's own key). `joinCustomer` puts them back together.
 */
export const splitCustomer = (customer: Customer): { clear: CustomerClear; personal: CustomerPersonalData } => {
  const clear: CustomerClear = {
    IsBusiness: customer.IsBusiness,
    Category: customer.Category,
    CompanyType: customer.IsBusiness ? customer.CompanyType : null,
    AccountManagerId: customer.AccountManagerId,
    ZipCode: customer.ZipCode,
    Country: customer.Country,
    KmPrYear: customer.IsBusiness ? null : customer.KmPrYear,
    SwapFrequency: customer.IsBusiness ? null : customer.SwapFrequency,
  };
  const shared = {
    Street: customer.Street,
    StreetNumber: customer.StreetNumber,
    CoOrAtt: customer.CoOrAtt,
    City: customer.City,
    Phone: customer.Phone,
    CellPhone: customer.CellPhone,
    Email: customer.Email,
    Comment: customer.Comment,
  };
  if (customer.IsBusiness) {
    const personal: BusinessPersonalData = {
      CompanyName: customer.CompanyName,
      Cvr: customer.Cvr,
      ...shared,
      DecisionMaker: customer.DecisionMaker,
      BusinessUser1: customer.BusinessUser1,
      BusinessUser2: customer.BusinessUser2,
    };
    return { clear, personal };
  }
  const personal: PrivatePersonalData = {
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    Cpr: customer.Cpr,
    ...shared,
    Gender: customer.Gender,
    DriversLicenseNumber: customer.DriversLicenseNumber,
  };
  return { clear, personal };
};

export const joinCustomer = (clear: CustomerClear, personal: CustomerPersonalData): Customer => {
  const shared = {
    Street: personal.Street,
    StreetNumber: personal.StreetNumber,
    CoOrAtt: personal.CoOrAtt,
    ZipCode: clear.ZipCode,
    City: personal.City,
    Country: clear.Country,
    Phone: personal.Phone,
    CellPhone: personal.CellPhone,
    Email: personal.Email,
    Category: clear.Category,
    Comment: personal.Comment,
    AccountManagerId: clear.AccountManagerId,
  };
  if (clear.IsBusiness) {
    const business = personal as BusinessPersonalData;
    return {
      IsBusiness: true,
      CompanyName: business.CompanyName,
      CompanyType: clear.CompanyType ?? 0,
      Cvr: business.Cvr,
      ...shared,
      DecisionMaker: business.DecisionMaker,
      BusinessUser1: business.BusinessUser1,
      BusinessUser2: business.BusinessUser2,
    };
  }
  const person = personal as PrivatePersonalData;
  return {
    IsBusiness: false,
    FirstName: person.FirstName,
    LastName: person.LastName,
    Cpr: person.Cpr,
    ...shared,
    Gender: person.Gender,
    KmPrYear: clear.KmPrYear,
    SwapFrequency: clear.SwapFrequency,
    DriversLicenseNumber: person.DriversLicenseNumber,
  };
};
