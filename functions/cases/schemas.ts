import * as z from 'zod';
import { CarMessages } from '../../domain/cars/messages.ts';
import { textField } from '../../domain/cases/agreement-fields.ts';
import { otherAgreementsSchema } from '../../domain/cases/other-agreements.ts';
import { rentalSchema } from '../../domain/cases/rental.ts';
import { salesItemSchema } from '../../domain/cases/sales-item.ts';
import { swapCarTransferSchema } from '../../domain/customer-cars/swap-car-transfer.ts';
import { caseData } from '../../events/cases.ts';
import type { LEAD_DOCUMENT_TYPES } from '../../events/lead-events.ts';
import { CASE_SORT_KEYS, PAGE_SIZE } from './case-search.ts';
import { caseScopeParam } from './case-scope.ts';

import { batchIds, booleanText, danishBody, idField, integerText, missing, notTenantId, querySchema, scopedId, sortParams, withIdFields } from '../platform/http/request-schemas.ts';

/** Request schemas of the case API (the shared helpers are the platform's: names in any casing, Danish messages). */
/**
 * A finance offer of one of the caller's department's cases: looked up only among them, so another department's offer
 * is not found, as an unknown one.
 */
const FINANCE_OFFER = "a finance offer, looked up only among the caller's department's cases";
/** The case's finance offer as the page sends it back: an id the case keeps, whose offer the case never reads. */
const KEPT_FINANCE_OFFER = "the case's finance offer, kept as the page sends it";

// Queries --------------------------------------------------------------------------------------------------------

export const idQuery = querySchema({ Id: scopedId('case', 'Id') });
export const caseIdQuery = querySchema({ caseId: scopedId('case', 'caseId') });
export const lowerIdQuery = querySchema({ id: scopedId('case', 'id') });

export const newCaseQuery = querySchema({
  carId: scopedId('car', 'carId').optional(),
  customerId: scopedId('customer', 'customerId').optional(),
  financeOfferId: notTenantId(idField('financeOfferId'), FINANCE_OFFER).optional(),
});

export const getCaseQuery = querySchema({
  Id: scopedId('case', 'Id'),
  MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional(),
});

export const saveStatusQuery = querySchema({
  id: scopedId('case', 'id'),
  status: z
    .string({ error: (issue) => (issue.input === undefined ? missing('status') : 'Ukendt status.') })
    .regex(/^\d+$/, 'Ukendt status.')
    .transform(Number),
});

/** `printtracking/tracklead`'s events (spec part 1 §7, part 2 §4) → the document type of the lead event. */
export const TRACKED_EVENTS = {
  TestDrivePrinted: 'TestDrive',
  PurchaseDocumentPrinted: 'PurchaseDocument',
  OfferPrinted: 'Offer',
  ContractPrinted: 'Contract',
} as const satisfies Record<string, (typeof LEAD_DOCUMENT_TYPES)[number]>;

export const trackLeadQuery = querySchema({
  caseid: scopedId('case', 'caseid'),
  event: z.enum(Object.keys(TRACKED_EVENTS) as [keyof typeof TRACKED_EVENTS], {
    error: (issue) => (issue.input === undefined ? missing('event') : `Ukendt hændelse. Gyldige: ${Object.keys(TRACKED_EVENTS).join(', ')}.`),
  }),
});

export const caseSearchQuery = querySchema({
  IsActive: booleanText('IsActive').optional(),
  CaseId: scopedId('case', 'CaseId').optional(),
  SearchType: caseScopeParam,
  FreeTextQuery: z.string().max(200, 'FreeTextQuery må højst være 200 tegn.').optional(),
  CustomerId: scopedId('customer', 'CustomerId').optional(),
  Make: z.string().max(100, 'Make må højst være 100 tegn.').optional(),
  CarFreeTextQuery: z.string().max(200, 'CarFreeTextQuery må højst være 200 tegn.').optional(),
  ...sortParams(CASE_SORT_KEYS),
  // The grid asks for 50; more is served as 50.
  count: integerText('count', 1, Number.MAX_SAFE_INTEGER).transform((count) => Math.min(count, PAGE_SIZE)).optional(),
  offset: integerText('offset', 0, Number.MAX_SAFE_INTEGER).optional(),
});

export const searchTypeQuery = querySchema({ SearchType: caseScopeParam });

// Bodies ---------------------------------------------------------------------------------------------------------

/** Fields of the case model that the client may send back with a save; they are the server's, so they are ignored. */
const READ_ONLY_FIELDS = [
  'DealerId',
  'Status',
  'StatusText',
  'CaseManagerName',
  'CustomerName',
  'Customer2Name',
  'SwapCarTitle',
  'Title',
  'IsFactoryNew',
  'CreatedDate',
  'ModifiedDate',
  'Version',
  'Delivered',
  'TransferCaseDate',
  'MissingForPrint',
  'IsLocked',
  'AllowedActions',
];


const withoutReadOnly = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => !READ_ONLY_FIELDS.includes(key)))
    : value;

const checkSalesItem = (value: { SalesItem?: unknown }, context: z.RefinementCtx): void => {
  if (value.SalesItem === null || value.SalesItem === undefined) return;
  for (const issue of salesItemSchema.safeParse(value.SalesItem).error?.issues ?? []) {
    context.addIssue({ code: 'custom', path: ['SalesItem', ...issue.path.map(String)], message: issue.message });
  }
};

/**
 * `case/save`: the case's fields (`caseData`, the rental as the API shows it), plus `Id` for an existing case. Each
 * tab's part is checked with the domain's rules (spec part 2 §5), the schemas the case page checks its tabs with, so
 * a failure names the field under its part (`OtherAgreements.DeliveryTime`) with the spec's Danish message. Built per
 * request: 'this year' is part of the date rules.
 */
export const saveCaseBody = danishBody(
  z.preprocess(
    withoutReadOnly,
    z.lazy(() => {
      const now = new Date();
      return caseData
        .extend({
          Id: idField('Id').nullable().optional(),
          // A user's id, as every other id: unbounded text could make the saved event too large to store.
          CaseManagerId: idField('CaseManagerId').nullable().optional(),
          OtherAgreements: otherAgreementsSchema(now).nullable().optional(),
          CarRental: rentalSchema(now).nullable().optional(),
        })
        .strict()
        .superRefine(checkSalesItem);
    }),
  ),
);
/** The ids a case refers to: its customers, swap car, case manager and stock car. */
withIdFields(saveCaseBody, {
  Id: 'case',
  CustomerId: 'customer',
  Customer2Id: 'customer',
  SwapCarId: 'customerCar',
  CaseManagerId: 'user',
  'SalesItem.Id': 'car',
  FinanceOfferId: { notTenantData: KEPT_FINANCE_OFFER },
  'SalesItem.ModelCatalogueId': { notTenantData: "the model catalogue's variant" },
  'SalesItem.VehicleInformation.DbiId': { notTenantData: "the car industry database's vehicle" },
  'SalesItem.UsedVehicleInformation.DmrId': { notTenantData: "the motor register's vehicle" },
  'Calculation.ExtraEquipments[].UniqueId': { notTenantData: 'a line of the calculation form, named by the page' },
});

/** `case/savepreparation`: the case and its preparation comment, checked as the Other agreements tab checks the field. */
export const savePreparationBody = danishBody(
  z.object({ CaseId: scopedId('case', 'CaseId'), PreparationComment: textField(8_000) }).strict(),
);

export const caseIdBody = danishBody(z.object({ CaseId: scopedId('case', 'CaseId') }).passthrough());

const carRef = z.object({ CarId: idField('CarId').nullable().optional() }).passthrough();
export const signedDocumentBody = danishBody(
  z
    .object({
      CaseId: idField('CaseId'),
      SalesItem: carRef.nullable().optional(),
      SwapCar: carRef.nullable().optional(),
      TransferSwapCartoOwnCars: z.boolean().nullable().optional(),
    })
    .passthrough()
    .transform((body, context) => {
      if (!body.TransferSwapCartoOwnCars) return { ...body, swapCarTransfer: null };
      // The swap car taken into stock: its fields as the signing modal checks them (spec part 2 §5), named 'SwapCar.<field>'.
      const transfer = swapCarTransferSchema().safeParse(body.SwapCar ?? {});
      if (transfer.success) return { ...body, swapCarTransfer: transfer.data };
      for (const issue of transfer.error.issues) context.addIssue({ code: 'custom', path: ['SwapCar', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }),
);
withIdFields(signedDocumentBody, { CaseId: 'case', 'SalesItem.CarId': 'car', 'SwapCar.CarId': 'customerCar' });

export const carDeliveredBody = danishBody(
  z
    .object({
      CaseId: idField('CaseId'),
      SalesItemCarId: idField('SalesItemCarId').nullable().optional(),
      SalesItemSalesPrice: z.number().min(0).max(100_000_000).nullable().optional(),
      SalesItemIsRetailPrice: z.boolean().nullable().optional(),
      SwapItemCarId: idField('SwapItemCarId').nullable().optional(),
      SwapItemIsIntern: z.boolean().nullable().optional(),
      SwapItemStatus: z.number().int().min(0).max(9).nullable().optional(),
    })
    .passthrough()
    // Selling the car saves no price ('Gem ikke salgspris': no price, and its type is then ignored) or a price with its
    // price type (spec part 1 §5 "Sell car").
    .superRefine((body, context) => {
      if (body.SalesItemSalesPrice != null && body.SalesItemIsRetailPrice == null) {
        context.addIssue({ code: 'custom', path: ['SalesItemIsRetailPrice'], message: CarMessages.priceTypeMissing });
      }
    }),
);
withIdFields(carDeliveredBody, { CaseId: 'case', SalesItemCarId: 'car', SwapItemCarId: 'customerCar' });

export const MAX_BATCH = 50;
export const deleteMultipleBody = danishBody(
  z.object({
    ids: z
      .array(batchIds('case', 'ids'), { error: (issue) => (issue.input === undefined ? missing('ids') : 'ids skal være en liste af sagsnumre.') })
      .min(1, 'Vælg mindst én sag.')
      .max(MAX_BATCH, `Der kan højst slettes ${MAX_BATCH} sager ad gangen.`),
  }),
);
