/**
 * What every vehicle registry call goes through, whichever adapter answers: a time limit, so that an outage is
 * answered with the spec's text within seconds instead of a hung request, and a bounded cache for registers whose
 * data moves slowly (the model catalogue, the motor register). Failures are never cached.
 */

/** The registry did not answer in time, or answered that it is down. */
export class RegistryUnavailable extends Error {
  constructor(
    readonly registry: string,
    cause?: unknown,
  ) {
    super(`The ${registry} did not answer.`, { cause });
    this.name = 'RegistryUnavailable';
  }
}

/** How long a registry call may take before the caller is told the service does not answer. */
export const REGISTRY_TIMEOUT_MS = 2_500;

/** Rejects with `RegistryUnavailable` when `call` has not settled within `ms`; any other failure becomes one too. */
export const withTimeout = async <T>(registry: string, call: () => Promise<T>, ms: number = REGISTRY_TIMEOUT_MS): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RegistryUnavailable(registry, new Error(`timed out after ${ms} ms`))), ms);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    throw error instanceof RegistryUnavailable ? error : new RegistryUnavailable(registry, error);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A least-recently-used cache with a bound on entries and an age limit. Kept per container: a Lambda container
 * serves many requests, and a few thousand vehicle answers are a few megabytes at most.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    readonly maxEntries: number,
    readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > this.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return { value: entry.value };
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The cached answer, or the call's (cached when it succeeds). Concurrent misses of one key share one call. */
  async through(key: string, call: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit) return hit.value;
    const pending = this.pending.get(key);
    if (pending) return pending;
    const promise = call().then(
      (value) => {
        this.pending.delete(key);
        this.set(key, value);
        return value;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  private readonly pending = new Map<string, Promise<V>>();
}
