import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { variantRequestDecider } from '../../domain/catalogue/variant-request.ts';
import { normaliseVehicleNumber, variantRequestSent } from '../../domain/catalogue/vehicle-data.ts';
import type { VariantRequestData } from '../../events/vehicle-data.ts';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, missing } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { logger } from '../platform/logger.ts';
import { providerInbox } from '../platform/registries/provider-inbox.ts';
import { RegistryUnavailable } from '../platform/registries/registry-guard.ts';

const required = (field: string, max: number) => z.string({ error: missing(field) }).trim().min(1, missing(field)).max(max, `${field} må højst være ${max} tegn.`);
const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing(field) : `${field} skal være et tal.`) })
    .int(`${field} skal være et helt tal.`)
    .min(min, `${field} skal være mindst ${min}.`)
    .max(max, `${field} må højst være ${max}.`);
const optionalWhole = (field: string, max: number) => whole(field, 0, max).nullable().optional();

/** The new-variant form (spec part 1 §3 "New-variant request"): the first eleven fields are required (§5). */
const variantRequestBody = danishBody(
  z
    .object({
      CarType: required('CarType', 50),
      Make: required('Make', 100),
      Year: whole('Year', 1900, 2050),
      Model: required('Model', 100),
      Engine: required('Engine', 100),
      Effect: whole('Effect', 1, 5_000),
      Propellant: required('Propellant', 50),
      Variant: required('Variant', 200),
      Doors: whole('Doors', 0, 9),
      Gear: required('Gear', 50),
      MileagePerLiter: z
        .number({ error: (issue) => (issue.input === undefined ? missing('MileagePerLiter') : 'MileagePerLiter skal være et tal.') })
        .min(0, 'MileagePerLiter skal være mindst 0.')
        .max(1_000, 'MileagePerLiter må højst være 1000.'),
      PriceFromNew: optionalWhole('PriceFromNew', 100_000_000),
      NettoWeight: optionalWhole('NettoWeight', 100_000),
      TotalWeight: optionalWhole('TotalWeight', 100_000),
      TrailerWeight: optionalWhole('TrailerWeight', 100_000),
      Acceleration: z.number({ error: 'Acceleration skal være et tal.' }).min(0, 'Acceleration skal være mindst 0.').max(100, 'Acceleration må højst være 100.').nullable().optional(),
      MaxSpeed: optionalWhole('MaxSpeed', 1_000),
      RegistrationNumber: z
        .string({ error: 'RegistrationNumber skal være tekst.' })
        .transform(normaliseVehicleNumber)
        .pipe(z.string().max(17, 'RegistrationNumber må højst være 17 tegn.'))
        .nullable()
        .optional(),
    })
    .strict(),
);

const LABELS: Readonly<Record<keyof VariantRequestData, string>> = {
  CarType: 'Køretøjstype',
  Make: 'Mærke',
  Year: 'Årgang',
  Model: 'Model',
  Engine: 'Motor',
  Effect: 'Effekt (hk)',
  Propellant: 'Drivmiddel',
  Variant: 'Variant',
  Doors: 'Døre',
  Gear: 'Gear',
  MileagePerLiter: 'Km/l',
  PriceFromNew: 'Nypris (kr.)',
  NettoWeight: 'Egenvægt (kg)',
  TotalWeight: 'Totalvægt (kg)',
  TrailerWeight: 'Påhængsvægt (kg)',
  Acceleration: '0-100 km/t (sek.)',
  MaxSpeed: 'Tophastighed (km/t)',
  RegistrationNumber: 'Registreringsnummer',
};

const messageBody = (request: VariantRequestData, dealer: string, user: string): string =>
  [
    `${dealer} (${user}) beder om en ny variant i modelkataloget:`,
    '',
    ...Object.entries(LABELS).map(([field, label]) => `${label}: ${request[field as keyof VariantRequestData] ?? '-'}`),
  ].join('\n');

/**
 * POST /api/CarCatalog/DealerRequestsVariant/: a dealer asks the provider to add a variant the catalogue lacks. The
 * request is kept as an event (`VariantRequested`), then handed to the provider's inbox; the answer is the spec's
 * 'Besked er sendt til {product}.'. A repeated Idempotency-Key answers the first request without sending again.
 */
export const handler = command({
  body: variantRequestBody,
  async run(context) {
    const { session } = context;
    const request: VariantRequestData = {
      ...context.body,
      PriceFromNew: context.body.PriceFromNew ?? null,
      NettoWeight: context.body.NettoWeight ?? null,
      TotalWeight: context.body.TotalWeight ?? null,
      TrailerWeight: context.body.TrailerWeight ?? null,
      Acceleration: context.body.Acceleration ?? null,
      MaxSpeed: context.body.MaxSpeed ?? null,
      RegistrationNumber: context.body.RegistrationNumber || null,
    };
    const requestId = randomUUID();
    const outcome = await context.handle(
      variantRequestDecider,
      `variant-request#${requestId}`,
      { type: 'RequestVariant', requestId, dealerId: session.dealerId, userId: session.userId, request, requestedAt: new Date().toISOString() },
      { result: ({ state }) => (state.kind === 'requested' ? state.requestId : requestId) },
    );
    const id = outcome.result;
    try {
      const delivered = await providerInbox().send({
        id,
        subject: `Ny variant: ${request.Make} ${request.Model} ${request.Variant} (${request.Year})`,
        body: messageBody(request, session.dealerName, session.name),
        replyTo: null,
      });
      return respond(200, { Message: variantRequestSent(), RequestId: id, Delivered: delivered });
    } catch (error) {
      if (!(error instanceof RegistryUnavailable)) throw error;
      logger.warn('The provider inbox did not take a variant request', { requestId: id });
      throw new HttpError(503, 'Beskeden kunne ikke sendes. Prøv igen senere eller kontakt kundeservice for hjælp.', { code: 'RegistryUnavailable' });
    }
  },
});
