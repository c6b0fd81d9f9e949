import * as z from 'zod';

/** Metadata every stored event carries. Filled by the event store from the command context, never by the client. */
export const eventMetaSchema = z.object({
  eventId: z.string().min(1),
  occurredAt: z.string().datetime(),
  dealerId: z.string(),
  userId: z.string(),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  schemaVersion: z.number().int().positive(),
});
export type EventMeta = z.infer<typeof eventMetaSchema>;

/** An event as a decider produces it: a type and its data. */
export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** An event as it is stored in the `Events` table and delivered on the stream. */
export interface StoredEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  streamId: string;
  version: number;
  meta: EventMeta;
}

/** `case#123` → `case`. */
export const streamTypeOf = (streamId: string): string => streamId.slice(0, streamId.indexOf('#'));
export const streamIdOf = (streamType: string, id: string): string => `${streamType}#${id}`;
