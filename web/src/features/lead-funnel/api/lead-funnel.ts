import { queryOptions } from '@tanstack/react-query';
import type { LeadFunnel, ManagementLevel } from '../../../../../domain/analytics/lead-funnel.ts';
import { api } from '@/lib/api.ts';

export type { LeadFunnel, ManagementLevel };

/** GET /api/leadfunnelwidget/: the lead funnel of the caller's own cases (0) or of the department (1). */
export const leadFunnelQuery = (managementLevel: ManagementLevel | undefined) =>
  queryOptions({
    queryKey: ['lead-funnel', managementLevel ?? 'default'],
    queryFn: () => api.get<LeadFunnel>('/api/leadfunnelwidget/', { managementLevel }),
    // A widget that cannot load shows its fallback at once; the next visit tries again.
    retry: false,
  });
