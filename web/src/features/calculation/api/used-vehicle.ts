import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

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
