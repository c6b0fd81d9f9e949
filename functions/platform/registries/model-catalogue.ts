import type { CatalogueCarType, CatalogueCarTypeId, CatalogueVariant } from '../../../domain/catalogue/model-catalogue.ts';
import { sandboxModelCatalogue } from './model-catalogue-sandbox.ts';

/**
 * The model catalogue (DBI) port: makes, vehicle categories, models and variants of the Danish importers' catalogue.
 * The sandbox adapter answers from sample data in the repo; a real adapter is chosen by configuration
 * (`MODEL_CATALOGUE`). Every adapter throws `ModelCatalogueUnavailable` when the catalogue does not answer.
 */
export interface CatalogueSearch {
  make?: string;
  carType?: CatalogueCarTypeId;
  model?: string;
  /** Every word must occur in the variant's type, variant, factory code, equipment level, motor, fuel or model. */
  freetext?: string;
}

export interface ModelCatalogue {
  makes(): Promise<string[]>;
  carTypes(make: string): Promise<CatalogueCarType[]>;
  models(make: string, carType?: CatalogueCarTypeId): Promise<string[]>;
  search(search: CatalogueSearch): Promise<CatalogueVariant[]>;
  /** The variant with this CarGuid; null when the catalogue has none. */
  byGuid(guid: string): Promise<CatalogueVariant | null>;
}

/** The catalogue did not answer (time-out, outage): the spec's ErrorCode 102. */
export class ModelCatalogueUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The model catalogue did not answer.', { cause });
    this.name = 'ModelCatalogueUnavailable';
  }
}

/**
 * `MODEL_CATALOGUE`: 'sandbox' (the default) or 'sandbox-down' (a sandbox whose every call fails as an outage does).
 * No real adapter is wired yet: any other value is a configuration error at the first call.
 */
export const modelCatalogue = (setting: string = process.env.MODEL_CATALOGUE ?? 'sandbox'): ModelCatalogue => {
  switch (setting) {
    case 'sandbox':
      return sandboxModelCatalogue();
    case 'sandbox-down':
      return sandboxModelCatalogue({ down: true });
    default:
      throw new Error(`Unknown MODEL_CATALOGUE adapter: ${setting}`);
  }
};
