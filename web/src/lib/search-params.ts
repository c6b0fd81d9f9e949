import * as z from 'zod/mini';

/**
 * The address's search params as plain text, both ways: an id or a search word goes into the address as it is
 * (`?carId=1`, `?CaseId=1042`), never JSON-quoted as the router does by default (`?carId=%221%22`), so that addresses
 * are the spec's, and links from elsewhere and addresses typed by hand mean the same. Values come back as strings (a
 * repeated key as a list); each route's schema turns them into numbers or flags where they are ones.
 */
export const parsePlainSearch = (searchText: string): Record<string, string | string[]> => {
  const search: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(searchText.startsWith('?') ? searchText.slice(1) : searchText)) {
    const earlier = search[key];
    search[key] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return search;
};

/** The search params' text; empty values (undefined, null) are left out, lists repeat the key. */
export const stringifyPlainSearch = (search: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item as string | number | boolean));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

// The list pages' search schemas read their values with these: every value has a default, and a malformed one falls back
// to it rather than failing the page. They are zod's small build (`zod/mini`): a route's search schema is part of the
// first screen's JavaScript, and the small build carries only the checks used.

/** A text value of the address (a link built in code may give a number): trimmed, at most 200 characters, else empty. */
export const searchTextParam = z.catch(
  z._default(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value: string | number) => String(value).trim()),
      ),
      z.string().check(z.maxLength(200)),
    ),
    '',
  ),
  '',
);

/** Digits only (an id, an amount) as text, at most `maxDigits` of them where given; anything else is empty. */
export const searchDigitsParam = (maxDigits?: number) => z.catch(z.pipe(searchTextParam, z.string().check(z.regex(maxDigits === undefined ? /^\d*$/ : new RegExp(`^\\d{0,${maxDigits}}$`)))), '');

/** One of `values` (a text of the address), else `fallback`. */
export const searchChoiceParam = <const T extends string>(values: readonly T[], fallback: NoInfer<T>) => z.catch(z.pipe(searchTextParam, z.enum(values as readonly [T, ...T[]])), fallback);

/** A whole number of at least `min` from the address, else undefined. */
export const searchIndexParam = (min = 0) => z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(min)))), undefined);

/** The page of a paged list, counted from 1. */
export const searchPageParam = z.catch(z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1))), 1), 1);
