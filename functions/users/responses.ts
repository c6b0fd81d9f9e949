import * as z from 'zod';
import { messageBody } from '../platform/http/contract.ts';

/** Who the caller is (the SPA's shell and its role checks): login, log in as another user, settings. */
export const currentUserResponse = z.object({
  UserId: z.string(),
  Name: z.string(),
  Username: z.string(),
  Initials: z.string(),
  SimpleRole: z.string().nullable(),
  IsAdmin: z.boolean(),
  IsConsultant: z.boolean(),
  ConglomerateId: z.string(),
  DealerId: z.string(),
  DealerName: z.string(),
  SubscriptionPackageName: z.string(),
  RoleFlags: z.array(z.string()),
  AllowedActions: z.array(z.string()),
  /** The routes the caller may call ('GET /api/case/get'), by the policy the server enforces: what the SPA offers. */
  AllowedRoutes: z.array(z.string()),
  SessionExpiresAt: z.string(),
  ImpersonatedBy: z.object({ UserId: z.string(), Name: z.string() }).nullable(),
  TermsAndLicenseAccepted: z.boolean(),
  DsaRequirementAccepted: z.boolean(),
});

/** POST /api/account/logout: `true`; for an administrator logged in as another user, who they are again. */
export const logoutResponse = z.union([z.literal(true), currentUserResponse]);

/** A yes or no: a name is free, terms are accepted, a session exists. */
export const answerResponse = z.boolean();

/** GET /api/user/UsersByDealer */
export const usersByDealerResponse = z.object({
  Total: z.number(),
  Offset: z.number(),
  Count: z.number(),
  List: z.array(z.object({
    Id: z.string(),
    DealerId: z.string(),
    Name: z.string(),
    Email: z.string(),
    Initials: z.string(),
    RoleName: z.string(),
    LastLogin: z.string().nullable(),
    IsActivated: z.boolean(),
    ActivationExpired: z.boolean(),
    IsConsultant: z.boolean(),
    CanAdministrate: z.boolean(),
  })),
});

/** GET /api/user/GetUserById */
export const getUserByIdResponse = z.object({
  Id: z.string(),
  DealerId: z.string(),
  Name: z.string(),
  Username: z.string(),
  Initials: z.string(),
  Address: z.string(),
  ZipCode: z.string(),
  CellPhone: z.string(),
  Title: z.string(),
  SimpleRole: z.string().nullable(),
  SimpleRoleName: z.string().nullable(),
  SettingsAcceptsAdsEmails: z.boolean(),
  SettingsAcceptsFeatureEmails: z.boolean(),
  SettingsAcceptsMarketingEmails: z.boolean(),
  SettingsAcceptsBilbasenStatisticsEmails: z.boolean(),
  SettingsAcceptsExpiringAdsEmail: z.boolean(),
  TermsAndLicenseAccepted: z.boolean(),
  DsaRequirementAccepted: z.boolean(),
  IsActivated: z.boolean(),
  ActivationExpired: z.boolean(),
  IsAdmin: z.boolean(),
  IsConsultant: z.boolean(),
  SelectedRoles: z.array(z.object({
    Id: z.number(),
    Name: z.string(),
    IsPartOfSubscriptionPackage: z.boolean(),
  })),
  AvailableRoles: z.array(z.object({
    Id: z.number(),
    Name: z.string(),
    IsPartOfSubscriptionPackage: z.boolean(),
  })),
  AvailableSimpleRoles: z.array(z.string()),
  CanAdministrate: z.boolean(),
  /** The user's department's PPAFeatureToggle (never set: off), which the user page reads. */
  PPAFeatureToggle: z.boolean(),
});

/** GET /api/user/GetNewUser */
export const getNewUserResponse = z.object({
  DealerId: z.string(),
  DealerName: z.string(),
  SimpleRole: z.string().nullable(),
  AvailableRoles: z.array(z.object({
    Id: z.number(),
    Name: z.string(),
    IsPartOfSubscriptionPackage: z.boolean(),
  })),
  SelectedRoles: z.array(z.object({
    Id: z.number(),
    Name: z.string(),
    IsPartOfSubscriptionPackage: z.boolean(),
  })),
  AvailableSimpleRoles: z.array(z.string()),
});

/** POST /api/user/SaveUser */
export const saveUserResponse = z.object({
  Message: z.string(),
  Id: z.string(),
  Version: z.number(),
});

/** DELETE /api/user/DeleteUser */
export const deleteUserResponse = z.object({
  Message: z.string(),
  DealerId: z.string(),
});

/** POST /api/user/ResendActivationLink */
export const resendActivationLinkResponse = messageBody;

/** POST /api/user/sendactivationlink */
export const sendActivationLinkResponse = z.object({
  Message: z.string(),
  Id: z.string(),
});

/** GET /api/account/GetUserActivation */
export const getUserActivationResponse = z.object({
  UserId: z.string(),
  DealerId: z.string(),
  DealerName: z.string(),
  Username: z.string(),
  SimpleRole: z.string(),
  Key: z.string(),
});

/** POST /api/account/create */
export const createAccountResponse = z.object({
  Message: z.string(),
  Username: z.string(),
});

/** GET /api/user/myaccount: the account page's fields and e-mail preferences. */
export const myAccountResponse = z.object({
  Username: z.string(),
  Name: z.string(),
  Initials: z.string(),
  Address: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  CellPhone: z.string(),
  Title: z.string(),
  SettingsAcceptsAdsEmails: z.boolean(),
  SettingsAcceptsFeatureEmails: z.boolean(),
  SettingsAcceptsMarketingEmails: z.boolean(),
  SettingsAcceptsBilbasenStatisticsEmails: z.boolean(),
  SettingsAcceptsExpiringAdsEmail: z.boolean(),
  /** The user's department's PPAFeatureToggle (never set: off), which the account page reads. */
  PPAFeatureToggle: z.boolean(),
});

/** POST /api/user/updatemyaccount: the saved page, and who the caller now is (the renewed session). */
export const updateMyAccountResponse = z.object({ Message: z.string(), Account: myAccountResponse, User: currentUserResponse });

/** The password-reset calls: a Danish message only (the same whether the e-mail is known or not). */
export const messageResponse = messageBody;
