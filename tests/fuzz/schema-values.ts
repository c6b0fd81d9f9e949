import type * as z from 'zod';
import type { Random } from './random.ts';

/**
 * Plausible values from a route's own zod schema: the fields it declares, with values its checks are likely to
 * accept. Each leaf tries candidates (ids of the test's own records, dates, e-mails, enum members, numbers within the
 * schema's bounds) and keeps one the field's schema accepts, so valid requests reach the handler's logic and the
 * mutations that follow change one thing at a time.
 */
interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Ids a generated request may name; the runner fills them with records it owns (and, for reads, demo records). */
export interface ValueContext {
  random: Random;
  /** Ids for a field of this name, the likeliest first (a case id for `CaseId`). */
  ids: (field: string) => readonly string[];
  dealerIds: readonly string[];
}

/** Mostly the id the field's name asks for, sometimes any other. */
const idFor = (name: string, context: ValueContext): string => {
  const ids = context.ids(name);
  return context.random.chance(0.7) ? ids[0]! : context.random.pick(ids);
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

/** The schema under optional/default/... wrappers, and the schema a pipe validates its input with. */
export const unwrap = (schema: z.ZodType): z.ZodType => {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType as z.ZodType;
    else if (def.type === 'pipe') current = inputOf(def);
    else if (def.type === 'lazy') current = (def.getter as () => z.ZodType)();
    else return current;
  }
  return current;
};

/** A pipe's input side, unless it is a preprocessing transform (then the schema it feeds). */
const inputOf = (def: Def): z.ZodType => (defOf(def.in).type === 'transform' ? (def.out as z.ZodType) : (def.in as z.ZodType));

/** Whether a field may be left out. */
export const isOptional = (schema: z.ZodType): boolean => {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
    if (WRAPPERS.has(def.type)) current = def.innerType as z.ZodType;
    else if (def.type === 'pipe') current = inputOf(def);
    else return false;
  }
  return false;
};

/** The fields of an object schema (through wrappers, pipes and intersections); empty for anything else. */
export const fieldsOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'intersection') return { ...fieldsOf(def.left as z.ZodType), ...fieldsOf(def.right as z.ZodType) };
  if (def.type === 'union') return Object.assign({}, ...(def.options as z.ZodType[]).map(fieldsOf)) as Record<string, z.ZodType>;
  return {};
};

const accepts = (schema: z.ZodType, value: unknown): boolean => {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};

const stringCandidates = (name: string, context: ValueContext): string[] => {
  const lower = name.toLowerCase();
  const { random } = context;
  const named: string[] = [];
  if (lower.includes('dealer')) named.push(random.pick(context.dealerIds));
  if (lower.endsWith('id') || lower === 'id' || lower.endsWith('ids')) named.push(idFor(name, context));
  if (lower.includes('mail')) named.push('fuzz@example.dk');
  if (lower.includes('cpr')) named.push('120388-1236');
  if (lower.includes('cvr')) named.push('29871234');
  if (lower.includes('zip')) named.push('8000');
  if (lower.includes('phone')) named.push('21 22 23 24');
  if (lower.includes('registrationnumber') || lower.includes('plate')) named.push('AB12345');
  if (lower.includes('chassis')) named.push('TMBJR7NX5MY012345');
  if (lower.includes('guid')) named.push('00000000-0000-4000-8000-000000000101');
  if (lower.includes('date') || lower.includes('time')) named.push('2024-03-15', '15-03-2024', '2024-03-15T10:00:00.000Z');
  if (lower.includes('username')) named.push(`fuzz${random.int(1, 9999)}@example.dk`);
  if (lower.includes('password')) named.push('not-the-password');
  return [
    ...named,
    'Tekst',
    idFor(name, context),
    String(random.int(1, 100_000)),
    'true',
    'false',
    'VW',
    '2024-03-15',
    '15-03-2024',
    '2024-03-15T10:00:00.000Z',
    'fuzz@example.dk',
    '00000000-0000-4000-8000-000000000101',
    'asc',
    'desc',
    'Dealer',
    'Casemanager',
    'ModifiedDate',
    'Contract-20240315T100000000Z',
  ];
};

const numberCandidates = (def: Def, context: ValueContext): number[] => {
  const bounds = (def.checks as { _zod: { def: { check: string; value?: number; inclusive?: boolean } } }[] | undefined) ?? [];
  let min = 0;
  let max = 1_000_000;
  for (const check of bounds) {
    const { check: kind, value, inclusive } = check._zod.def;
    if (kind === 'greater_than' && typeof value === 'number') min = Math.max(min, inclusive ? value : value + 1);
    if (kind === 'less_than' && typeof value === 'number') max = Math.min(max, inclusive ? value : value - 1);
  }
  if (max < min) max = min;
  const { random } = context;
  return [random.int(min, Math.min(max, min + 200_000)), min, max, 1, 0];
};

/** A plausible value for `schema`, named `name` (the field's name guides the guess). */
export const validValue = (schema: z.ZodType, name: string, context: ValueContext, depth = 0, check: z.ZodType = schema): unknown => {
  const def = defOf(schema);
  const { random } = context;
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validValue(def.innerType as z.ZodType, name, context, depth + 1, check);
    case 'pipe':
      return validValue(inputOf(def), name, context, depth + 1, check);
    case 'lazy':
      return validValue((def.getter as () => z.ZodType)(), name, context, depth + 1, check);
    case 'object':
    case 'intersection': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fieldsOf(schema))) {
        if (isOptional(field) && random.chance(0.3)) continue;
        const fieldValue = validValue(field, key, context, depth + 1);
        if (fieldValue !== undefined) value[key] = fieldValue;
      }
      return value;
    }
    case 'union': {
      const options = def.options as z.ZodType[];
      const shuffled = [...options].sort(() => random.next() - 0.5);
      for (const option of shuffled) {
        const value = validValue(option, name, context, depth + 1);
        if (accepts(option, value)) return value;
      }
      return validValue(shuffled[0]!, name, context, depth + 1);
    }
    case 'array': {
      const length = random.int(0, 2);
      return Array.from({ length }, () => validValue(def.element as z.ZodType, name, context, depth + 1));
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => validValue(item, name, context, depth + 1));
    case 'record':
      return {};
    case 'enum': {
      const members = Object.values(def.entries as Record<string, string | number>);
      const accepted = members.filter((member) => accepts(check, member));
      return random.pick(accepted.length > 0 ? accepted : members);
    }
    case 'literal':
      return random.pick(def.values as unknown[]);
    case 'boolean':
      return random.chance(0.5);
    case 'number':
    case 'bigint':
      return numberCandidates(def, context).find((candidate) => accepts(check, candidate)) ?? 1;
    case 'date':
      return '2024-03-15T10:00:00.000Z';
    case 'null':
      return null;
    case 'string':
    case 'transform':
    case 'custom':
    case 'unknown':
    case 'any':
    default: {
      const candidates = stringCandidates(name, context);
      return candidates.find((candidate) => accepts(check, candidate)) ?? candidates[0];
    }
  }
};

/** A plausible value the whole schema accepts, if one of a few tries gives one (else the last try). */
export const acceptedValue = (schema: z.ZodType, name: string, context: ValueContext, tries = 6): unknown => {
  let value: unknown;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    value = validValue(schema, name, context);
    if (accepts(schema, value)) return value;
  }
  return value;
};

/** The kind of value a field holds, so a mutation can send another kind. */
export const scalarKind = (schema: z.ZodType): 'string' | 'number' | 'boolean' | 'object' | 'array' | 'other' => {
  const type = defOf(unwrap(schema)).type;
  if (type === 'string' || type === 'enum' || type === 'date') return 'string';
  if (type === 'number' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'object' || type === 'intersection' || type === 'record') return 'object';
  if (type === 'array' || type === 'tuple') return 'array';
  return 'other';
};
