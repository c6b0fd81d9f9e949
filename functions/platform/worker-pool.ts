/**
 * Runs `task` over the items, at most `limit` at a time: a batch finishes in a few round trips without a burst on the
 * tables, the buckets or the key store. The first task to fail fails the whole.
 */
export const inPool = async <T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

/** Which ids an action succeeded on and why it failed on the others, each list in the order the ids were given. */
export interface EachIdOutcome {
  succeeded: string[];
  failed: { Id: string; Message: string }[];
}

/**
 * Runs `action` once for each distinct id, at most `concurrency` at a time (a list's mass action). One id failing does
 * not stop the others: its error becomes a message (`messageOf`) for the caller to report beside the ones that succeeded.
 */
export const forEachId = async (
  ids: readonly string[],
  action: (id: string) => Promise<void>,
  options: { concurrency: number; messageOf: (error: unknown) => string },
): Promise<EachIdOutcome> => {
  const distinct = [...new Set(ids)];
  const succeeded: string[] = [];
  const failed: EachIdOutcome['failed'] = [];
  await inPool(distinct, options.concurrency, async (id) => {
    try {
      await action(id);
      succeeded.push(id);
    } catch (error) {
      failed.push({ Id: id, Message: options.messageOf(error) });
    }
  });
  const order = (a: string, b: string) => distinct.indexOf(a) - distinct.indexOf(b);
  return { succeeded: succeeded.sort(order), failed: failed.sort((a, b) => order(a.Id, b.Id)) };
};
