import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/envelope.ts';
import { MAX_ENTRIES, recordHistory, type HistoryRow } from './record-history.ts';

const saved = (version: number): StoredEvent => ({
  streamId: 'car#55',
  version,
  type: 'CarPictureAdded',
  data: { PictureId: 'abcdef12' },
  meta: { eventId: `e${version}`, occurredAt: '2026-11-27T10:00:00.000Z', dealerId: '101', userId: '5', correlationId: `c${version}`, causationId: `c${version}`, schemaVersion: 1 },
});

const history = recordHistory<undefined, 'CarPictureAdded'>({
  name: 'spec-history',
  streamType: 'car',
  events: ['CarPictureAdded'],
  describe: (event) => [{ Text: `Billede ${event.version}.` }],
  evolve: () => undefined,
});

describe('a record history row', () => {
  it('keeps the newest entries when a record has more than a row holds', () => {
    let row: HistoryRow<undefined> | undefined;
    for (let version = 1; version <= MAX_ENTRIES + 2; version += 1) row = history.evolve(row, saved(version)) ?? undefined;
    expect(row!.Entries).toHaveLength(MAX_ENTRIES);
    expect(row!.Entries[0]!.Version).toBe(3);
    expect(row!.Entries.at(-1)!.Lines).toEqual([{ Text: `Billede ${MAX_ENTRIES + 2}.` }]);
  });
});
