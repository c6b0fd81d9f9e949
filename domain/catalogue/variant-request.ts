import * as z from 'zod';
import type { EventData } from '../../events/catalogue.ts';
import type { VariantRequestData } from '../../events/vehicle-data.ts';
import type { Decider } from '../decider.ts';
import { refused } from '../errors.ts';
import { normaliseVehicleNumber } from './vehicle-data.ts';

/**
 * A dealer's request for a new variant (spec part 1 §2 "request a new variant", §5): one stream per request, kept as
 * the record of what the provider was sent. The request's fields are validated before they become a command.
 */
export type VariantRequestCommand = {
  type: 'RequestVariant';
  requestId: string;
  dealerId: string;
  userId: string;
  request: VariantRequestData;
  requestedAt: string;
};
export type VariantRequestEvent = { type: 'VariantRequested'; data: EventData<'VariantRequested'> };
export type VariantRequestState = { kind: 'none' } | { kind: 'requested'; requestId: string; dealerId: string };

export const variantRequestDecider: Decider<VariantRequestCommand, VariantRequestEvent, VariantRequestState> = {
  initialState: () => ({ kind: 'none' }),
  decide(command, state) {
    if (state.kind !== 'none') throw refused('Forespørgslen er allerede sendt.', 'AlreadyRequested');
    return [
      {
        type: 'VariantRequested',
        data: { RequestId: command.requestId, DealerId: command.dealerId, UserId: command.userId, Request: command.request, RequestedAt: command.requestedAt },
      },
    ];
  },
  evolve: (_state, event) => ({ kind: 'requested', requestId: event.data.RequestId, dealerId: event.data.DealerId }),
};

/** What staff read for each field of the new-variant form (spec part 1 §3 "New-variant request"). */
export const VARIANT_REQUEST_LABELS = {
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
} as const satisfies Record<keyof VariantRequestData, string>;

const missing = (field: keyof VariantRequestData): string => `${VARIANT_REQUEST_LABELS[field]} skal udfyldes.`;
const notANumber = (field: keyof VariantRequestData): string => `${VARIANT_REQUEST_LABELS[field]} skal være et tal.`;
const required = (field: keyof VariantRequestData, max: number) =>
  z
    .string({ error: missing(field) })
    .trim()
    .min(1, missing(field))
    .max(max, `${VARIANT_REQUEST_LABELS[field]} må højst være ${max} tegn.`);
const number = (field: keyof VariantRequestData, min: number, max: number, whole: boolean) => {
  const figure = z.number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing(field) : notANumber(field)) });
  return (whole ? figure.int(`${VARIANT_REQUEST_LABELS[field]} skal være et helt tal.`) : figure)
    .min(min, `${VARIANT_REQUEST_LABELS[field]} skal være mindst ${min}.`)
    .max(max, `${VARIANT_REQUEST_LABELS[field]} må højst være ${max}.`);
};
const optional = (schema: z.ZodNumber) => schema.nullable().optional();

/**
 * The new-variant form (spec part 1 §3 "New-variant request", §5): car type, make, year, model, engine, effect,
 * propellant, variant, doors, gear and km per litre are required, the rest optional. The form and the server check
 * the same rules, so the form's messages are the server's.
 */
export const variantRequestSchema = z
  .object({
    CarType: required('CarType', 50),
    Make: required('Make', 100),
    Year: number('Year', 1900, 2050, true),
    Model: required('Model', 100),
    Engine: required('Engine', 100),
    Effect: number('Effect', 1, 5_000, true),
    Propellant: required('Propellant', 50),
    Variant: required('Variant', 200),
    Doors: number('Doors', 0, 9, true),
    Gear: required('Gear', 50),
    MileagePerLiter: number('MileagePerLiter', 0, 1_000, false),
    PriceFromNew: optional(number('PriceFromNew', 0, 100_000_000, true)),
    NettoWeight: optional(number('NettoWeight', 0, 100_000, true)),
    TotalWeight: optional(number('TotalWeight', 0, 100_000, true)),
    TrailerWeight: optional(number('TrailerWeight', 0, 100_000, true)),
    Acceleration: optional(number('Acceleration', 0, 100, false)),
    MaxSpeed: optional(number('MaxSpeed', 0, 1_000, true)),
    RegistrationNumber: z
      .string({ error: `${VARIANT_REQUEST_LABELS.RegistrationNumber} skal være tekst.` })
      .transform(normaliseVehicleNumber)
      .pipe(z.string().max(17, `${VARIANT_REQUEST_LABELS.RegistrationNumber} må højst være 17 tegn.`))
      .nullable()
      .optional(),
  })
  .strict();
export type VariantRequestInput = z.input<typeof variantRequestSchema>;

/** The request as the event keeps it: every optional field present, empty ones null. */
export const variantRequestOf = (body: z.output<typeof variantRequestSchema>): VariantRequestData => ({
  ...body,
  PriceFromNew: body.PriceFromNew ?? null,
  NettoWeight: body.NettoWeight ?? null,
  TotalWeight: body.TotalWeight ?? null,
  TrailerWeight: body.TrailerWeight ?? null,
  Acceleration: body.Acceleration ?? null,
  MaxSpeed: body.MaxSpeed ?? null,
  RegistrationNumber: body.RegistrationNumber || null,
});
