import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { RoleView } from '@/lib/role-labels.ts';

/** GET /api/subscriptionpackage/getroles?subscriptionPackageId: the functions a package brings. */
export const packageRolesQuery = (packageId: number) =>
  queryOptions({
    queryKey: dealerKeys.packageRoles(packageId),
    queryFn: () => api.get<RoleView[]>('/api/subscriptionpackage/getroles', { subscriptionPackageId: packageId }),
    staleTime: Infinity,
  });
