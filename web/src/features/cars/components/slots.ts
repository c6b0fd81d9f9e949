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

/** The car facts dialog (the motor register's record of the car, spec part 1 §2, the detail panel). */
export interface CarFactsSlotProps {
  opened: boolean;
  onClose(): void;
  /** The chassis or registration number looked up at once. */
  number?: string;
  carGuid?: string | null;
}

/** The price-tag modal of a stock car (spec part 1 §2, the detail panel). */
export interface PriceTagSlotProps {
  opened: boolean;
  onClose(): void;
  carId: string;
}

/** The price estimate of a stock car against the market (spec part 1 §2, the detail panel). */
export interface PriceEstimateSlotProps {
  opened: boolean;
  onClose(): void;
  carId: string;
}

export interface OwnCarsSlots {
  CatalogueDetails?: ComponentType<CatalogueDetailsSlotProps>;
  CarFacts?: ComponentType<CarFactsSlotProps>;
  PriceTag?: ComponentType<PriceTagSlotProps>;
  PriceEstimate?: ComponentType<PriceEstimateSlotProps>;
}
