import { queryOptions } from '@tanstack/react-query';
import type {
  CarColor,
  DebtCheckResult,
  DrillDownResponse,
  DrillDownSelection,
  ExternalCarDetails,
} from '../../../../../domain/catalogue/vehicle-data.ts';
import type { VariantRequestInput } from '../../../../../domain/catalogue/variant-request.ts';
import { api, type ApiFile } from '@/lib/api.ts';

/** The vehicle-data calls (spec part 1 §7 "Car catalogue and vehicle data"). */

const ONE_HOUR = 60 * 60 * 1000;

/** The car facts of a number; null when the register has no data on it. */
export const externalDetails = (number: string, carGuid?: string | null): Promise<ExternalCarDetails | null> =>
  api.get<ExternalCarDetails | null>('/api/Dmr/GetExternalDetails', { number, carGuid: carGuid ?? null });

export const drillDownQuery = (selection: DrillDownSelection) =>
  queryOptions({
    queryKey: ['vehicle-data', 'drill-down', selection],
    queryFn: () =>
      api.get<DrillDownResponse>('/api/CarCatalog/DrillDown', {
        type: selection.Type,
        make: selection.Make,
        model: selection.Model,
        year: selection.Year,
        fuel: selection.Fuel,
      }),
    staleTime: ONE_HOUR,
    retry: false,
  });

export const drillDownByNumber = (number: string): Promise<DrillDownResponse> => api.get<DrillDownResponse>('/api/CarCatalog/DrillDown', { number });

export const carColorsQuery = queryOptions({
  queryKey: ['vehicle-data', 'colors'],
  queryFn: () => api.get<CarColor[]>('/api/CarCatalog/GetCarColors'),
  staleTime: ONE_HOUR,
  retry: false,
});

export const debtCheck = (numbers: { ChassisNumber: string; RegistrationNumber: string }): Promise<DebtCheckResult> =>
  api.get<DebtCheckResult>('/api/Car/GetCustomerCarDebtCheck', {
    ChassisNumber: numbers.ChassisNumber || null,
    RegistrationNumber: numbers.RegistrationNumber || null,
  });

export const printDebtReport = (numbers: { ChassisNumber: string; RegistrationNumber: string }): Promise<ApiFile> =>
  api.getFile('/api/DebtCheck/PrintDebtReport', {
    ChassisNumber: numbers.ChassisNumber || null,
    RegistrationNumber: numbers.RegistrationNumber || null,
    RenderPdf: true,
  });

export const printCarFacts = (number: string, carGuid?: string | null): Promise<ApiFile> =>
  api.getFile('/api/PrintCarFacts/PrintCarFacts', { number, carGuid: carGuid ?? null, RenderPdf: true });

/** Asks the provider for a variant the catalogue lacks; the answer's Message is 'Besked er sendt til {product}.'. */
export const requestVariant = (request: VariantRequestInput): Promise<{ Message: string; RequestId: string }> =>
  api.post<{ Message: string; RequestId: string }>('/api/CarCatalog/DealerRequestsVariant/', request);

/** Shows a printed PDF in a new window, as the document prints do. */
export const openPdf = (file: ApiFile): void => {
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
