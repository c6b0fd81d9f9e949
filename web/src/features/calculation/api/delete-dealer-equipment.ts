import { api } from '@/lib/api.ts';

/** POST /api/UsedVehicleExtraEquipment/Delete: the dealer's own equipment item is gone. */
export const deleteDealerEquipment = (id: string) => api.post<{ Message: string }>('/api/UsedVehicleExtraEquipment/Delete', { Id: id });
