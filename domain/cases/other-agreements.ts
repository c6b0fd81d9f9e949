import * as z from 'zod';
import type { OtherAgreements } from '../../events/cases.ts';
import { DATE_PICKER_RANGE } from '../format.ts';
import { choiceField, dateField, flagField, fromThisYear, numberField, textField, timeField } from './agreement-fields.ts';

/**
 * Other agreements (Andre aftaler, spec part 2 §3 "Other agreements" and §5): delivery date and time, dealer
 * warranty and right to complain (texts chosen from the dealer's lists), excess, factory guarantee, signature,
 * insurance and the preparation comment. `now` fixes the current year, so the rules can be tested on any day.
 */
export const OtherAgreementsMessages = {
  deliveryDateRequired: 'Udfyld leveringsdato, når der er angivet et leveringstidspunkt.',
} as const;

/** The preparation comment's default template: the three headings of the preparation document. */
export const PREPARATION_HEADINGS = ['Karrosseri og lak', 'Mekanik', 'Kosmetik'] as const;
export const PREPARATION_COMMENT_TEMPLATE = PREPARATION_HEADINGS.map((heading) => `${heading}:\n\n`).join('\n');

/** The preparation comment as the form starts it: the template while nothing has been written. */
export const preparationCommentOrTemplate = (comment: string | null | undefined): string =>
  comment === undefined || comment === null || comment.trim() === '' ? PREPARATION_COMMENT_TEMPLATE : comment;

export const otherAgreementsSchema = (now: Date = new Date()) =>
  z
    .object({
      GeneralComments: textField(4_000),
      DealerWarranty: choiceField(4_000),
      DealerRightToComplain: choiceField(4_000),
      EUNumberPlate: flagField,
      ConditionalOnFinancing: flagField,
      ExcessOnDealerWarranty: flagField,
      ExcessAmountOnDealerWarranty: numberField(0, 100_000_000),
      UsedCarCertificate: flagField,
      FactoryGuaranteeEndDate: dateField(DATE_PICKER_RANGE),
      DeliveryDate: dateField(fromThisYear(now)),
      DeliveryTime: timeField,
      DeliveryComments: textField(4_000),
      ShowTodaysDate: flagField,
      ShowCity: flagField,
      SignatureCity: textField(100),
      InsuranceCompany: textField(200),
      InsurancePolicyNumber: textField(100),
      SequentialNumber: textField(50),
      UseSequentialNumber: flagField,
      PreparationComment: textField(8_000),
    })
    .strict()
    .superRefine(
      (value, context) => {
        if (typeof value.DeliveryTime === 'string' && value.DeliveryDate === null) {
          context.addIssue({ code: 'custom', path: ['DeliveryDate'], message: OtherAgreementsMessages.deliveryDateRequired });
        }
      },
      // Also when another field is wrong, so that the form shows every message at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ) satisfies z.ZodType<OtherAgreements, unknown>;

/** The tab's values: the wire shape, or what the user has typed into a date, time or number field. */
export type OtherAgreementsForm = z.input<ReturnType<typeof otherAgreementsSchema>>;

/** An empty set of other agreements, as a new case starts it (the preparation comment holds its template). */
export const emptyOtherAgreements = (): OtherAgreements => ({ PreparationComment: PREPARATION_COMMENT_TEMPLATE });
