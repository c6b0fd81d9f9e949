import type { ComponentType } from 'react';

/**
 * What the own-cars screens show of other features. Features never import each other: the route composes them in
 * through these slots, and each feature's component fits its slot by shape.
 */

/** The model catalogue details dialog of the variant a stock car is (spec part 1 §2, the detail panel). */
export interface CatalogueDetailsSlotProps {
  opened: boolean;
  onClose(): void;
  /** The catalogue variant's guid: the stock car's CarSpecificationGuid. */
  carGuid: string | null;
}

export interface OwnCarsSlots {
  CatalogueDetails?: ComponentType<CatalogueDetailsSlotProps>;
}
