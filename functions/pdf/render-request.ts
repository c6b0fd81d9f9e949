import * as z from 'zod';

/**
 * What the PDF Lambda takes and returns: shared by the Lambda (`render.ts`) and the port the API handlers use
 * (`pdf-port.ts`), so both sides validate the same shape. No heavy imports here: API bundles include this file.
 */

/** Keys like `dealers/<dealerId>/cases/<caseId>/slutseddel-<timestamp>.pdf`: no `..`, no leading slash. */
export const documentKeySchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*\.pdf$/, 'Ugyldig dokumentnøgle.')
  .refine((key) => !key.includes('..'), 'Ugyldig dokumentnøgle.');

export const renderRequestSchema = z.object({
  /** Self-contained HTML, usually from `documentShell`; Lambda's 6 MB invoke payload limit bounds it. */
  html: z.string().min(1).max(5_000_000),
  key: documentKeySchema,
  title: z.string().min(1).max(500),
  author: z.string().max(500),
  landscape: z.boolean().optional(),
});
export type RenderRequest = z.infer<typeof renderRequestSchema>;

export const renderResultSchema = z.object({ key: z.string(), bytes: z.number().int().nonnegative() });
export type RenderResult = z.infer<typeof renderResultSchema>;
