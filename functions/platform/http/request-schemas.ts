import * as z from 'zod';
import da from 'zod/v4/locales/da.js';

/**
 * Request schema helpers every context's handlers share, with one Danish wording for each mistake. Query parameter
 * names match in any casing (the spec writes `caseId`, `caseid`, `CaseId` and `Id`), as the original server's model
 * binding did; a failure names the field in the schema's own spelling.
 */
const localeError = da().localeError;

/** The one wording of a missing field (the spec's: 'En af priserne skal udfyldes'). */
export const missing = (field: string): string => `${field} skal udfyldes.`;
/** The one wording of a field that must be a number (the spec's 'Indtast gyldigt tal'). */
export const notANumber = (field: string): string => `${field} skal være et tal.`;

/** A case number, customer, car or other id: digits, as a string on the wire. */
export const idField = (field: string, label = field) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing(label) : notANumber(label)) })
    .trim()
    .regex(/^\d{1,18}$/, notANumber(label));

/** 'true' or 'false' in any casing. */
export const booleanText = (field: string) =>
  z
    .string({ error: `${field} skal være true eller false.` })
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['true', 'false'], { error: `${field} skal være true eller false.` }))
    .transform((value) => value === 'true');

export const integerText = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${field} skal være et helt tal.`)
    .transform(Number)
    .pipe(z.number().min(min, `${field} skal være mindst ${min}.`).max(max, `${field} må højst være ${max}.`));

/** How many rows a list or typeahead answers: a whole number within bounds, with a default. */
export const countField = (field: string, min: number, max: number, fallback: number) => {
  const message = `${field} skal være et helt tal mellem ${min} og ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

/** A typeahead's or list's free text. */
export const searchTextField = z.string().max(200, 'Søgeteksten må højst være 200 tegn.').default('');

/** Renames query keys to the schema's spelling when they differ only in casing, and drops empty values. */
const canonicalKeys = (keys: readonly string[]) => {
  const byLower = new Map(keys.map((key) => [key.toLowerCase(), key]));
  return (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, entry]) => entry !== '' && entry !== undefined)
            .map(([key, entry]) => [byLower.get(key.toLowerCase()) ?? key, entry]),
        )
      : value;
};

/**
 * A query schema as the spec's clients send queries: parameter names in any casing (`searchText`, `SearchText`,
 * `searchtext`), an empty value the same as none; unknown parameters are ignored (cache busters).
 */
export const querySchema = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess(canonicalKeys(Object.keys(shape)), z.object(shape));

/**
 * A body schema with Danish messages: every issue names its field (an unknown field too), with zod's Danish locale
 * for the cases our own messages do not cover.
 */
export const danishBody = <T>(schema: z.ZodType<T>) => {
  const wrapped = danishMessages(schema);
  bodiesWithin.set(wrapped, schema);
  return wrapped;
};

/** The schema a `danishBody` wraps (its transform hides it from anything reading the schema's structure), else itself. */
export const schemaWithin = (schema: z.ZodType): z.ZodType => bodiesWithin.get(schema) ?? schema;
const bodiesWithin = new WeakMap<z.ZodType, z.ZodType>();

const danishMessages = <T>(schema: z.ZodType<T>) =>
  z.unknown().transform((value, context): T => {
    const result = schema.safeParse(value, { error: localeError });
    if (result.success) return result.data;
    // Messages the schema sets itself are the same in both parses; the others are zod's, prefixed with the field.
    const ownMessages = new Set((schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}\u0000${issue.message}`));
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (ownMessages.has(`${path.join('.')}\u0000${issue.message}`)) {
        context.addIssue({ code: 'custom', path, message: issue.message });
        continue;
      }
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) context.addIssue({ code: 'custom', path: [...path, key], message: `Ukendt felt: ${[...path, key].join('.')}.` });
      } else if (issue.code === 'invalid_type' && path.length > 0 && (value === undefined || valueAt(value, path) === undefined)) {
        context.addIssue({ code: 'custom', path, message: missing(path.join('.')) });
      } else {
        context.addIssue({ code: 'custom', path, message: path.length > 0 ? `${path.join('.')}: ${issue.message}` : issue.message });
      }
    }
    return z.NEVER;
  });

const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
