/** The administration's query keys: a command invalidates what it changed. */
export const adminKeys = {
  all: ['administration'] as const,
  users: (dealerId: string) => ['administration', 'users', dealerId] as const,
  usersOf: (dealerId: string, freeText: string) => ['administration', 'users', dealerId, { freeText }] as const,
  user: (id: string) => ['administration', 'user', id] as const,
  newUser: (dealerId: string) => ['administration', 'new-user', dealerId] as const,
  dealers: ['administration', 'dealers'] as const,
  dealerRoles: (dealerId: string) => ['administration', 'dealer-roles', dealerId] as const,
  dealerPackage: (dealerId: string) => ['administration', 'dealer-package', dealerId] as const,
  packageRoles: (packageId: number) => ['administration', 'package-roles', packageId] as const,
  gdprRetention: ['administration', 'gdpr-retention'] as const,
  plates: (dealerId: string) => ['administration', 'plates', dealerId] as const,
  appendices: (dealerId: string) => ['administration', 'appendices', dealerId] as const,
};
