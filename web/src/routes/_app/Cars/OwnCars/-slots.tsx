import type { OwnCarsSlots } from '@/features/cars/components/slots.ts';
import { ModelCatalogueDetailsModal } from '@/features/catalogue/components/model-catalogue-details-modal.tsx';

/** The own-cars list composed of its features: the model catalogue's details dialog in the detail panel. */
export const ownCarsSlots: OwnCarsSlots = {
  CatalogueDetails: ModelCatalogueDetailsModal,
};
