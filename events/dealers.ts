import * as z from 'zod';

/**
 * Events of the dealer directory: conglomerates and their dealers (departments), with each dealer's package, functions
 * and lists. Enumerations are repeated here as plain string lists because `events/` may import zod only;
 * `domain/roles.ts` holds their meaning.
 */
export const roleFlag = z.string().regex(/^[a-z0-9_]+$/);
const subscriptionPackage = z.enum(['start', 'basis', 'pro']);
/** A text a salesperson picks from the dealer's list for a case (warranty, right to complain). */
const dealerCaseText = z.object({ Id: z.string().regex(/^\d+$/), Text: z.string().trim().min(1).max(4_000) }).strict();
/** One of the dealer's own plates (trade plates), put on a car for a test drive. */
const dealerPlate = z.object({ Id: z.string().regex(/^\d+$/), RegistrationNumber: z.string().trim().min(1).max(12) }).strict();

export const dealerEvents = {
  ConglomerateCreated: z.object({ ConglomerateId: z.string(), Name: z.string().min(1) }),
  DealerCreated: z.object({
    DealerId: z.string(),
    ConglomerateId: z.string(),
    Name: z.string().min(1),
    Street: z.string(),
    ZipCode: z.string(),
    City: z.string(),
    Phone: z.string(),
    Email: z.string(),
    SubscriptionPackageName: subscriptionPackage,
    SelectedRoles: z.array(roleFlag),
  }),
  DealerRolesChanged: z.object({ SelectedRoles: z.array(roleFlag) }),
  DealerSubscriptionPackageChanged: z.object({ SubscriptionPackageName: subscriptionPackage, SelectedRoles: z.array(roleFlag) }),
  /** The dealer's lists of warranty and right-to-complain texts for the case's other agreements (replaces both lists). */
  DealerCaseTextsSet: z.object({ Warranties: z.array(dealerCaseText).max(100), RightToComplain: z.array(dealerCaseText).max(100) }),
  /** How long the dealer keeps customers and cases (-1: indefinitely) and leads, in days (data retention page). */
  DealerGdprRetentionSet: z.object({ CustomerAndCasesRetentionDays: z.number().int().min(-1), LeadsRetentionDays: z.number().int().min(1) }),
  /** The dealer's own plates, the choices of a test drive's plate (replaces the list). */
  DealerPlatesSet: z.object({ Plates: z.array(dealerPlate).max(100) }),
  /** A feature toggle switched on or off for the dealer by the supplier's administrators (never set: off). */
  DealerFeatureToggleSet: z.object({ Name: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/), Enabled: z.boolean() }),
  /** The department's default finance company and brand (company 0 without a brand: none chosen). */
  DealerDefaultFinanceCompanySet: z.object({ FinanceCompany: z.number().int().min(0), BrandId: z.number().int().nullable() }),
} as const;
