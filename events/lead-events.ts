import * as z from 'zod';

/**
 * The lead events: DealerHub's public contract with analytics. Ids only, never personal data.
 * Each event is versioned by `SchemaVersion` in its detail; a change that is not purely additive is a new version, and
 * the JSON Schema of every version stays published, so that a consumer of an older version can go on reading the
 * events it already holds. JSON Schema for consumers is generated into `events/schemas/` (`npm run schemas`);
 * `events/README.md` documents them.
 */
const leadBase = {
  CaseId: z.string().min(1),
  DealerId: z.string().min(1),
  CarId: z.string().nullable(),
};

export const LEAD_DOCUMENT_TYPES = ['TestDrive', 'Contract', 'PurchaseDocument', 'Offer'] as const;
export type LeadDocument = (typeof LEAD_DOCUMENT_TYPES)[number];
/** The two documents a sale is agreed on: the sales contract (Slutseddel) and the purchase agreement (Købsaftale). */
export const SALES_DOCUMENTS = ['Contract', 'PurchaseDocument'] as const;
export type SalesDocument = (typeof SALES_DOCUMENTS)[number];
const salesDocument = z.enum(SALES_DOCUMENTS);

/** Why a lead ended: the last is an administrative deletion, the others are lost leads. */
export const LEAD_LOST_REASONS = ['Cancelled', 'Deleted', 'Retention'] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];

export const leadEvents = {
  /** An offer printed for real (spec part 2 §4). */
  OfferPrinted: z.object({ ...leadBase }).strict(),
  /** A test-drive slip printed. */
  TestDrivePrinted: z.object({ ...leadBase }).strict(),
  /** A sales contract or a purchase agreement printed; `Document` says which. */
  PurchaseDocumentPrinted: z.object({ ...leadBase, Document: salesDocument }).strict(),
  /** A sales contract or a purchase agreement signed (version 2; version 1 was the sales contract only). */
  ContractSigned: z.object({ ...leadBase, Document: salesDocument }).strict(),
  CarDelivered: z.object({ ...leadBase }).strict(),
  /**
   * A lead that ended without a sale (version 2): a printed or signed document cancelled (`Cancelled`), or the case
   * deleted by a user before delivery (`Deleted`): both lost leads. `Retention`: the case was deleted because its
   * department's retention period for customers and cases ran out: not a sales outcome, and no lost lead.
   */
  LeadLost: z.object({ ...leadBase, Reason: z.enum(LEAD_LOST_REASONS) }).strict(),
  /**
   * The print lead before the events had the spec's names: one event for every document, with `DocumentType`. No
   * longer recorded; the ones stored stay as they are (events are never rewritten), are read by every consumer and
   * replay under their own name with their version 1 schema.
   */
  CasePrinted: z.object({ ...leadBase, DocumentType: z.enum(LEAD_DOCUMENT_TYPES) }).strict(),
} as const;

export type LeadEventType = keyof typeof leadEvents;
export const LEAD_EVENT_TYPES = Object.keys(leadEvents) as LeadEventType[];
export type LeadEventData<T extends LeadEventType> = z.infer<(typeof leadEvents)[T]>;

/** The current schema version of each lead event that has had more than one (the others are at 1). */
export const LEAD_SCHEMA_VERSIONS: Partial<Record<LeadEventType, number>> = { ContractSigned: 2, LeadLost: 2 };
export const leadSchemaVersion = (type: LeadEventType): number => LEAD_SCHEMA_VERSIONS[type] ?? 1;

/** The data schemas of the versions before the current one: their JSON Schema stays published for their consumers. */
export const earlierLeadVersions: Partial<Record<LeadEventType, Record<number, z.ZodObject>>> = {
  ContractSigned: { 1: z.object({ ...leadBase }).strict() },
  LeadLost: { 1: z.object({ ...leadBase, Reason: z.enum(['Cancelled', 'Deleted']) }).strict() },
};

/**
 * Upcasters of the lead events, by the version they lift from. Each leaves data already at the next version as it is,
 * so lifting twice does no harm. A version 1 ContractSigned was always the sales contract's.
 */
export const leadUpcasters: Partial<Record<LeadEventType, Record<number, (data: unknown) => unknown>>> = {
  ContractSigned: { 1: (data) => ({ Document: 'Contract', ...(data as object) }) },
  // Version 2 only adds the reason `Retention`: a version 1 loss keeps its reason and its meaning.
  LeadLost: { 1: (data) => data },
};

const liftToCurrent = (type: LeadEventType, schemaVersion: number, data: unknown): unknown => {
  let value = data;
  for (let version = schemaVersion; version < leadSchemaVersion(type); version += 1) value = leadUpcasters[type]?.[version]?.(value) ?? value;
  return value;
};

const envelopeFields = {
  EventId: z.string().min(1),
  OccurredAt: z.iso.datetime(),
  SchemaVersion: z.number().int().positive(),
};

/** The `detail` schema of each lead event on the bus: the envelope fields consumers need, then the event's data. */
export const leadEventDetailSchema = <T extends LeadEventType>(type: T) => leadEvents[type].extend(envelopeFields);

/** The `detail` schema of an earlier version of a lead event, as its consumers know it. */
export const earlierLeadEventDetailSchema = (type: LeadEventType, version: number): z.ZodObject | undefined =>
  earlierLeadVersions[type]?.[version]?.extend(envelopeFields);

/**
 * The `detail` of a lead event on the bus: the event's id (consumers de-duplicate on it: delivery is at least once),
 * when it happened, its schema version and its data, always at the event's current version: an event stored at an
 * earlier version is lifted first, so a consumer reads one shape per `SchemaVersion`.
 */
export const leadEventDetail = <T extends LeadEventType>(
  type: T,
  event: { data: unknown; meta: { eventId: string; occurredAt: string; schemaVersion: number } },
) => ({
  EventId: event.meta.eventId,
  OccurredAt: event.meta.occurredAt,
  SchemaVersion: leadSchemaVersion(type),
  ...leadEvents[type].parse(liftToCurrent(type, event.meta.schemaVersion, event.data)),
});
export const isLeadEventType = (type: string): type is LeadEventType => Object.hasOwn(leadEvents, type);

/** What any lead event, of any name and version, says about printing: the document printed, or undefined. */
export const printedDocumentOf = (type: string, data: unknown): LeadDocument | undefined => {
  const fields = (data ?? {}) as { DocumentType?: LeadDocument; Document?: SalesDocument };
  switch (type) {
    case 'CasePrinted':
      return fields.DocumentType;
    case 'OfferPrinted':
      return 'Offer';
    case 'TestDrivePrinted':
      return 'TestDrive';
    case 'PurchaseDocumentPrinted':
      return fields.Document;
    default:
      return undefined;
  }
};
