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

/**
 * What an id a request carries names. Each kind resolves within the caller's tenancy in one place (`scoped-ids.ts`,
 * with the scopes the composition root `functions/id-scopes.ts` gives): an id outside it is refused as an unknown one.
 * - `case`, `customer` (a buyer, a co-buyer, a customer's cars or cases), `car` (a stock car), `customerCar` (a swap
 *   car), `user` (a case manager, a responsible user, a user administered), `department`: resolved by the platform;
 * - a department's own settings: `appendix`, `plate`, `equipment` (its own extra equipment), which the route reads
 *   only within the caller's department or the one the request names.
 */
export const ID_KINDS = ['customer', 'car', 'customerCar', 'user', 'department', 'case', 'appendix', 'plate', 'equipment'] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** How a field that looks like an id is marked: its kind, or `null` with the reason it names nothing of a tenant. */
export type IdMarker = { idKind: IdKind; eachByRoute?: true } | { idKind: null; notTenantData: string };

/** The id markers of request schemas, read by the platform's id check and by the route-table suites. */
export const idMarkers = z.registry<IdMarker>();

/** `schema` (an id field of its own shape) marked as an id of `kind`. */
export const markedId = <T extends z.ZodType>(kind: IdKind, schema: T): T => {
  const marked = schema.clone() as T;
  idMarkers.add(marked, { idKind: kind });
  return marked;
};

/**
 * A batch's ids of `kind` (a mass delete), which the route resolves one by one within the caller's department and
 * answers per id ('findes ikke' for another tenant's, as for an unknown one), doing the rest: not refused whole.
 */
export const batchIds = (kind: IdKind, field: string, label = field) => {
  const marked = idField(field, label);
  idMarkers.add(marked, { idKind: kind, eachByRoute: true });
  return marked;
};

/** An id of `kind` (digits, as `idField`), resolved within the caller's tenancy before the handler runs. */
export const scopedId = (kind: IdKind, field: string, label = field) => markedId(kind, idField(field, label));

/**
 * A field named like an id that names nothing a tenant owns (a catalogue variant, a subscription package, a line of
 * the calculation form): marked so, with the reason, so that every id-like field of a request is one or the other.
 */
export const notTenantId = <T extends z.ZodType>(schema: T, notTenantData: string): T => {
  const marked = schema.clone() as T;
  idMarkers.add(marked, { idKind: null, notTenantData });
  return marked;
};

/** How `withIdFields` marks a field: its kind, or the reason it names nothing of a tenant. */
export type IdFieldMarker = IdKind | { notTenantData: string };

/** Id markers by path, for fields of a schema the platform does not own (the domain's shared form schemas). */
export const idFieldMarkers = new WeakMap<z.ZodType, Readonly<Record<string, IdMarker>>>();

/**
 * `schema` with the id fields at these paths marked (`SalesItem.Id`, `Drivers[].CustomerId`): for a schema shared with
 * the SPA, whose fields the platform's helpers do not build.
 */
export const withIdFields = <T extends z.ZodType>(schema: T, fields: Readonly<Record<string, IdFieldMarker>>): T => {
  const markers = Object.fromEntries(
    Object.entries(fields).map(([path, marker]): [string, IdMarker] => [path, typeof marker === 'string' ? { idKind: marker } : { idKind: null, ...marker }]),
  );
  idFieldMarkers.set(schema, { ...idFieldMarkers.get(schema), ...markers });
  return schema;
};

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

/** One of `values` in any casing, answered as spelled there; another value is refused naming the field. */
export const oneOfText = <T extends string>(field: string, values: readonly T[]) =>
  z.string().transform((value, context) => {
    const found = values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
    if (!found) context.addIssue({ code: 'custom', message: `${field} skal være en af ${values.join(', ')}.` });
    return found ?? z.NEVER;
  });

const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * A list's order as its grid asks for it in the query: `sort` one of the list's keys and `sortdir` asc or desc, both in
 * any casing and both optional (the list has its own default order).
 */
export const sortParams = <K extends string>(keys: readonly K[]) => ({
  sort: oneOfText('sort', keys).optional(),
  sortdir: z
    .string()
    .transform((value, context) => {
      const found = SORT_DIRECTIONS.find((direction) => direction === value.trim().toLowerCase());
      if (!found) context.addIssue({ code: 'custom', message: 'sortdir skal være asc eller desc.' });
      return found ?? z.NEVER;
    })
    .optional(),
});

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
