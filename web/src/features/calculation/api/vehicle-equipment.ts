import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** One line of the add modal's list: factory equipment of the variant (1) or the dealer's own (0). */
export interface EquipmentChoice {
  UniqueId: string;
  Id?: string;
  Category: 0 | 1;
  Description: string;
  ReferenceNumber?: string | null;
  Comment?: string | null;
  CostWithoutVat: number;
  ProfitWithoutVat: number;
  Vat?: number;
  TotalPrice: number;
  PriceEnteredWithVatAndProfit?: boolean | null;
}

export const vehicleEquipmentQuery = (dbiId: string | null, show: { dealer: boolean; factory: boolean }, enabled: boolean) =>
  queryOptions({
    queryKey: ['calculation', 'equipment', dbiId, show],
    queryFn: () =>
      api.get<{ List: EquipmentChoice[] }>('/api/VehicleExtraEquipment/All', {
        ShowDealerExtraEquipment: show.dealer,
        ShowFactoryExtraEquipment: show.factory,
        DbiId: dbiId ?? undefined,
      }),
    enabled,
  });
