import { EventStore } from './event-store.ts';
import { queryIndex, readAtVersion, type ReadModelKey } from './read-models.ts';

/**
 * Where a context keeps one row per id and department, how an id's row is found in any department, and the id's own
 * stream in the event store.
 */
export interface DepartmentRows {
  key: (dealerId: string, id: string) => ReadModelKey;
  /** The index that finds an id's rows whatever their department. */
  index?: (id: string) => { gsi1pk: string; gsi1sk?: string };
  /** Without an index: departments where a live row means the id is another's (the rest of the dealer group). */
  elsewhere?: readonly string[];
  /** The id's stream: its first event's department is the owner of an id saved a moment ago, before its row. */
  stream?: (id: string) => string;
}

let store: EventStore | undefined;

/**
 * Of `ids`, those whose row lives in one of the departments `dealerIds` (a deleted one's too: its tombstone is still
 * the department's, and an old case may still name it). An id whose live row is in another department is out at once.
 * An id with no row anywhere yet may have been saved a moment ago: its stream's first event tells its department
 * (strongly consistent); an id without a stream exists nowhere and is out.
 */
export const idsInDepartments = async (ids: readonly string[], dealerIds: readonly string[], rows: DepartmentRows): Promise<Set<string>> => {
  const found = await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const here = await Promise.all(dealerIds.map((dealerId) => readAtVersion(rows.key(dealerId, id))));
      if (here.some(Boolean)) return [id, true] as const;
      if (rows.index) {
        const indexed = await queryIndex(rows.index(id));
        if (indexed.some((row) => !dealerIds.includes(String(row.DealerId ?? row.dealerId ?? '')))) return [id, false] as const;
      }
      const others = (rows.elsewhere ?? []).filter((dealerId) => !dealerIds.includes(dealerId));
      if ((await Promise.all(others.map((dealerId) => readAtVersion(rows.key(dealerId, id))))).some(Boolean)) return [id, false] as const;
      if (!rows.stream) return [id, false] as const;
      const [first] = await (store ??= new EventStore()).readStream(rows.stream(id), 1, 1);
      return [id, first !== undefined && dealerIds.includes(first.meta.dealerId)] as const;
    }),
  );
  return new Set(found.filter(([, inScope]) => inScope).map(([id]) => id));
};
