import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DynamoDBRecord } from 'aws-lambda';

/** A stream record a consumer gave up on, as the on-failure destination of an event-source mapping would hold it. */
export interface DeadLetter {
  consumer: string;
  parkedAt: string;
  /** The error the consumer threw, or a note that it reported the record as a batch item failure. */
  error: string;
  /** Invocations that included this record as the first one to fail. */
  attempts: number;
  record: DynamoDBRecord;
}

/**
 * The local dead-letter store: one NDJSON file per consumer (`<directory>/<consumer>.ndjson`), or memory when no
 * directory is given (tests).
 */
export class DeadLetterStore {
  private readonly memory = new Map<string, DeadLetter[]>();

  constructor(private readonly directory?: string) {}

  private fileOf(consumer: string): string {
    return path.join(this.directory!, `${consumer}.ndjson`);
  }

  async park(letters: readonly DeadLetter[]): Promise<void> {
    for (const letter of letters) {
      if (!this.directory) {
        this.memory.set(letter.consumer, [...(this.memory.get(letter.consumer) ?? []), letter]);
        continue;
      }
      await mkdir(this.directory, { recursive: true });
      await appendFile(this.fileOf(letter.consumer), `${JSON.stringify(letter)}\n`, 'utf8');
    }
  }

  async list(consumer: string): Promise<DeadLetter[]> {
    if (!this.directory) return [...(this.memory.get(consumer) ?? [])];
    const text = await readFile(this.fileOf(consumer), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as DeadLetter);
  }

  /** Removes every parked record of a consumer and returns them (a redrive parks again what still fails). */
  async take(consumer: string): Promise<DeadLetter[]> {
    const letters = await this.list(consumer);
    if (this.directory) await rm(this.fileOf(consumer), { force: true });
    else this.memory.delete(consumer);
    return letters;
  }
}
