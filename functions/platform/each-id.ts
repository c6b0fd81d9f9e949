/** Which ids an action succeeded on and why it failed on the others, each list in the order the ids were given. */
export interface EachIdOutcome {
  succeeded: string[];
  failed: { Id: string; Message: string }[];
}

/**
 * Runs `action` once for each distinct id, at most `concurrency` at a time, so that a batch from a list's mass action
 * finishes in a few round trips without a burst on the tables. One id failing does not stop the others: its error
 * becomes a message (`messageOf`) for the caller to report beside the ones that succeeded.
 */
export const forEachId = async (
  ids: readonly string[],
  action: (id: string) => Promise<void>,
  options: { concurrency: number; messageOf: (error: unknown) => string },
): Promise<EachIdOutcome> => {
  const distinct = [...new Set(ids)];
  const succeeded: string[] = [];
  const failed: EachIdOutcome['failed'] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < distinct.length) {
      const id = distinct[next++]!;
      try {
        await action(id);
        succeeded.push(id);
      } catch (error) {
        failed.push({ Id: id, Message: options.messageOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, distinct.length) }, worker));
  const order = (a: string, b: string) => distinct.indexOf(a) - distinct.indexOf(b);
  return { succeeded: succeeded.sort(order), failed: failed.sort((a, b) => order(a.Id, b.Id)) };
};
