/** Percentile of a sample (nearest rank). */
export const percentile = (samples: readonly number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

export const ms = (value: number): string => `${value.toFixed(2)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export const timed = async (action: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await action();
  return performance.now() - start;
};

/**
 * CPU seconds spent so far by this process and, apart, by its descendants (DynamoDB Local's JVM, the S3 emulator): on a
 * shared machine a rate in events a second says as much about the neighbours as about the code, CPU time does not.
 */
export const cpuSeconds = async (): Promise<{ node: number; emulators: number }> => {
  const { user, system } = process.cpuUsage();
  return { node: (user + system) / 1e6, emulators: await descendantsCpu(process.pid) };
};

const descendantsCpu = async (pid: number): Promise<number> => {
  const { readFile, readdir } = await import('node:fs/promises');
  const ticks = 100; // USER_HZ on Linux
  const children = async (of: number): Promise<number[]> => {
    const tasks = await readdir(`/proc/${of}/task`).catch(() => [] as string[]);
    const found = await Promise.all(tasks.map((task) => readFile(`/proc/${of}/task/${task}/children`, 'utf8').catch(() => '')));
    return found.flatMap((text) => text.split(' ').filter(Boolean).map(Number));
  };
  let total = 0;
  const pending = await children(pid);
  while (pending.length > 0) {
    const child = pending.pop()!;
    const stat = await readFile(`/proc/${child}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / ticks;
    pending.push(...(await children(child)));
  }
  return total;
};

export const cpuSpent = (before: { node: number; emulators: number }, after: { node: number; emulators: number }): string =>
  `CPU ${(after.node - before.node).toFixed(1)} s node, ${(after.emulators - before.emulators).toFixed(1)} s emulators`;
