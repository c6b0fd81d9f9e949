import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DbiVehicle, UpholsteryColor, UpholsteryType } from '../../../../../domain/calculation/dbi-vehicle.ts';
import type { DealerEquipmentInput } from '../../../../../domain/calculation/extra-equipment.ts';
import type { FeeRequest, FeeResponse } from '../../../../../domain/calculation/fee-request.ts';
import type { TaxRequest, TaxResponse } from '../../../../../domain/calculation/periodic-taxes.ts';
import { api } from '@/lib/api.ts';

/** The calculation tab's calls (spec part 2 §7 "Calculation", "Extra equipment"; `GET /api/case/getusedvehicle`). */

export const calculationKeys = {
  dealerEquipment: ['calculation', 'dealer-equipment'] as const,
};

export const dbiVehicleQuery = (dbiId: string | null) =>
  queryOptions({
    queryKey: ['calculation', 'dbi-vehicle', dbiId],
    queryFn: () => api.get<DbiVehicle>('/api/dbi/getdbivehicle', { DbiId: dbiId }),
    enabled: dbiId !== null,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

/** A stock car's used-vehicle information and cash price, read through the cars context on the server. */
export interface UsedVehicle {
  CarId: string;
  Title: string;
  ModelYear: number | null;
  IsFactoryNew: boolean;
  UsedVehicleInformation: { RegistrationDate: string | null; Mileage: number | null; IsImportedCar: boolean };
  CashPrice: number | null;
  VehicleInformation?: { KmPerLiter: number | null };
}

export const usedVehicleQuery = (carId: string | null) =>
  queryOptions({
    queryKey: ['calculation', 'used-vehicle', carId],
    queryFn: () => api.get<UsedVehicle>('/api/case/getusedvehicle', { CarId: carId }),
    enabled: carId !== null,
    retry: false,
  });

/**
 * The fee of a request. Keyed by the request itself: a newer input asks anew and an older answer can never be shown
 * for it; while the new answer is on its way the previous one stays (marked as placeholder data, the figures spin).
 */
export const registrationFeeQuery = (request: FeeRequest | null) =>
  queryOptions({
    queryKey: ['calculation', 'fee', request],
    queryFn: () => api.post<FeeResponse>('/api/vehicleregistrationfee/calculate', request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The original new price of the case's car (used-car fee, § 10's N), asked for old cases only (spec part 2 §4). */
export const originalPriceQuery = (caseId: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['calculation', 'original-price', caseId],
    queryFn: () => api.get<{ CaseId: string; OriginalPrice: number | null }>('/api/case/getoriginalprice/', { caseId }),
    enabled: enabled && caseId !== null,
    retry: false,
  });

/** The car's yearly taxes; a failure is ignored (spec part 2 §7: errors silently ignored). */
export const periodicTaxesQuery = (request: TaxRequest | null) =>
  queryOptions({
    queryKey: ['calculation', 'taxes', request],
    queryFn: () => api.post<TaxResponse>('/api/VehicleTax/GetTaxes', request),
    enabled: request !== null,
    retry: false,
    staleTime: 60 * 60 * 1000,
  });

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

/** POST /api/UsedVehicleExtraEquipment/Save: the dealer's own equipment, kept per dealer; answers it with its Id. */
export const saveDealerEquipment = (item: DealerEquipmentInput) => api.post<EquipmentChoice & { Message: string }>('/api/UsedVehicleExtraEquipment/Save', item);

export const deleteDealerEquipment = (id: string) => api.post<{ Message: string }>('/api/UsedVehicleExtraEquipment/Delete', { Id: id });

/** The catalogue's upholstery types and colours (`GET /api/CarCatalog/GetUpholstery`, `/GetUpholsteryColors`). */
export const upholsteryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['calculation', 'upholstery'],
    queryFn: async () => {
      const [types, colors] = await Promise.all([api.get<UpholsteryType[]>('/api/CarCatalog/GetUpholstery'), api.get<UpholsteryColor[]>('/api/CarCatalog/GetUpholsteryColors')]);
      return { types, colors };
    },
    enabled,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

