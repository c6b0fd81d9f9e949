import type { z } from 'zod';
import { calculationEvents } from './calculation.ts';
import { carEvents } from './cars.ts';
import { caseEvents } from './cases.ts';
import { customerCarEvents, customerCarPersonalFields } from './customer-cars.ts';
import { customerEvents } from './customers.ts';
import { documentEvents } from './documents.ts';
import { LEAD_SCHEMA_VERSIONS, leadEvents, leadUpcasters } from './lead-events.ts';
import { dealerEvents } from './dealers.ts';
import { userEvents } from './users.ts';
import { sequenceEvents } from './sequences.ts';
import { vehicleDataEvents } from './vehicle-data.ts';
import { registerLookupEvents } from './register-lookups.ts';
import { marketEvents } from './market.ts';
import { newsEvents } from './news.ts';

/**
 * Every domain event type and its schema. The event store refuses an event whose type is missing here or whose
 * data fails its schema. A schema change adds an entry to `upcasters` and bumps `currentSchemaVersion`.
 */
export const eventSchemas = {
  ...dealerEvents,
  ...userEvents,
  ...caseEvents,
  ...sequenceEvents,
  ...leadEvents,
  ...customerEvents,
  ...carEvents,
  ...documentEvents,
  ...customerCarEvents,
  ...calculationEvents,
  ...vehicleDataEvents,
  ...registerLookupEvents,
  ...marketEvents,
  ...newsEvents,
} as const satisfies Record<string, z.ZodType>;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

/**
 * Personal data in events of other shapes than a sealed `Personal` part: the fields (paths into the event's data) that
 * the event store keeps only sealed with the key of the person they belong to (`subject`), so that forgetting that
 * person makes them unreadable in every stored event without rewriting one. Read back, they are revealed in place, or
 * blank ('') once the person is forgotten; the event's schema is the same either way.
 */
export interface PersonalFields {
  subject: (data: unknown) => string;
  paths: readonly (readonly string[])[];
}
export const personalFields: Partial<Record<EventType, PersonalFields>> = { ...customerCarPersonalFields };

export const currentSchemaVersion: Partial<Record<EventType, number>> = { ...LEAD_SCHEMA_VERSIONS, CustomerForgotten: 2, UserActivated: 2 };
export const schemaVersionOf = (type: EventType): number => currentSchemaVersion[type] ?? 1;

/** Upcasters lift stored data of an older schema version to the current one, one step at a time. */
type Upcaster = (data: unknown) => unknown;
export const upcasters: Partial<Record<EventType, Record<number, Upcaster>>> = {
  ...leadUpcasters,
  // Version 2 may name the reason (the retention period); a version 1 erasure was a deletion on request, as no reason says.
  CustomerForgotten: { 1: (data) => data },
  // Version 2 adds the new user's contact details; a version 1 activation had none.
  UserActivated: { 1: (data) => data },
};

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventSchemas, type);

/** Parses event data against its schema; throws a zod error naming the field that failed. */
export const parseEventData = <T extends EventType>(type: T, data: unknown): EventData<T> =>
  eventSchemas[type].parse(data) as EventData<T>;

export const upcast = (type: EventType, schemaVersion: number, data: unknown): unknown => {
  let version = schemaVersion;
  let value = data;
  while (version < schemaVersionOf(type)) {
    const step = upcasters[type]?.[version];
    if (!step) throw new Error(`No upcaster for ${type} from schema version ${version}`);
    value = step(value);
    version += 1;
  }
  return value;
};
