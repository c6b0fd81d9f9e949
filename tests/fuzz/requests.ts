import type * as z from 'zod';
import type { RouteDefinition } from '../../functions/routes.ts';
import { Random } from './random.ts';
import { acceptedValue, fieldsOf, isOptional, scalarKind, type ValueContext } from './schema-values.ts';

/**
 * Requests generated from a route's own request schemas: a plausible request, then one thing wrong with it (a field
 * of the wrong type, missing or unknown, a megabyte of text, huge, negative or not-a-number numbers, unicode, an array
 * where one value belongs, traversal in ids and keys), or wrong framing (a `null` or non-object body, broken JSON,
 * wrong or oddly cased content types, malformed cookies). Deterministic for a seed.
 */
export const FUZZ_KINDS = [
  'valid',
  'missing-field',
  'extra-field',
  'wrong-type',
  'huge-string',
  'huge-number',
  'negative-number',
  'nan-string',
  'unicode',
  'array-for-scalar',
  'traversal',
  'null-body',
  'non-object-body',
  'malformed-json',
  'content-type',
  'malformed-cookie',
  'bad-encoding',
] as const;
export type FuzzKind = (typeof FUZZ_KINDS)[number];

/** Which cookies a request carries besides (or instead of) the fuzzing session's. */
export type CookieMode = 'session' | 'none' | 'undecodable-session' | 'undecodable-xsrf' | 'garbage';

export interface FuzzRequest {
  /** `METHOD /path` of the route, as in the route table. */
  route: string;
  method: string;
  /** Path and query string, ready to append to the base URL. */
  url: string;
  kind: FuzzKind;
  /** The field the request got wrong on purpose, if any (a dotted path). */
  field?: string;
  body?: string;
  /** The Content-Type header; absent: none sent. */
  contentType?: string;
  cookies: CookieMode;
  /** A short description of the oddity, for the report. */
  note: string;
}

export interface RequestSchemas {
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
}

export const MEGABYTE = 1024 * 1024;
/**
 * Query strings stay under the request-line limits of API Gateway (10 KB) and Node (16 KB of headers), which refuse
 * longer ones before any handler runs; a megabyte goes in bodies.
 */
const LONG_QUERY_VALUE = 3_000;

const HUGE_NUMBERS = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, 1e21, 123_456_789_012_345_680_000, 0.1 + 0.2, 4.9e-324];
/** Numbers JSON can write but JavaScript reads as Infinity or loses: sent as raw JSON text. */
const RAW_NUMBERS = ['1e999', '-1e999', '123456789012345678901234567890', '-0', '1E+400'];
const NEGATIVE_NUMBERS = [-1, -0.5, -999_999_999, -Number.MAX_SAFE_INTEGER, -(2 ** 31)];
const NAN_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e999', '0x1F', ' 12 ', '١٢٣', '12abc', '', ' ', '1,5', '1.000,50', '+1', '--1', 'null', 'undefined', '9'.repeat(40), '-1', '1e308', '0.0000001'];
const UNICODE = [
  '\u202Eעברית مرحبا',
  '😀👨‍👩‍👧‍👦🚗',
  'nul\u0000byte',
  '\u0000',
  'Æøå ÆØÅ',
  '\uFEFFbom',
  'e\u0301\u0301\u0301',
  '𝕯𝖊𝖆𝖑𝖊𝖗',
  '\ud800',
  '<script>alert(1)</script>',
  "'; DROP TABLE cases --",
  '${7*7}{{7*7}}',
  '\r\nX-Injected: 1',
];
const TRAVERSAL = ['../1', '..%2f1', '%2e%2e/1', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '../../etc/passwd', '1/../2', '..\\..\\1', '1%00', '/1', '....//1', '1#x', '1?x=1', '101/../102', '*', '%'];
const CONTENT_TYPES = [
  'Application/JSON',
  'APPLICATION/JSON; CHARSET=UTF-8',
  'application/json;charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/jsonx',
  'text/json',
  ' application/json ',
  'application/json, text/html',
  '',
];
const NON_OBJECT_BODIES = ['[]', '"text"', '42', 'true', '[{}]', '{}', '""', '[null]'];
const MALFORMED_JSON = ['{', '{"a":', "{'a':1}", '{"a":1,}', 'nul', '\u0000', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '\uFEFF{}'];

/** Raw JSON text spliced into a body where a marker stands (numbers JSON.stringify cannot write). */
const RAW_MARKER = '\u0001raw:';

const stringify = (value: unknown): string =>
  JSON.stringify(value).replace(new RegExp(`"\\\\u0001raw:([^"]*)"`, 'g'), (_, raw: string) => raw);

type Path = readonly string[];

const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);

const setAt = (value: Record<string, unknown>, path: Path, next: unknown): Record<string, unknown> => {
  const copy = structuredClone(value);
  let current: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (!current[key] || typeof current[key] !== 'object' || Array.isArray(current[key])) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (next === undefined) delete current[last];
  else current[last] = next;
  return copy;
};

interface FieldInfo {
  path: Path;
  schema: z.ZodType;
  optional: boolean;
}

/** The fields of a schema, with those of nested objects (two levels), for a mutation to pick from. */
const fieldList = (schema: z.ZodType, prefix: Path = [], depth = 0): FieldInfo[] =>
  Object.entries(fieldsOf(schema)).flatMap(([key, field]) => {
    const path = [...prefix, key];
    const own: FieldInfo = { path, schema: field, optional: isOptional(field) };
    return depth < 1 && scalarKind(field) === 'object' ? [own, ...fieldList(field, path, depth + 1)] : [own];
  });

const wrongTypeFor = (schema: z.ZodType, random: Random): unknown => {
  switch (scalarKind(schema)) {
    case 'string':
      return random.pick([12345, true, { a: 1 }, -1.5]);
    case 'number':
      return random.pick(['12', 'tolv', true, { a: 1 }, '']);
    case 'boolean':
      return random.pick(['true', 1, 'ja', { a: 1 }]);
    case 'object':
      return random.pick(['tekst', 1, true, [1, 2]]);
    case 'array':
      return random.pick(['tekst', 1, { a: 1 }]);
    default:
      return random.pick([{ a: 1 }, [1], 'x', 7]);
  }
};

/** About `bytes` bytes of UTF-8 text. */
const hugeString = (random: Random, bytes: number, ascii: boolean): string => {
  const unit = random.pick(ascii ? ['A', '9', '-'] : ['A', 'æ', '9', '😀', ' ']);
  return unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit))) + random.pick(['', 'x']);
};

/** The wrong value a mutation puts in a field, and what it was. */
const mutatedValue = (kind: FuzzKind, field: FieldInfo, current: unknown, random: Random, inQuery: boolean): { value: unknown; note: string } => {
  switch (kind) {
    case 'missing-field':
      return { value: undefined, note: 'left out' };
    case 'wrong-type': {
      const value = wrongTypeFor(field.schema, random);
      return { value, note: `${JSON.stringify(value)}` };
    }
    case 'huge-string':
      return { value: hugeString(random, inQuery ? LONG_QUERY_VALUE : MEGABYTE, inQuery), note: inQuery ? '3 KB string' : '1 MB string' };
    case 'huge-number': {
      if (!inQuery && random.chance(0.4)) {
        const raw = random.pick(RAW_NUMBERS);
        return { value: `${RAW_MARKER}${raw}`, note: `raw ${raw}` };
      }
      const value = random.pick(HUGE_NUMBERS);
      return { value: inQuery ? String(value) : value, note: String(value) };
    }
    case 'negative-number': {
      const value = random.pick(NEGATIVE_NUMBERS);
      return { value: inQuery ? String(value) : value, note: String(value) };
    }
    case 'nan-string': {
      const value = random.pick(NAN_STRINGS);
      return { value, note: JSON.stringify(value) };
    }
    case 'unicode': {
      const value = random.pick(UNICODE);
      return { value: random.chance(0.5) ? value : `${String(current ?? '')}${value}`, note: JSON.stringify(value) };
    }
    case 'array-for-scalar':
      return { value: random.pick([[current], [current, current], [], [[current]]]), note: 'array' };
    case 'traversal': {
      const value = random.pick(TRAVERSAL);
      return { value, note: JSON.stringify(value) };
    }
    default:
      return { value: current, note: '' };
  }
};

const FIELD_KINDS: readonly FuzzKind[] = [
  'missing-field',
  'wrong-type',
  'huge-string',
  'huge-number',
  'negative-number',
  'nan-string',
  'unicode',
  'array-for-scalar',
  'traversal',
];

/** Percent-encodes as a browser does; a lone surrogate (not encodable) goes as the bytes a careless client sends. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.split('').map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
};

const encodeQuery = (values: Record<string, unknown>, random: Random): string => {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      // Repeated keys (API Gateway joins them with commas) or the bracket style some clients send.
      const style = random.chance(0.5);
      for (const item of value) parts.push(`${encode(style ? key : `${key}[]`)}=${encode(String(item))}`);
      if (value.length === 0) parts.push(`${encode(`${key}[]`)}=`);
      continue;
    }
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    parts.push(`${encode(key)}=${encode(text)}`);
  }
  return parts.join('&');
};

/** A query's values as text, as a browser sends them. */
const asQueryValues = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, typeof entry === 'object' && entry !== null ? JSON.stringify(entry) : String(entry)]))
    : {};

const BAD_ENCODINGS = ['%', '%ZZ', '%E6', '%C3%28', '%00', '%2', '+%2B+', '%25%32%65'];

export interface GeneratorOptions {
  seed: number;
  /** How many requests in all; they are spread evenly over the routes. */
  count: number;
  routes: readonly RouteDefinition[];
  schemasOf: (route: RouteDefinition) => RequestSchemas;
  /** Ids a route may name: the fuzzing run's own records, plus demo records for routes that only read. */
  idsFor: (route: RouteDefinition) => (field: string) => readonly string[];
  dealerIds: readonly string[];
}

/** The requests of one fuzzing run, in the order they are sent. */
export const generateRequests = (options: GeneratorOptions): FuzzRequest[] => {
  const random = new Random(options.seed);
  const requests: FuzzRequest[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const route = options.routes[index % options.routes.length]!;
    requests.push(requestFor(route, options.schemasOf(route), random, { random, ids: options.idsFor(route), dealerIds: options.dealerIds }));
  }
  return requests;
};

const requestFor = (route: RouteDefinition, schemas: RequestSchemas, random: Random, context: ValueContext): FuzzRequest => {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const queryValues = schemas.query ? asQueryValues(acceptedValue(schemas.query, 'query', context)) : {};
  let bodyValue: unknown = schemas.body ? acceptedValue(schemas.body, 'body', context) : hasBody ? {} : undefined;

  const framing: FuzzKind[] = ['extra-field', 'malformed-cookie', 'bad-encoding', ...(hasBody ? (['null-body', 'non-object-body', 'malformed-json', 'content-type'] as const) : [])];
  const queryFields = schemas.query ? fieldList(schemas.query) : [];
  const bodyFields = schemas.body ? fieldList(schemas.body) : [];
  const fieldKinds = queryFields.length + bodyFields.length > 0 ? FIELD_KINDS : [];
  // A quarter plausible, the rest spread over what can be wrong with this route's requests.
  const kind: FuzzKind = random.chance(0.25) ? 'valid' : random.pick([...fieldKinds, ...fieldKinds, ...framing]);

  const request: FuzzRequest = { route: `${route.method} ${route.path}`, method: route.method, url: '', kind, cookies: 'session', note: '' };
  let rawQuery = '';
  let bodyText: string | undefined;

  if (FIELD_KINDS.includes(kind)) {
    const inQuery = bodyFields.length === 0 || (queryFields.length > 0 && random.chance(0.5));
    const candidates = inQuery ? queryFields : bodyFields;
    const pool = kind === 'missing-field' ? candidates.filter((field) => !field.optional) : candidates;
    const field = random.pick(pool.length > 0 ? pool : candidates);
    const target = inQuery ? queryValues : (bodyValue as Record<string, unknown>);
    const { value, note } = mutatedValue(kind, field, getAt(target, field.path), random, inQuery);
    request.field = field.path.join('.');
    request.note = `${request.field}: ${note}`;
    if (inQuery) {
      const key = field.path[0]!;
      const next = field.path.length > 1 ? undefined : value;
      if (kind === 'traversal' && random.chance(0.5)) {
        // Sent unencoded, so that the server is the one to decode `%2e%2e/`.
        delete queryValues[key];
        rawQuery = `${encode(key)}=${String(value)}`;
      } else if (next === undefined) delete queryValues[key];
      else queryValues[key] = next;
    } else if (bodyValue && typeof bodyValue === 'object' && !Array.isArray(bodyValue)) {
      bodyValue = setAt(bodyValue as Record<string, unknown>, field.path, value);
    }
  } else if (kind === 'extra-field') {
    const name = random.pick(['Zz', 'extra', '__proto__', 'constructor', 'toString', 'id ', 'ID', 'x'.repeat(300)]);
    const value = random.pick<unknown>(['1', 1, null, { nested: true }, 'ekstra', '../x']);
    request.note = `extra ${JSON.stringify(name.slice(0, 20))}`;
    if (!hasBody || random.chance(0.5)) queryValues[name] = typeof value === 'string' ? value : JSON.stringify(value);
    else if (bodyValue && typeof bodyValue === 'object') bodyValue = { ...(bodyValue as object), [name]: value };
  } else if (kind === 'null-body') {
    bodyText = 'null';
    request.note = 'body null';
  } else if (kind === 'non-object-body') {
    bodyText = random.pick(NON_OBJECT_BODIES);
    request.note = `body ${bodyText}`;
  } else if (kind === 'malformed-json') {
    bodyText = random.pick(MALFORMED_JSON);
    request.note = `body ${JSON.stringify(bodyText)}`;
  } else if (kind === 'content-type') {
    request.contentType = random.pick(CONTENT_TYPES);
    request.note = `content-type ${JSON.stringify(request.contentType)}`;
  } else if (kind === 'malformed-cookie') {
    request.cookies = random.pick<CookieMode>(['none', 'undecodable-session', 'undecodable-xsrf', 'garbage', 'garbage']);
    request.note = `cookies ${request.cookies}`;
  } else if (kind === 'bad-encoding') {
    const key = random.pick([...Object.keys(queryValues), 'x']);
    delete queryValues[key];
    const raw = random.pick(BAD_ENCODINGS);
    rawQuery = `${encode(key)}=${raw}`;
    request.note = `query ${key}=${raw}`;
  }

  const query = [encodeQuery(queryValues, random), rawQuery].filter(Boolean).join('&');
  request.url = `${route.path}${query ? `?${query}` : ''}`;
  if (hasBody) {
    request.body = bodyText ?? stringify(bodyValue ?? {});
    if (request.contentType === undefined) request.contentType = 'application/json';
    if (request.contentType === '') delete request.contentType;
  }
  return request;
};

/**
 * The framing every route must survive, one request each (no randomness): cookies that do not decode, a `null` body,
 * and JSON declared in odd casing. A refusal must name what was wrong; JSON is JSON in any casing of its media type.
 */
export const framingRequests = (routes: readonly RouteDefinition[]): FuzzRequest[] =>
  routes.flatMap((route) => {
    const base = { route: `${route.method} ${route.path}`, method: route.method, url: route.path, kind: 'malformed-cookie' as const, note: '' };
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const body = hasBody ? { body: '{}', contentType: 'application/json' } : {};
    return [
      { ...base, ...body, cookies: 'undecodable-session' as const, note: 'cookie dh_session=%00%ff' },
      { ...base, ...body, cookies: 'undecodable-xsrf' as const, note: 'cookie XSRF-TOKEN=%ff' },
      ...(hasBody
        ? [
            { ...base, kind: 'null-body' as const, cookies: 'session' as const, body: 'null', contentType: 'application/json', note: 'body null' },
            { ...base, kind: 'content-type' as const, cookies: 'session' as const, body: '{}', contentType: 'Application/JSON', note: 'content-type Application/JSON' },
          ]
        : []),
    ];
  });
