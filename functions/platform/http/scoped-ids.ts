import type * as z from 'zod';
import { CarMessages } from '../../../domain/cars/messages.ts';
import { CaseMessages } from '../../../domain/cases/messages.ts';
import { CustomerCarMessages } from '../../../domain/customer-cars/messages.ts';
import { CustomerMessages } from '../../../domain/customers/messages.ts';
import { DealerMessages } from '../../../domain/dealers/messages.ts';
import { UserMessages } from '../../../domain/users/messages.ts';
import { HttpError } from '../errors.ts';
import { idFieldMarkers, idMarkers, schemaWithin, type IdKind, type IdMarker } from './request-schemas.ts';
import type { Session } from './session-context.ts';

/**
 * Every id a request carries resolves within the caller's tenancy, here, before any handler runs: the request
 * schemas mark their id fields (`scopedId`), the ids are read from the parsed query and body by those markers, and
 * each kind is resolved by its scope. An id outside the scope is refused as an unknown one (404, the field named), so
 * an id tells nothing of another department or dealer group, and no handler can store, print or publish it.
 *
 * The scopes are the owning contexts' readers, injected by the composition root (`functions/id-scopes.ts`): the
 * platform knows no context. Ids of a department's own settings (`OWN_AGGREGATE_KINDS`: a contract appendix, a plate,
 * the department's own extra equipment) are the exception: the route reads them only within the caller's department
 * (or the one the request names, itself resolved here), so another tenant's id names nothing there, as an unknown one.
 */
export const REFERRED_KINDS = ['case', 'customer', 'car', 'customerCar', 'user', 'department'] as const satisfies readonly IdKind[];
export type ReferredKind = (typeof REFERRED_KINDS)[number];
export const OWN_AGGREGATE_KINDS = ['appendix', 'plate', 'equipment'] as const satisfies readonly IdKind[];

/** Of the ids of one kind a request names, those the caller may name. */
export type IdScope = (session: Session, ids: readonly string[]) => Promise<ReadonlySet<string>>;
export type IdScopes = Readonly<Record<ReferredKind, IdScope>>;

/** What an id outside the scope is answered with: the same words as an unknown id of its kind. */
const UNKNOWN: Readonly<Record<ReferredKind, string>> = {
  case: CaseMessages.notFound,
  customer: CustomerMessages.notFound,
  car: CarMessages.notFound,
  customerCar: CustomerCarMessages.notFound,
  user: UserMessages.notFound,
  department: DealerMessages.notFound,
};

const isReferred = (kind: IdKind): kind is ReferredKind => (REFERRED_KINDS as readonly string[]).includes(kind);

/** A field of a request schema: its path (`[]` for the elements of a list) and its marker, if it has one. */
export interface IdFieldOf {
  path: readonly string[];
  marker: IdMarker | undefined;
}

/**
 * Whether a field's name says it carries an id (`Id`, `ids`, `CustomerId`, `SelectedDealerIds`, and the spec's
 * lower-case `caseid`, `userid`): such a field must be marked, either with its kind or as naming no tenant's data.
 */
export const looksLikeId = (name: string): boolean => /^ids?$/i.test(name) || /Ids?$/.test(name) || /(case|customer|car|user|dealer|appendix)ids?$/i.test(name);

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

const fieldsCache = new WeakMap<z.ZodType, IdFieldOf[]>();

/**
 * The marked id fields of a request schema, and the fields that look like ids without a marker, through wrappers,
 * pipes, lazy schemas, lists, unions and intersections.
 */
export const idFieldsOf = (schema: z.ZodType | undefined): IdFieldOf[] => {
  if (!schema) return [];
  const cached = fieldsCache.get(schema);
  if (cached) return cached;
  const found = new Map<string, IdFieldOf>();
  const walk = (current: z.ZodType, path: readonly string[], depth: number): void => {
    if (depth > 40) return;
    for (const marked of new Set([current, schemaWithin(current)])) {
      for (const [relative, marker] of Object.entries(idFieldMarkers.get(marked) ?? {})) {
        const full = [...path, ...relative.split('.').flatMap((segment) => (segment.endsWith('[]') ? [segment.slice(0, -2), '[]'] : [segment]))];
        found.set(full.join('.'), { path: full, marker });
      }
    }
    const inner = schemaWithin(current);
    const marker = idMarkers.get(inner);
    if (marker) {
      if (!found.get(path.join('.'))?.marker) found.set(path.join('.'), { path, marker });
      return;
    }
    const def = defOf(inner);
    if (WRAPPERS.has(def.type)) return walk(def.innerType as z.ZodType, path, depth + 1);
    // A parsed request has the shape a pipe gives out: its output schema's, unless that is a transform (then its input's).
    if (def.type === 'pipe') return walk((defOf(def.out as z.ZodType).type === 'transform' ? def.in : def.out) as z.ZodType, path, depth + 1);
    if (def.type === 'lazy') return walk((def.getter as () => z.ZodType)(), path, depth + 1);
    if (def.type === 'array') return walk(def.element as z.ZodType, [...path, '[]'], depth + 1);
    if (def.type === 'union') return (def.options as z.ZodType[]).forEach((option) => walk(option, path, depth + 1));
    if (def.type === 'intersection') {
      walk(def.left as z.ZodType, path, depth + 1);
      walk(def.right as z.ZodType, path, depth + 1);
      return;
    }
    if (def.type === 'object') {
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(field, [...path, name], depth + 1);
      return;
    }
    const name = path.filter((segment) => segment !== '[]').at(-1);
    const key = path.join('.');
    if (name !== undefined && looksLikeId(name) && !found.has(key)) found.set(key, { path, marker: undefined });
  };
  walk(schema, [], 0);
  const fields = [...found.values()];
  fieldsCache.set(schema, fields);
  return fields;
};

/** The field's name as a refusal names it (`SalesItem.Id`, `CarIds`). */
export const fieldName = (path: readonly string[]): string => path.filter((segment) => segment !== '[]').join('.');

/** The ids at `path` of a parsed request (every element of a list); 0 is the spec's 'none yet' (a new customer's Id). */
const idsAt = (value: unknown, path: readonly string[]): string[] => {
  if (value === null || value === undefined) return [];
  if (path.length === 0) return (typeof value === 'string' || typeof value === 'number') && Number(value) !== 0 && value !== '' ? [String(value)] : [];
  const [head, ...rest] = path;
  if (head === '[]') return Array.isArray(value) ? value.flatMap((element) => idsAt(element, rest)) : [];
  return typeof value === 'object' && !Array.isArray(value) ? idsAt((value as Record<string, unknown>)[head!], rest) : [];
};

export interface NamedId {
  kind: ReferredKind;
  field: string;
  id: string;
}

/** The ids of referred kinds that a parsed request carries, by its schema's markers. */
export const referredIds = (schema: z.ZodType | undefined, parsed: unknown): NamedId[] =>
  idFieldsOf(schema).flatMap(({ path, marker }) => {
    const kind = marker?.idKind;
    if (!kind || !isReferred(kind) || (marker && 'eachByRoute' in marker)) return [];
    return idsAt(parsed, path).map((id) => ({ kind, field: fieldName(path), id }));
  });

/** Refuses the request (404, the first field out of scope named) unless every id it names is in the caller's scope. */
export const refuseIdsOutOfScope = async (session: Session, named: readonly NamedId[], scopes: IdScopes): Promise<void> => {
  if (named.length === 0) return;
  const byKind = new Map<ReferredKind, Set<string>>();
  for (const { kind, id } of named) byKind.set(kind, new Set([...(byKind.get(kind) ?? []), id]));
  const allowed = new Map(
    await Promise.all([...byKind].map(async ([kind, ids]) => [kind, await scopes[kind](session, [...ids])] as const)),
  );
  const refused = named.find(({ kind, id }) => !allowed.get(kind)!.has(id));
  if (refused) throw new HttpError(404, UNKNOWN[refused.kind], { field: refused.field, code: 'NotFound' });
};
