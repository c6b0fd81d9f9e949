import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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
  it('waits for a row its projection writes a moment later, and answers rows already there at once', async () => {
    await put('ready', { Name: 'Klar' });
    const started = Date.now();
    const [rows] = await Promise.all([
      rowsByIdOnceWritten<{ Name: string }>(['ready', 'late'], key, { waitMs: 5_000 }),
      sleep(300).then(() => put('late', { Name: 'Senere' })),
    ]);
    expect(Object.fromEntries([...rows].map(([id, row]) => [id, row.Name]))).toEqual({ ready: 'Klar', late: 'Senere' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
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
