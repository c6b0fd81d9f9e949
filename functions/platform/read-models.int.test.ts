import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from './aws.ts';
import { rowsByIdOnceWritten, type ReadModelKey } from './read-models.ts';
import { physicalName, readModelsTable } from './tables.ts';

const pk = `read-model-test#${randomUUID()}`;
const key = (id: string): ReadModelKey => ({ pk, sk: id });
const put = (id: string, row: Record<string, unknown>): Promise<unknown> =>
  dynamo().send(new PutCommand({ TableName: physicalName(readModelsTable), Item: { ...key(id), lastVersion: 1, ...row } }));

describe('rows by id once written', () => {
  it('waits for a row its projection writes only after the first read, and answers rows already there at once', async () => {
    await put('ready', { Name: 'Klar' });
    // The reader's client, watched: 'late' is written once the reader has read and not found it.
    const real = dynamo();
    let firstReadAnswered!: () => void;
    const afterFirstRead = new Promise<void>((resolve) => (firstReadAnswered = resolve));
    const watched = {
      send: async (command: Parameters<typeof real.send>[0]) => {
        const reply = await real.send(command);
        firstReadAnswered();
        return reply;
      },
    } as unknown as typeof real;
    const started = Date.now();
    const [rows] = await Promise.all([
      rowsByIdOnceWritten<{ Name: string }>(['ready', 'late'], key, { waitMs: 5_000, client: watched }),
      afterFirstRead.then(() => put('late', { Name: 'Senere' })),
    ]);
    expect(Object.fromEntries([...rows].map(([id, row]) => [id, row.Name]))).toEqual({ ready: 'Klar', late: 'Senere' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('ends the wait at a tombstone and leaves the id out, as it leaves out an id never written once the wait is over', async () => {
    await put('gone', { deleted: true });
    const started = Date.now();
    const rows = await rowsByIdOnceWritten(['gone'], key, { waitMs: 4_000 });
    expect(rows.size).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);

    const waited = Date.now();
    expect((await rowsByIdOnceWritten(['never'], key, { waitMs: 400 })).size).toBe(0);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(400);
  });
});
