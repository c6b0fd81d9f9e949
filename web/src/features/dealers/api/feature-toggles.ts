import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export interface FeatureToggleView {
  Name: string;
  Description: string;
  Enabled: boolean;
}

const featureTogglesKey = (dealerId: string) => ['dealers', 'feature-toggles', dealerId] as const;

/** GET /api/dealer/featuretoggles?Id: every known toggle of the department (never set: off). */
export const featureTogglesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: featureTogglesKey(dealerId),
    queryFn: () => api.get<{ DealerId: string; Toggles: FeatureToggleView[] }>('/api/dealer/featuretoggles', { Id: dealerId }),
  });

/** POST /api/dealer/savefeaturetoggle: switches one toggle of one department. */
export const useSaveFeatureToggle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { DealerId: string; Name: string; Enabled: boolean }) => api.post<{ Message: string }>('/api/dealer/savefeaturetoggle', input),
    onSettled: (_reply, _error, input) => queryClient.invalidateQueries({ queryKey: featureTogglesKey(input.DealerId) }),
  });
};
