import * as z from 'zod';

/**
 * The lead events: DealerHub's public contract with analytics. Ids only, never personal data.
 * Each event is versioned by `schemaVersion` in its envelope; a change that is not purely additive is a new version.
 * JSON Schema for consumers is generated into `events/schemas/` (`npm run schemas`); `events/README.md` documents them.
 */
const leadBase = {
  CaseId: z.string().min(1),
  DealerId: z.string().min(1),
  CarId: z.string().nullable(),
};

export const LEAD_DOCUMENT_TYPES = ['TestDrive', 'Contract', 'PurchaseDocument', 'Offer'] as const;

export const leadEvents = {
  CasePrinted: z.object({ ...leadBase, DocumentType: z.enum(LEAD_DOCUMENT_TYPES) }).strict(),
  ContractSigned: z.object({ ...leadBase }).strict(),
  CarDelivered: z.object({ ...leadBase }).strict(),
  LeadLost: z.object({ ...leadBase, Reason: z.enum(['Cancelled', 'Deleted']) }).strict(),
} as const;

export type LeadEventType = keyof typeof leadEvents;
export const LEAD_EVENT_TYPES = Object.keys(leadEvents) as LeadEventType[];
export type LeadEventData<T extends LeadEventType> = z.infer<(typeof leadEvents)[T]>;

/** The `detail` schema of each lead event on the bus: the envelope fields consumers need, then the event's data. */
export const leadEventDetailSchema = <T extends LeadEventType>(type: T) =>
  leadEvents[type].extend({
    EventId: z.string().min(1),
    OccurredAt: z.iso.datetime(),
    SchemaVersion: z.number().int().positive(),
  });

/**
 * The `detail` of a lead event on the bus: the event's id (consumers de-duplicate on it: delivery is at least once),
 * when it happened, its schema version and its data.
 */
export const leadEventDetail = <T extends LeadEventType>(
  type: T,
  event: { data: unknown; meta: { eventId: string; occurredAt: string; schemaVersion: number } },
) => ({
  EventId: event.meta.eventId,
  OccurredAt: event.meta.occurredAt,
  SchemaVersion: event.meta.schemaVersion,
  ...leadEvents[type].parse(event.data),
});
export const isLeadEventType = (type: string): type is LeadEventType => Object.hasOwn(leadEvents, type);
