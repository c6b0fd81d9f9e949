import * as z from 'zod';
import { notTenantId } from '../platform/http/request-schemas.ts';
import { CatalogueMessages } from '../../domain/catalogue/model-catalogue.ts';
import { CarFactsMessages, normaliseVehicleNumber, SPECIFICATION_TYPES } from '../../domain/catalogue/vehicle-data.ts';
import { ModelCatalogueUnavailable } from '../platform/registries/model-catalogue.ts';
import { RegistryUnavailable } from '../platform/registries/registry-guard.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';
import { logger } from '../platform/logger.ts';

/**
 * What the vehicle-data routes share: their query parameters and the answer when a registry does not answer in time
 * (503 with the text the screen shows, within the registries' time limit: never a hung request).
 */

/** A registration or chassis number: letters and digits, spaces and dashes ignored, at most 17 of them. */
export const vehicleNumber = (field: string, missingMessage: string) =>
  z
    .string({ error: missingMessage })
    .transform(normaliseVehicleNumber)
    .pipe(
      z
        .string()
        .min(1, missingMessage)
        .max(17, `${field} må højst være 17 tegn.`)
        .regex(/^[A-Z0-9ÆØÅ]+$/, `${field} må kun indeholde bogstaver og tal.`),
    );

export const carFactsNumber = vehicleNumber('number', CarFactsMessages.noNumber);

export const guidParam = (field: string) =>
  notTenantId(
    z
      .string({ error: `${field} skal udfyldes.` })
      .trim()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${field} skal være et gyldigt guid.`)
      .transform((value) => value.toLowerCase()),
    "the model catalogue's variant",
  );

const text = (field: string) => z.string().trim().max(100, `${field} må højst være 100 tegn.`);
/** The drill-down's selection as query parameters (any casing, empty as none). */
export const selectionShape = {
  type: z.enum(SPECIFICATION_TYPES, { error: `type skal være ${SPECIFICATION_TYPES.join(' eller ')}.` }).optional(),
  make: text('make').optional(),
  model: text('model').optional(),
  year: z
    .string()
    .regex(/^\d{4}$/, 'year skal være et årstal.')
    .transform(Number)
    .pipe(z.number().min(1900, 'year skal være mellem 1900 og 2050.').max(2050, 'year skal være mellem 1900 og 2050.'))
    .optional(),
  fuel: text('fuel').optional(),
};

export const selectionOf = (query: { type?: (typeof SPECIFICATION_TYPES)[number]; make?: string; model?: string; year?: number; fuel?: string }) => ({
  Type: query.type ?? null,
  Make: query.make ?? null,
  Model: query.model ?? null,
  Year: query.year ?? null,
  Fuel: query.fuel ?? null,
});

/** Runs registry calls; a registry that is down or too slow becomes 503 with `message`. */
export const fromRegistries = async <T>(message: string, call: () => Promise<T>): Promise<T | HttpResponse> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof RegistryUnavailable) && !(error instanceof ModelCatalogueUnavailable)) throw error;
    logger.warn('A vehicle registry did not answer', { registry: error instanceof RegistryUnavailable ? error.registry : 'model catalogue' });
    return respond(503, { Message: message, Code: 'RegistryUnavailable' });
  }
};

export const catalogueUnavailable = CatalogueMessages.unavailable;
