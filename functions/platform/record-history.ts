import * as z from 'zod';
import type { EventType } from '../../events/catalogue.ts';
import { HISTORY_PAGE_SIZE, historyPage, withEvent, withoutPersonalData, type HistoryEntry, type HistoryLine, type HistoryPage } from '../../domain/history/history.ts';
import { projection, type ProjectedEvent, type Projection, type RowKey } from './projection.ts';
import { conglomerateDealerIds } from './auth/dealer-directory.ts';
import { notFound } from './errors.ts';
import { describing } from './http/contract.ts';
import { integerText } from './http/request-schemas.ts';
import { readAtVersion } from './read-models.ts';

/**
 * The history of one record (a case, a stock car, a customer) as a read model: one row per record (its stream), with
 * every entry the record's events told (domain/history/) and what the next event needs to be told against (`State`,
 * the record as it was). A record's history is read whole by the one page that shows it, tens or hundreds of entries,
 * so one row per record, paged when it is read. A row keeps the newest `MAX_ENTRIES` entries (an item holds at most
 * 400 KB; an entry is a few hundred bytes), so that a record saved thousands of times still projects. Keyed as the
 * record's other rows: pk `<name>#<dealerId>`, sk the record's id.
 *
 * No personal data is kept in clear that could not be derived again: `State` keeps what the events keep (personal
 * data sealed), and sentences with a person's data are marked so that forgetting the person replaces them.
 */
export interface HistoryRow<S> extends Record<string, unknown> {
  Id: string;
  State?: S;
  Entries: HistoryEntry[];
}

export interface RecordHistoryDefinition<S, T extends EventType, L> {
  name: string;
  streamType: string;
  events: readonly T[];
  /** Where the record's row lives, when not in the partition of the event's department (see `ProjectionDefinition.key`). */
  key?: (event: ProjectedEvent<T>) => RowKey;
  /** Optional I/O before an event is told (revealing a person's data with their key); see `ProjectionDefinition.lookup`. */
  lookup?: (row: HistoryRow<S> | undefined, event: ProjectedEvent<T>) => Promise<L>;
  /** The event's sentences, given the record before it (pure). */
  describe: (event: ProjectedEvent<T>, state: S | undefined, found: L | undefined) => HistoryLine[];
  /** The record as the next event finds it; stored in the row, so it must hold no personal data in clear. */
  evolve: (state: S | undefined, event: ProjectedEvent<T>) => S | undefined;
  /** The event after which the record's person is forgotten: every sentence with their data is replaced. */
  forgets?: (event: ProjectedEvent<T>) => boolean;
}

export const recordHistory = <S, const T extends EventType, L = undefined>(definition: RecordHistoryDefinition<S, T, L>): Projection<HistoryRow<S>> =>
  projection<HistoryRow<S>, T, L>({
    name: definition.name,
    events: definition.events,
    streamTypes: [definition.streamType],
    key: definition.key,
    lookup: definition.lookup,
    evolve(row, event, found) {
      const told = withEvent(row?.Entries ?? [], event, definition.describe(event, row?.State, found));
      const state = definition.evolve(row?.State, event);
      return {
        Id: event.streamId.slice(event.streamId.indexOf('#') + 1),
        ...(state === undefined ? {} : { State: state }),
        Entries: (definition.forgets?.(event) ? withoutPersonalData(told) : told).slice(-MAX_ENTRIES),
      };
    },
  });

/** The entries a history row keeps, the newest. */
export const MAX_ENTRIES = 1_000;

export const historyKey = (name: string, dealerId: string, id: string) => ({ pk: `${name}#${dealerId}`, sk: id });

/** What a history route takes beside the record's id: the page (1, the newest, by default) and read-your-writes. */
/** A page of a record's history as the history routes answer it (`GET /api/<record>/history`). */
export const historyPageResponse = describing<HistoryPage>()(
  z
    .object({
      Items: z.array(
        z.object({
          At: z.string().describe('Hvornår (ISO 8601).'),
          UserId: z.string(),
          UserName: z.string().describe('Hvem, ved navn.'),
          Lines: z.array(z.string()).describe('Hvad der skete, på dansk.'),
        }),
      ),
      Page: z.number().int(),
      PageSize: z.number().int(),
      TotalCount: z.number().int(),
    })
    .describe('En side af historikken, nyeste først.'),
);

export const historyPageFields = {
  Page: integerText('Page', 1, 100_000).optional(),
  MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional(),
};

/** Reads the names of the users of one department by id (the account context's reader, passed in by the context asking). */
export type UserNames = (dealerId: string, userIds: readonly string[]) => Promise<Map<string, string>>;

/**
 * A page of the record's history in the caller's department; a record the department does not have is a 404 with
 * `notFoundMessage`. Each entry's user is named from the department's users, or else from the rest of its dealer group
 * (a car transferred here was created by the sending department); what the system did itself (demo data, the nightly
 * erasure) is the system's. `minVersion` waits until the history has caught up with a command the caller has just made.
 */
export const readHistory = async (
  key: { pk: string; sk: string },
  options: { dealerId: string; page?: number; minVersion?: number; notFoundMessage: string; userNames: UserNames },
): Promise<HistoryPage> => {
  const row = await readAtVersion<HistoryRow<unknown>>(key, options.minVersion ?? 0);
  if (!row) throw notFound(options.notFoundMessage);
  const page = options.page ?? 1;
  const { entries, totalCount } = historyPage(row.Entries ?? [], page);
  const names = await namesOf(options.dealerId, [...new Set(entries.map((entry) => entry.UserId))], options.userNames);
  return {
    Items: entries.map((entry) => ({ At: entry.At, UserId: entry.UserId, UserName: names.get(entry.UserId) ?? UNKNOWN_USER, Lines: entry.Lines.map((told) => told.Text) })),
    Page: page,
    PageSize: HISTORY_PAGE_SIZE,
    TotalCount: totalCount,
  };
};

const namesOf = async (dealerId: string, userIds: readonly string[], userNames: UserNames): Promise<Map<string, string>> => {
  const users = userIds.filter((id) => /^\d+$/.test(id));
  const names = new Map<string, string>(userIds.filter((id) => !users.includes(id)).map((id) => [id, SYSTEM_USER]));
  const found = await userNames(dealerId, users);
  let missing = users.filter((id) => !found.get(id));
  if (missing.length > 0) {
    const others = [...(await conglomerateDealerIds(dealerId))].filter((id) => id !== dealerId);
    for (const other of others) {
      if (missing.length === 0) break;
      const elsewhere = await userNames(other, missing);
      for (const [id, name] of elsewhere) if (name) found.set(id, name);
      missing = missing.filter((id) => !found.get(id));
    }
  }
  for (const [id, name] of found) if (name) names.set(id, name);
  return names;
};

/** Who a user no longer in the dealer group's directory is shown as. */
const UNKNOWN_USER = 'Ukendt bruger';
/** Who the system's own work (demo data, the nightly erasure of customers) is shown as. */
const SYSTEM_USER = 'DealerHub (automatisk)';
