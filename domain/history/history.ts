import { formatNumber, toClientDate } from '../format.ts';

/**
 * A record's history as staff read it: every event of its stream told in Danish, newest first, with when, who and what
 * changed (before and after where that helps). Pure: the projections that keep each record's history and the tests use
 * it; the wording of each kind of record lives beside this file.
 */

/** One sentence of an entry. `Personal` marks a sentence that shows a person's data: it goes when the person is forgotten. */
export interface HistoryLine {
  Text: string;
  Personal?: true;
}

/** One thing that happened to the record: one command's events (they share a correlation id) told together. */
export interface HistoryEntry {
  /** The version of the first event the entry tells. */
  Version: number;
  At: string;
  UserId: string;
  CorrelationId: string;
  Lines: HistoryLine[];
}

/** What stands where a forgotten person's data stood. */
export const ERASED_TEXT = 'Oplysningerne er slettet.';
export const erasedLine: HistoryLine = { Text: ERASED_TEXT, Personal: true };

export const line = (Text: string): HistoryLine => ({ Text });
export const personalLine = (Text: string): HistoryLine => ({ Text, Personal: true });

/** An amount as staff read it: 74900 → '74.900 kr.', with øre only when there are any. */
export const amountText = (value: number): string => `${formatNumber(value, Number.isInteger(value) ? 0 : 2)} kr.`;
export const kilometresText = (value: number): string => `${formatNumber(value)} km`;
/** A server date ('YYYY-MM-DD') as staff read it ('DD-MM-YYYY'). */
export const dayText = (value: string): string => toClientDate(value);

/** How one field reads in a sentence: '' when it is empty. */
export type FieldText<S> = (state: S) => string;

/**
 * A field of a record the history tells the change of: its Danish label and how its value reads, or `quiet` for a
 * field whose values are too long or too private to repeat (only 'Kommentar ændret.').
 */
export interface HistoryField<S> {
  label: string;
  text: FieldText<S>;
  quiet?: true;
}

/** 'Kontantpris ændret fra 76.900 kr. til 74.900 kr.', 'Farve sat til Sort.', 'Registreringsnummer fjernet (var AB12345).' */
export const changeText = (label: string, before: string, after: string): string => {
  if (before === '') return sentence(`${label} sat til ${after}`);
  if (after === '') return `${label} fjernet (var ${before}).`;
  return sentence(`${label} ændret fra ${before} til ${after}`);
};

/** Ends a sentence with one full stop, also after a value that ends with one ('74.900 kr.'). */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** The sentences of what changed from `before` to `after`, field by field, in the fields' order. */
export const fieldChanges = <S>(fields: readonly HistoryField<S>[], before: S, after: S): string[] =>
  fields.flatMap((field) => {
    const was = field.text(before);
    const is = field.text(after);
    if (was === is) return [];
    return [field.quiet ? `${field.label} ændret.` : changeText(field.label, was, is)];
  });

/** Reads an optional number as text ('' when empty). */
export const numberOr = (format: (value: number) => string) => (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : format(value);

/** Compares any two stored values, treating a missing value as empty. */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
export const valueText = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * Adds what one event told to the history: to the newest entry when the event belongs to the same command (one save can
 * record several events), else as a new entry. A sentence already told in the entry is not told twice (a print records
 * the document and its lead event). An event that tells nothing adds nothing.
 */
export const withEvent = (
  entries: readonly HistoryEntry[],
  event: { version: number; meta: { occurredAt: string; userId: string; correlationId: string } },
  lines: readonly HistoryLine[],
): HistoryEntry[] => {
  if (lines.length === 0) return [...entries];
  const last = entries.at(-1);
  if (last && last.CorrelationId === event.meta.correlationId && last.UserId === event.meta.userId) {
    const added = lines.filter((candidate) => !last.Lines.some((told) => told.Text === candidate.Text));
    return [...entries.slice(0, -1), { ...last, Lines: [...last.Lines, ...added] }];
  }
  return [
    ...entries,
    { Version: event.version, At: event.meta.occurredAt, UserId: event.meta.userId, CorrelationId: event.meta.correlationId, Lines: [...lines] },
  ];
};

/** The history once its person is forgotten: every sentence with their data replaced by one 'Oplysningerne er slettet.'. */
export const withoutPersonalData = (entries: readonly HistoryEntry[]): HistoryEntry[] =>
  entries.map((entry) => {
    if (!entry.Lines.some((told) => told.Personal)) return entry;
    const kept = entry.Lines.filter((told) => !told.Personal);
    return { ...entry, Lines: [...kept, erasedLine] };
  });

export const HISTORY_PAGE_SIZE = 20;

/** One entry as the history routes answer it and the Historik shows it: when, who (by name) and what. */
export interface HistoryItem {
  At: string;
  UserId: string;
  UserName: string;
  Lines: string[];
}

/** A page of a record's history as the routes answer it: the newest first, page 1 the newest. */
export interface HistoryPage {
  Items: HistoryItem[];
  Page: number;
  PageSize: number;
  TotalCount: number;
}

/** One page of the history, newest first (page 1 is the newest), and how many entries there are in all. */
export const historyPage = (entries: readonly HistoryEntry[], page: number, pageSize = HISTORY_PAGE_SIZE) => {
  const newestFirst = [...entries].reverse();
  const start = (Math.max(1, page) - 1) * pageSize;
  return { entries: newestFirst.slice(start, start + pageSize), totalCount: entries.length };
};
