import * as z from 'zod';

/**
 * Query parameters as the spec's clients send them: names in any casing (`searchText`, `SearchText`, `searchtext`),
 * an empty value the same as none. A bad value is a 400 naming the parameter as the schema spells it.
 */
export const queryParams = <Shape extends z.ZodRawShape>(shape: Shape) => {
  const names = Object.keys(shape);
  return z.preprocess((input) => {
    if (!input || typeof input !== 'object') return input;
    const params: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === '' || value === undefined) continue;
      params[names.find((name) => name.toLowerCase() === key.toLowerCase()) ?? key] = value;
    }
    return params;
  }, z.object(shape));
};

/** A whole number from a query string, within bounds, with a default; out of bounds names the parameter. */
export const countParam = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} skal være et helt tal mellem ${min} og ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

/** A numeric id (customers, cars and cases have numeric ids). */
export const idParam = (what: string) =>
  z.string({ error: `${what} skal angives.` }).regex(/^\d{1,18}$/, `${what} skal være et tal.`);

export const searchTextParam = z.string().max(200, 'Søgeteksten må højst være 200 tegn.').default('');

/** 'true' or 'false' in any casing. */
export const booleanParam = (name: string) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['true', 'false'], { error: `${name} skal være true eller false.` }))
    .transform((value) => value === 'true')
    .optional();
