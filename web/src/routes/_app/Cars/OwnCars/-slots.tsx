import type { OwnCarsSlots } from '@/features/cars/components/slots.ts';
import { CarFactsModal } from '@/features/catalogue/components/car-facts-modal.tsx';
import { ModelCatalogueDetailsModal } from '@/features/catalogue/components/model-catalogue-details-modal.tsx';
import { PriceEstimateModal } from '@/features/market/components/price-estimate-modal.tsx';
import { PriceTagModal } from '@/features/price-tags/components/price-tag-modal.tsx';

/** The own-cars list composed of its features: the model catalogue's details, the car facts, the price-tag and the price estimate dialogs in the detail panel. */
export const ownCarsSlots: OwnCarsSlots = {
  CatalogueDetails: ModelCatalogueDetailsModal,
  CarFacts: CarFactsModal,
  PriceTag: PriceTagModal,
  PriceEstimate: PriceEstimateModal,
};
