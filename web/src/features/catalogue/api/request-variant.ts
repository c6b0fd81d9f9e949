import type { VariantRequestInput } from '../../../../../domain/catalogue/variant-request.ts';
import { api } from '@/lib/api.ts';

/** Asks the provider for a variant the catalogue lacks; the answer's Message is 'Besked er sendt til {product}.'. */
export const requestVariant = (request: VariantRequestInput): Promise<{ Message: string; RequestId: string }> =>
  api.post<{ Message: string; RequestId: string }>('/api/CarCatalog/DealerRequestsVariant/', request);
