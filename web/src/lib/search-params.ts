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

// The pages' address schemas read their values with these parsers: every value has a default, and a malformed one falls
// back to it rather than failing the page. They are plain functions, not a schema library: a route's search schema is
// part of the first screen's JavaScript, which carries no validation library at all.

/** Reads one value of the address (a text, a list where the key repeats, or what a link built in code gave). */
export type SearchParser<T> = (value: unknown) => T;

/** A text value of the address (a link built in code may give a number): trimmed, at most 200 characters, else empty. */
export const searchTextParam: SearchParser<string> = (value) => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return text.length <= 200 ? text : '';
};

/** A text matching `pattern`, else empty. */
export const searchPatternParam =
  (pattern: RegExp): SearchParser<string> =>
  (value) => {
    const text = searchTextParam(value);
    return pattern.test(text) ? text : '';
  };

/** Digits only (an id, an amount) as text, at most `maxDigits` of them where given; anything else is empty. */
export const searchDigitsParam = (maxDigits?: number): SearchParser<string> => searchPatternParam(maxDigits === undefined ? /^\d*$/ : new RegExp(`^\\d{0,${maxDigits}}$`));

/** One of `values` (a text of the address), else `fallback`. */
export const searchChoiceParam =
  <const T extends string>(values: readonly T[], fallback: NoInfer<T>): SearchParser<T> =>
  (value) => {
    const text = searchTextParam(value);
    return (values as readonly string[]).includes(text) ? (text as T) : fallback;
  };

/** A text as it is (a key or a token from a mail's link), else empty. */
export const searchRawTextParam: SearchParser<string> = (value) => (typeof value === 'string' ? value : '');

/** A text as it is (no trimming), or undefined where there is none. */
export const searchOptionalTextParam: SearchParser<string | undefined> = (value) => (typeof value === 'string' ? value : undefined);

/** What `parse` reads, or undefined where it reads nothing (an empty text). */
export const searchOptionalParam =
  (parse: SearchParser<string>): SearchParser<string | undefined> =>
  (value) =>
    parse(value) || undefined;

/** A value the page cannot open without: one matching `pattern`, else the route fails (its error page shows). */
export const searchRequiredParam =
  (name: string, pattern: RegExp): SearchParser<string> =>
  (value) => {
    if (typeof value !== 'string' || !pattern.test(value)) throw new Error(`The address lacks a valid ${name}.`);
    return value;
  };

/** true or false, as a flag or as its text ('true', 'False'), else `fallback`. */
export const searchFlagParam =
  <F>(fallback: F): SearchParser<boolean | F> =>
  (value) => {
    if (typeof value === 'boolean') return value;
    const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return text === 'true' ? true : text === 'false' ? false : fallback;
  };

/** A whole number of at least `min` from the address, else undefined. */
export const searchIndexParam =
  (min = 0): SearchParser<number | undefined> =>
  (value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isInteger(number) && number >= min ? number : undefined;
  };

/** The page of a paged list, counted from 1. */
export const searchPageParam: SearchParser<number> = (value) => searchIndexParam(1)(value) ?? 1;

/**
 * A list: repeated keys, or one value with commas (`selectedCategories=NoPictures,NoMileage`); each item trimmed, the
 * same item once, and what `allowed` does not take dropped.
 */
export const searchListParam =
  <T extends string>(allowed: (item: string) => item is T): SearchParser<T[]> =>
  (value) => {
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    return [...new Set(texts.flatMap((text) => text.split(',')).map((item) => item.trim()))].filter(allowed);
  };

/** What a search schema reads from the address. */
export type SearchOf<Schema extends { parse: (search: unknown) => unknown }> = ReturnType<Schema['parse']>;

type Parsed<Shape extends Record<string, SearchParser<unknown>>> = { [Key in keyof Shape]: ReturnType<Shape[Key]> };

/**
 * A route's search schema (the router's `validateSearch`): each key read by its parser; keys the shape does not name
 * are left out, so an address cannot smuggle state into the page. `types` tells the router, at compile time only, that
 * a link may give any of the keys or none, as the address may.
 */
export interface SearchSchema<Shape extends Record<string, SearchParser<unknown>>, Out> {
  parse: (search: unknown) => Out;
  types: { input: { [Key in keyof Shape]?: unknown }; output: Out };
}

export function searchSchema<Shape extends Record<string, SearchParser<unknown>>>(shape: Shape): SearchSchema<Shape, Parsed<Shape>>;
export function searchSchema<Shape extends Record<string, SearchParser<unknown>>, Out>(shape: Shape, finish: (fields: Parsed<Shape>) => Out): SearchSchema<Shape, Out>;
export function searchSchema<Shape extends Record<string, SearchParser<unknown>>, Out>(shape: Shape, finish?: (fields: Parsed<Shape>) => Out) {
  return {
    parse: (search: unknown) => {
      const source = (search !== null && typeof search === 'object' ? search : {}) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, parse]) => [key, parse(source[key])])) as Parsed<Shape>;
      return finish ? finish(fields) : fields;
    },
    types: undefined as never,
  };
}
