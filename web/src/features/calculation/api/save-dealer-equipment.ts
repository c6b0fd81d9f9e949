import type { DealerEquipmentInput } from '../../../../../domain/calculation/extra-equipment.ts';
import { api } from '@/lib/api.ts';
import type { EquipmentChoice } from './vehicle-equipment.ts';

/** POST /api/UsedVehicleExtraEquipment/Save: the dealer's own equipment, kept per dealer; answers it with its Id. */
export const saveDealerEquipment = (item: DealerEquipmentInput) => api.post<EquipmentChoice & { Message: string }>('/api/UsedVehicleExtraEquipment/Save', item);
