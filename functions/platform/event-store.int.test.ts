import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Decider } from '../../domain/decider.ts';
import { refused } from '../../domain/errors.ts';
import { handleCommand, handleGroup } from './command-handler.ts';
import { ConcurrencyError, HttpError } from './errors.ts';
import { EventStore, type AppendContext } from './event-store.ts';
import { nextNumber, sequenceStreamId } from './sequences.ts';

const store = new EventStore();
const context: AppendContext = { dealerId: '101', userId: 'u1', correlationId: 'corr-1', causationId: 'cause-1' };
const disabled = { type: 'UserDisabled', data: {} } as const;
const signedIn = { type: 'UserSignedIn', data: { ImpersonatedByUserId: null } } as const;
const newStream = () => `test#${randomUUID()}`;

describe('event store', () => {
  it('stores events with the full envelope and reads them back in order', async () => {
    const streamId = newStream();
    await store.append(streamId, 0, [signedIn, disabled], context);
    const events = await store.readStream(streamId);
    expect(events.map((e) => [e.version, e.type])).toEqual([
      [1, 'UserSignedIn'],
      [2, 'UserDisabled'],
    ]);
    expect(events[0]!.meta).toMatchObject({ dealerId: '101', userId: 'u1', correlationId: 'corr-1', causationId: 'cause-1', schemaVersion: 1 });
    expect(events[0]!.meta.eventId).not.toBe(events[1]!.meta.eventId);
    expect(await store.lastVersion(streamId)).toBe(2);
  });

  it('never writes an event that fails its schema', async () => {
    const streamId = newStream();
    await expect(store.append(streamId, 0, [{ type: 'UserSignedIn', data: { ImpersonatedByUserId: 42 } }], context)).rejects.toThrow();
    await expect(store.append(streamId, 0, [{ type: 'NoSuchEvent', data: {} }], context)).rejects.toThrow(/Unknown event type/);
    expect(await store.readStream(streamId)).toEqual([]);
  });

  it('lets exactly one of 50 concurrent appends at the same version win, with no gap and no duplicate', async () => {
    const streamId = newStream();
    await store.append(streamId, 0, [signedIn], context);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => store.append(streamId, 1, [disabled], { ...context, causationId: `writer-${i}` })),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const failure of lost) {
      expect(failure.reason).toBeInstanceOf(ConcurrencyError);
      expect((failure.reason as ConcurrencyError).statusCode).toBe(409);
    }
    const events = await store.readStream(streamId);
    expect(events.map((e) => e.version)).toEqual([1, 2]);
  });

  it('appends several events atomically: a conflict on one writes none', async () => {
    const streamId = newStream();
    await store.append(streamId, 0, [signedIn, signedIn], context);
    // Expected version 1 is stale: version 2 exists, so the whole transaction (versions 2 and 3) is refused.
    await expect(store.append(streamId, 1, [disabled, disabled], context)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['UserSignedIn', 'UserSignedIn']);
  });
});

/** A counter aggregate for the command handler tests: each `Tick` appends one event; `Stop` refuses when stopped. */
type CounterState = { ticks: number; stopped: boolean };
type CounterCommand = { type: 'Tick' } | { type: 'Stop' };
type CounterEvent = typeof signedIn | typeof disabled;
const counter: Decider<CounterCommand, CounterEvent, CounterState> = {
  initialState: () => ({ ticks: 0, stopped: false }),
  decide(command, state) {
    if (state.stopped) throw refused('Tælleren er stoppet.');
    return command.type === 'Tick' ? [signedIn] : [disabled];
  },
  evolve: (state, event) => (event.type === 'UserDisabled' ? { ...state, stopped: true } : { ...state, ticks: state.ticks + 1 }),
};

/** An aggregate that is opened once: a second opening is refused. */
const opensOnce: Decider<CounterCommand, CounterEvent, CounterState> = {
  ...counter,
  decide(command, state) {
    if (state.ticks > 0) throw refused('Findes allerede.');
    return counter.decide(command, state);
  },
};

describe('command handler', () => {
  it('retries lost races on fresh state so 20 concurrent commands all land, versions 1 to 20 without gaps', async () => {
    const streamId = newStream();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => handleCommand(store, counter, streamId, { type: 'Tick' }, context, { retries: 25 })),
    );
    expect(results.every((r) => r.events.length === 1)).toBe(true);
    const versions = (await store.readStream(streamId)).map((e) => e.version);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('refuses with the domain message and appends nothing', async () => {
    const streamId = newStream();
    await handleCommand(store, counter, streamId, { type: 'Stop' }, context);
    await expect(handleCommand(store, counter, streamId, { type: 'Tick' }, context)).rejects.toThrow('Tælleren er stoppet.');
    expect(await store.lastVersion(streamId)).toBe(1);
  });

  it('honours If-Match as the expected version and does not retry a mismatch', async () => {
    const streamId = newStream();
    await handleCommand(store, counter, streamId, { type: 'Tick' }, context);
    await expect(handleCommand(store, counter, streamId, { type: 'Tick' }, context, { expectedVersion: 0 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    const outcome = await handleCommand(store, counter, streamId, { type: 'Tick' }, context, { expectedVersion: 1 });
    expect(outcome.version).toBe(2);
  });

  it('returns the first result for a repeated Idempotency-Key and appends nothing the second time', async () => {
    const streamId = newStream();
    const key = randomUUID();
    const options = { idempotencyKey: key, payload: { n: 1 }, result: ({ version }: { version: number }) => ({ Version: version }) };
    const first = await handleCommand(store, counter, streamId, { type: 'Tick' }, context, options);
    const again = await handleCommand(store, counter, streamId, { type: 'Tick' }, context, options);
    expect(first.result).toEqual({ Version: 1 });
    expect(again).toMatchObject({ replayed: true, result: { Version: 1 }, events: [] });
    expect(await store.lastVersion(streamId)).toBe(1);

    const reused = handleCommand(store, counter, streamId, { type: 'Tick' }, context, { ...options, payload: { n: 2 } });
    await expect(reused).rejects.toBeInstanceOf(HttpError);
    await expect(reused).rejects.toMatchObject({ statusCode: 422 });
  });

  it('appends once when the same idempotent command races itself', async () => {
    const streamId = newStream();
    const key = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        handleCommand(store, counter, streamId, { type: 'Tick' }, context, { idempotencyKey: key, payload: {}, retries: 10 }),
      ),
    );
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(await store.lastVersion(streamId)).toBe(1);
  });
});

describe('sequences', () => {
  it('hands out every number exactly once under concurrency', async () => {
    const name = `test-${randomUUID()}`;
    const numbers = await Promise.all(Array.from({ length: 15 }, () => nextNumber(store, name, context, 60)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
});

describe('group append over several streams', () => {
  it('writes every stream of the group, each from its expected version', async () => {
    const [a, b] = [newStream(), newStream()];
    await store.append(a, 0, [signedIn], context);
    const stored = await store.appendGroup(
      [
        { streamId: a, expectedVersion: 1, events: [disabled] },
        { streamId: b, expectedVersion: 0, events: [signedIn, signedIn] },
      ],
      context,
    );
    expect(stored.map((events) => events.map((e) => [e.streamId, e.version]))).toEqual([
      [[a, 2]],
      [
        [b, 1],
        [b, 2],
      ],
    ]);
    expect((await store.readStream(a)).map((e) => e.type)).toEqual(['UserSignedIn', 'UserDisabled']);
    expect(await store.lastVersion(b)).toBe(2);
  });

  it('writes nothing when one stream conflicts, and names that stream', async () => {
    const [a, b, c] = [newStream(), newStream(), newStream()];
    await store.append(b, 0, [signedIn], context);
    const group = store.appendGroup(
      [
        { streamId: a, expectedVersion: 0, events: [signedIn] },
        { streamId: b, expectedVersion: 0, events: [signedIn] },
        { streamId: c, expectedVersion: 0, events: [signedIn, disabled] },
      ],
      context,
    );
    await expect(group).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(group).rejects.toMatchObject({ streamId: b, statusCode: 409 });
    expect(await store.lastVersion(a)).toBe(0);
    expect(await store.lastVersion(b)).toBe(1);
    expect(await store.lastVersion(c)).toBe(0);
  });

  it('answers an event too large for one item with 413, alone or in a group, and writes nothing', async () => {
    const [a, b] = [newStream(), newStream()];
    const huge = { type: 'UserSignedIn', data: { ImpersonatedByUserId: 'x'.repeat(500_000) } } as const;
    const alone = store.append(a, 0, [huge], context);
    await expect(alone).rejects.toBeInstanceOf(HttpError);
    await expect(alone).rejects.toMatchObject({ statusCode: 413 });
    const group = store.appendGroup(
      [
        { streamId: a, expectedVersion: 0, events: [signedIn] },
        { streamId: b, expectedVersion: 0, events: [huge] },
      ],
      context,
    );
    await expect(group).rejects.toMatchObject({ statusCode: 413 });
    expect(await store.lastVersion(a)).toBe(0);
    expect(await store.lastVersion(b)).toBe(0);
  });

  it('writes nothing when one event fails its schema', async () => {
    const [a, b] = [newStream(), newStream()];
    const group = store.appendGroup(
      [
        { streamId: a, expectedVersion: 0, events: [signedIn] },
        { streamId: b, expectedVersion: 0, events: [{ type: 'UserSignedIn', data: { ImpersonatedByUserId: 42 } }] },
      ],
      context,
    );
    await expect(group).rejects.toThrow();
    expect(await store.lastVersion(a)).toBe(0);
  });

  it('keeps the idempotency record in the same transaction: a repeated key is a replay and writes nothing', async () => {
    const [a, b] = [newStream(), newStream()];
    const record = { key: randomUUID(), payloadHash: 'h', result: 'first' };
    await store.appendGroup([{ streamId: a, expectedVersion: 0, events: [signedIn] }], context, record);
    await expect(store.appendGroup([{ streamId: b, expectedVersion: 0, events: [signedIn] }], context, record)).rejects.toMatchObject({
      name: 'IdempotentReplay',
    });
    expect(await store.lastVersion(b)).toBe(0);
  });

  it('lets exactly one of 20 concurrent groups over the same streams win; the streams never disagree', async () => {
    const [a, b] = [newStream(), newStream()];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        store.appendGroup(
          [
            { streamId: a, expectedVersion: 0, events: [signedIn] },
            { streamId: b, expectedVersion: 0, events: [signedIn] },
          ],
          { ...context, causationId: `writer-${i}` },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const lost of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) expect(lost.reason).toBeInstanceOf(ConcurrencyError);
    const [first, second] = await Promise.all([store.readStream(a), store.readStream(b)]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]!.meta.causationId).toBe(second[0]!.meta.causationId);
  });
});

describe('command handler over several aggregates', () => {
  it('appends to every aggregate it decided on, or to none when one refuses', async () => {
    const [a, b] = [newStream(), newStream()];
    await handleCommand(store, counter, b, { type: 'Stop' }, context);
    const refusedGroup = handleGroup(
      store,
      context,
      async (group) => {
        (await group.load(counter, a)).decide({ type: 'Tick' });
        (await group.load(counter, b)).decide({ type: 'Tick' });
      },
      {},
    );
    await expect(refusedGroup).rejects.toThrow('Tælleren er stoppet.');
    expect(await store.lastVersion(a)).toBe(0);
    expect(await store.lastVersion(b)).toBe(1);
  });

  it('retries concurrent groups that share a stream on fresh state, so all land without gaps', async () => {
    const shared = newStream();
    const own = Array.from({ length: 12 }, () => newStream());
    const outcomes = await Promise.all(
      own.map((streamId) =>
        handleGroup(
          store,
          context,
          async (group) => {
            (await group.load(counter, streamId)).decide({ type: 'Tick' });
            (await group.load(counter, shared)).decide({ type: 'Tick' });
          },
          { retries: 30 },
        ),
      ),
    );
    expect(outcomes.every((o) => o.version === 1)).toBe(true);
    expect((await store.readStream(shared)).map((e) => e.version)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const streamId of own) expect(await store.lastVersion(streamId)).toBe(1);
  });

  it('reserves sequence numbers in the same transaction: gap-free under concurrency, and a refusal takes none', async () => {
    const name = `test-${randomUUID()}`;
    const opened = await Promise.all(
      Array.from({ length: 10 }, () =>
        handleGroup(
          store,
          context,
          async (group) => {
            const number = await group.reserve(name);
            // Opening what already exists is refused, as a case number already opened is: under concurrency that
            // is a lost race for the number, retried, never a refusal.
            (await group.load(opensOnce, `test#${name}-${number}`)).decide({ type: 'Tick' });
            return number;
          },
          {},
        ),
      ),
    );
    expect(opened.map((o) => Number(o.result)).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));

    const stopped = newStream();
    await handleCommand(store, counter, stopped, { type: 'Stop' }, context);
    for (let i = 0; i < 3; i += 1) {
      const refusedGroup = handleGroup(
        store,
        context,
        async (group) => {
          await group.reserve(name);
          (await group.load(counter, stopped)).decide({ type: 'Tick' });
        },
        {},
      );
      await expect(refusedGroup).rejects.toThrow('Tælleren er stoppet.');
    }
    expect(await store.lastVersion(sequenceStreamId(name))).toBe(10);
  });

  it('compares If-Match with the stream the request is about and does not retry a mismatch', async () => {
    const [main, other] = [newStream(), newStream()];
    await handleCommand(store, counter, main, { type: 'Tick' }, context);
    const attempt = async (group: Parameters<Parameters<typeof handleGroup>[2]>[0]) => {
      (await group.load(counter, main)).decide({ type: 'Tick' });
      (await group.load(counter, other)).decide({ type: 'Tick' });
    };
    await expect(handleGroup(store, context, attempt, { expectedVersion: 0 })).rejects.toMatchObject({ streamId: main, statusCode: 409 });
    expect(await store.lastVersion(other)).toBe(0);
    const outcome = await handleGroup(store, context, attempt, { expectedVersion: 1 });
    expect(outcome.version).toBe(2);
    expect(await store.lastVersion(other)).toBe(1);
  });

  it('answers a repeated Idempotency-Key with the first result and its version, appending nothing', async () => {
    const [a, b] = [newStream(), newStream()];
    const options = { idempotencyKey: randomUUID(), payload: { n: 1 } };
    const attempt = async (group: Parameters<Parameters<typeof handleGroup>[2]>[0]) => {
      const main = await group.load(counter, a);
      main.decide({ type: 'Tick' });
      (await group.load(counter, b)).decide({ type: 'Tick' });
      return `v${main.version}`;
    };
    const first = await handleGroup(store, context, attempt, options);
    const again = await handleGroup(store, context, attempt, options);
    expect(first).toMatchObject({ replayed: false, result: 'v1', version: 1 });
    expect(again).toMatchObject({ replayed: true, result: 'v1', version: 1, events: [] });
    expect(await store.lastVersion(b)).toBe(1);
  });
});
