import type { RoleView } from '@/lib/role-labels.ts';

/** The dealer administration's wire shapes (spec part 1 §3 Dealer roles, subscription package, retention, plates). */

/** GET /api/dealer/dealers: a department the administrator may administrate. */
export interface DealerOption {
  Id: string;
  Name: string;
}

/** GET /api/dealer/dealerrolesbyid */
export interface DealerRoles {
  DealerId: string;
  /** The department's version the functions were read at: the save's If-Match. */
  ETag?: string;
  SelectedRoles: RoleView[];
  AvailableRoles: RoleView[];
}

/** GET /api/subscriptionpackage/GetSubscriptionPackageForDealer */
export interface DealerSubscriptionPackage {
  DealerId: string;
  /** The department's version the package was read at: the save's If-Match. */
  ETag?: string;
  SubscriptionPackageId: number;
  SubscriptionPackageName: string;
  Options: { Id: number; Name: string }[];
}

/** A command's answer: the spec's message, and for the functions tab the '2 hours' notice when it applies. */
export interface MessageReply {
  Message: string;
  Notice?: string | null;
  Id?: string;
}

/** GET /api/GdprRetention/GetGdprRetention, in the spec's camel case. */
export interface GdprRetention {
  customerAndCasesRetentionDays: number;
  leadsRetentionDays: number;
}

/** Dealer plate (spec part 1 §3). */
export interface DealerPlate {
  Id: string;
  RegistrationNumber: string;
}
