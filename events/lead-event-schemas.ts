import * as z from 'zod';
import { LEAD_EVENT_TYPES, leadEventDetailSchema, type LeadEventType } from './lead-events.ts';

/**
 * JSON Schema (draft 2020-12) of each lead event's bus `detail`, generated from the zod contract so the two cannot
 * drift: `npm run schemas` writes them to `events/schemas/`, and a test fails when the committed files are stale.
 */
export const leadEventJsonSchema = (type: LeadEventType): Record<string, unknown> => ({
  $id: `urn:dealerhub:lead-events:${type}:v1`,
  title: type,
  ...z.toJSONSchema(leadEventDetailSchema(type), { target: 'draft-2020-12' }),
});

export const leadEventSchemaFiles = (): { file: string; json: string }[] =>
  LEAD_EVENT_TYPES.map((type) => ({ file: `${type}.v1.json`, json: `${JSON.stringify(leadEventJsonSchema(type), null, 2)}\n` }));
