import type { ExternalCarDetails } from '../../../../../domain/catalogue/vehicle-data.ts';
import { api } from '@/lib/api.ts';

/** GET /api/Dmr/GetExternalDetails: the car facts of a number; null when the register has no data on it. */
export const externalDetails = (number: string, carGuid?: string | null): Promise<ExternalCarDetails | null> =>
  api.get<ExternalCarDetails | null>('/api/Dmr/GetExternalDetails', { number, carGuid: carGuid ?? null });
