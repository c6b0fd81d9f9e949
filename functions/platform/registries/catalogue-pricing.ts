import type { DbiVehicle, UpholsteryColor, UpholsteryType } from '../../../domain/calculation/dbi-vehicle.ts';
import { sandboxCataloguePricing } from './catalogue-pricing-sandbox.ts';

/**
 * The model catalogue's pricing data (DBI): a variant's minimum profit and minimum taxation value, tax-deductible
 * settings, factory equipment, the make's access level and the upholstery choices. A port beside the model
 * catalogue's; the sandbox answers from the sample catalogue. Every adapter throws `ModelCatalogueUnavailable` (the
 * catalogue's outage) when the catalogue does not answer.
 */
export interface CataloguePricing {
  /** The variant with this DbiId (its catalogue guid); null when the catalogue has none. */
  vehicle(dbiId: string): Promise<DbiVehicle | null>;
  /** The make's access level (0 to 3), null when the catalogue gives none; undefined for an unknown make. */
  accessLevel(make: string): Promise<number | null | undefined>;
  upholstery(): Promise<UpholsteryType[]>;
  upholsteryColors(): Promise<UpholsteryColor[]>;
}

/** `MODEL_CATALOGUE` chooses this port's adapter as it does the catalogue's ('sandbox', 'sandbox-down'). */
export const cataloguePricing = (setting: string = process.env.MODEL_CATALOGUE ?? 'sandbox'): CataloguePricing => {
  switch (setting) {
    case 'sandbox':
      return sandboxCataloguePricing();
    case 'sandbox-down':
      return sandboxCataloguePricing({ down: true });
    default:
      throw new Error(`Unknown MODEL_CATALOGUE adapter: ${setting}`);
  }
};
