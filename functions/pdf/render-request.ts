import * as z from 'zod';
import { PRINTABLE_DOCUMENTS, type DocumentOptions } from '../../domain/documents/print-options.ts';
import type { PriceTagModel } from '../../domain/price-tags/price-tag-content.ts';
import type { CaseDocumentModel } from './templates/document-model.ts';

/**
 * What the PDF Lambda takes and returns: shared by the Lambda (`render.ts`) and the port the API handlers use
 * (`pdf-port.ts`), so both sides validate the same shape. No heavy imports here: API bundles include this file.
 *
 * A case document travels as its model and options (a few kilobytes): the renderer owns the templates and React, so
 * the API functions carry neither, and the invoke payload is not the 200 KB of HTML with the embedded fonts.
 * Any other document is sent as finished HTML.
 */

/** Keys like `dealers/<dealerId>/cases/<caseId>/slutseddel-<timestamp>.pdf`: no `..`, no leading slash. */
export const documentKeySchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*\.pdf$/, 'Ugyldig dokumentnøgle.')
  .refine((key) => !key.includes('..'), 'Ugyldig dokumentnøgle.');

const destination = {
  key: documentKeySchema,
  /** The PDF's Author, e.g. the dealer's name. */
  author: z.string().max(500),
  landscape: z.boolean().optional(),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The model and options are built by the documents context from the same TypeScript types the templates take; the
 * check here refuses what is plainly something else (a missing part) before Chromium is started.
 */
const caseDocumentModelSchema = z.custom<CaseDocumentModel>(
  (value) =>
    isObject(value) &&
    typeof value.caseId === 'string' &&
    typeof value.printedAt === 'string' &&
    ['dealer', 'car', 'prices'].every((part) => isObject(value[part])),
  'Dokumentets data mangler.',
);

const documentOptionsSchema = z.custom<DocumentOptions>(
  (value) => isObject(value) && isObject(value.flags) && Object.values(value.flags).every((flag) => typeof flag === 'boolean'),
  'Dokumentets valg mangler.',
);

export const htmlRenderRequestSchema = z.object({
  /** Self-contained HTML, usually from `documentShell`; Lambda's 6 MB invoke payload limit bounds it. */
  html: z.string().min(1).max(5_000_000),
  title: z.string().min(1).max(500),
  ...destination,
});

export const caseDocumentRenderRequestSchema = z.object({
  document: z.enum(PRINTABLE_DOCUMENTS),
  model: caseDocumentModelSchema,
  options: documentOptionsSchema,
  ...destination,
});

/** A price tag travels as its worked-out content; the renderer owns its template. */
const priceTagModelSchema = z.custom<PriceTagModel>(
  (value) => isObject(value) && typeof value.make === 'string' && isObject(value.price) && isObject(value.extraEquipment),
  'Prisskiltets data mangler.',
);

export const priceTagRenderRequestSchema = z.object({
  priceTag: priceTagModelSchema,
  ...destination,
});

export const renderRequestSchema = z.union([htmlRenderRequestSchema, caseDocumentRenderRequestSchema, priceTagRenderRequestSchema]);
export type RenderRequest = z.infer<typeof renderRequestSchema>;

export const renderResultSchema = z.object({ key: z.string(), bytes: z.number().int().nonnegative() });
export type RenderResult = z.infer<typeof renderResultSchema>;
