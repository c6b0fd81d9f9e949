/** A held entry's refresh under way, and the one queued behind it. */
interface Scheduled {
  running?: Promise<void>;
  queued?: Promise<void>;
}

/**
 * What a container holds per key (a list's partition, a department), refreshed in order: a caller waits for a refresh
 * that starts after it arrived, so a row written before the request is seen (as far as the projection has caught up),
 * and callers arriving during one refresh share the one queued behind it. Beyond `max` keys the least recently used
 * is dropped.
 */
export class OrderedRefreshes<E extends object> {
  private readonly held = new Map<string, E & Scheduled>();

  constructor(
    private readonly options: {
      max: number;
      create: () => E;
      refresh: (key: string, entry: E) => Promise<void>;
    },
  ) {}

  /** The key's entry, once a refresh that started after this call has run. */
  async current(key: string): Promise<E> {
    let entry = this.held.get(key);
    if (entry) this.held.delete(key);
    entry ??= this.options.create() as E & Scheduled;
    this.held.set(key, entry); // most recently used last
    if (this.held.size > this.options.max) this.held.delete(this.held.keys().next().value!);

    const running = entry.running;
    if (running) {
      const current = entry;
      current.queued ??= running.then(() => {
        current.queued = undefined;
        return this.run(key, current);
      });
      await current.queued;
    } else {
      await this.run(key, entry);
    }
    return entry;
  }

  /** Forgets every entry. */
  clear(): void {
    this.held.clear();
  }

  private run(key: string, entry: E & Scheduled): Promise<void> {
    const running = this.options.refresh(key, entry).finally(() => {
      if (entry.running === running) entry.running = undefined;
    });
    entry.running = running;
    return running;
  }
}
