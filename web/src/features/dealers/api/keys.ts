/** The dealer administration's query keys: a command invalidates what it changed. */
export const dealerKeys = {
  dealers: ['dealers'] as const,
  dealerRoles: (dealerId: string) => ['dealers', 'roles', dealerId] as const,
  dealerPackage: (dealerId: string) => ['dealers', 'package', dealerId] as const,
  packageRoles: (packageId: number) => ['dealers', 'package-roles', packageId] as const,
  gdprRetention: ['dealers', 'gdpr-retention'] as const,
  defaultFinanceCompany: ['dealers', 'default-finance-company'] as const,
  loanCompanies: (dealerId: string) => ['dealers', 'loan-companies', dealerId] as const,
  plates: (dealerId: string) => ['dealers', 'plates', dealerId] as const,
};
