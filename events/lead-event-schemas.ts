import * as z from 'zod';
import { earlierLeadEventDetailSchema, earlierLeadVersions, LEAD_EVENT_TYPES, leadEventDetailSchema, leadSchemaVersion, type LeadEventType } from './lead-events.ts';

/**
 * JSON Schema (draft 2020-12) of each lead event's bus `detail`, one file per event and version, generated from the
 * zod contract so the two cannot drift: `npm run schemas` writes them to `events/schemas/`, and a test fails when the
 * committed files are stale. Earlier versions stay published for the consumers that still read them.
 */
const jsonSchema = (type: LeadEventType, version: number, schema: z.ZodType): Record<string, unknown> => ({
  $id: `urn:dealerhub:lead-events:${type}:v${version}`,
  title: type,
  ...z.toJSONSchema(schema, { target: 'draft-2020-12' }),
});

/** The JSON Schema of a lead event's detail at a version (its current one unless named). */
export const leadEventJsonSchema = (type: LeadEventType, version: number = leadSchemaVersion(type)): Record<string, unknown> => {
  const schema = version === leadSchemaVersion(type) ? leadEventDetailSchema(type) : earlierLeadEventDetailSchema(type, version);
  if (!schema) throw new Error(`No schema for ${type} version ${version}`);
  return jsonSchema(type, version, schema);
};

export const leadEventSchemaFiles = (): { file: string; json: string }[] =>
  LEAD_EVENT_TYPES.flatMap((type) =>
    [...Object.keys(earlierLeadVersions[type] ?? {}).map(Number), leadSchemaVersion(type)].map((version) => ({
      file: `${type}.v${version}.json`,
      json: `${JSON.stringify(leadEventJsonSchema(type, version), null, 2)}\n`,
    })),
  );
