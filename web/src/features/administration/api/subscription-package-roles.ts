import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { RoleView } from './types.ts';

/** GET /api/subscriptionpackage/getroles?subscriptionPackageId: the functions a package brings. */
export const packageRolesQuery = (packageId: number) =>
  queryOptions({
    queryKey: adminKeys.packageRoles(packageId),
    queryFn: () => api.get<RoleView[]>('/api/subscriptionpackage/getroles', { subscriptionPackageId: packageId }),
    staleTime: Infinity,
  });
