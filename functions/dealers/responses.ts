import * as z from 'zod';
import { messageBody } from '../platform/http/contract.ts';

/** GET /api/dealer/getdealerwarranties/ */
export const getDealerWarrantiesResponse = z.object({
  List: z.array(z.object({
    Id: z.string(),
    Text: z.string(),
  })),
});

/** GET /api/dealer/getdealerrighttocomplain/ */
export const getDealerRightToComplainResponse = z.object({
  List: z.array(z.object({
    Id: z.string(),
    Text: z.string(),
  })),
});

/** GET /api/dealer/getdealercity/ */
export const getDealerCityResponse = z.object({
  City: z.string(),
});

/** GET /api/dealerplate/dealerplatesbydealerid */
export const dealerPlatesByDealerIdResponse = z.array(z.object({
  Id: z.string(),
  RegistrationNumber: z.string(),
}));

/** GET /api/dealer/dealers */
export const dealersResponse = z.array(z.object({
  Id: z.string(),
  Name: z.string(),
}));

/** GET /api/dealer/dealerrolesbyid */
export const dealerRolesByIdResponse = z.object({
  DealerId: z.string(),
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
});

/** POST /api/dealer/savedealerroles */
export const saveDealerRolesResponse = z.object({
  Message: z.string(),
  Notice: z.string().nullable(),
});

/** GET /api/subscriptionpackage/getroles */
export const subscriptionPackageRolesResponse = z.array(z.object({
  Id: z.number(),
  Name: z.string(),
  IsPartOfSubscriptionPackage: z.boolean(),
}));

/** GET /api/subscriptionpackage/GetSubscriptionPackageForDealer */
export const subscriptionPackageForDealerResponse = z.object({
  DealerId: z.string(),
  SubscriptionPackageId: z.number(),
  SubscriptionPackageName: z.string(),
  Options: z.array(z.object({
    Id: z.number(),
    Name: z.string(),
  })),
});

/** POST /api/subscriptionpackage/saveondealer */
export const savePackageOnDealerResponse = messageBody;

/** POST /api/dealerplate/add */
export const addDealerPlateResponse = messageBody;

/** DELETE /api/dealerplate/delete */
export const deleteDealerPlateResponse = messageBody;

/** GET /api/Bilbasen/GetConsultant */
export const getConsultantResponse = z.object({
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
}).nullable();

/** GET /api/GdprRetention/GetGdprRetention */
export const getGdprRetentionResponse = z.object({
  customerAndCasesRetentionDays: z.number(),
  leadsRetentionDays: z.number(),
});

/** POST /api/GdprRetention/UpdateGdprRetention */
export const updateGdprRetentionResponse = messageBody;

/** GET /api/dealer/featuretoggles: every known toggle of the department (a toggle never set is off). */
export const featureTogglesResponse = z.object({
  DealerId: z.string(),
  Toggles: z.array(z.object({ Name: z.string(), Description: z.string(), Enabled: z.boolean() })),
});

/** POST /api/dealer/savefeaturetoggle */
export const saveFeatureToggleResponse = z.object({ Message: z.string() });

/** GET /api/dealer/defaultfinancecompany */
export const defaultFinanceCompanyResponse = z.object({
  FinanceCompany: z.number().describe('Finansieringsselskabets nummer; 0 når afdelingen ikke har valgt et.'),
  BrandId: z.number().nullable(),
  BrandName: z.string().nullable(),
  Brands: z.array(z.object({ FinanceCompany: z.number(), BrandId: z.number(), BrandName: z.string() })),
});

/** POST /api/dealer/savedefaultfinancecompany */
export const saveDefaultFinanceCompanyResponse = messageBody;
