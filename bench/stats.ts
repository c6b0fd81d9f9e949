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
 * CPU seconds spent so far by this process and, apart, by DynamoDB Local's JVM and by the other emulators (the S3
 * emulator): on a shared machine a rate in events a second says as much about the neighbours as about the code, CPU
 * time does not.
 */
export interface CpuTime {
  node: number;
  dynamoDbLocal: number;
  otherEmulators: number;
}
export const cpuSeconds = async (): Promise<CpuTime> => {
  const { user, system } = process.cpuUsage();
  const time: CpuTime = { node: (user + system) / 1e6, dynamoDbLocal: 0, otherEmulators: 0 };
  const { readFile, readdir } = await import('node:fs/promises');
  const ticks = 100; // USER_HZ on Linux
  const children = async (of: number): Promise<number[]> => {
    const tasks = await readdir(`/proc/${of}/task`).catch(() => [] as string[]);
    const found = await Promise.all(tasks.map((task) => readFile(`/proc/${of}/task/${task}/children`, 'utf8').catch(() => '')));
    return found.flatMap((text) => text.split(' ').filter(Boolean).map(Number));
  };
  const pending = await children(process.pid);
  while (pending.length > 0) {
    const child = pending.pop()!;
    const stat = await readFile(`/proc/${child}/stat`, 'utf8').catch(() => '');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / ticks;
    if (command === 'java') time.dynamoDbLocal += seconds;
    else time.otherEmulators += seconds;
    pending.push(...(await children(child)));
  }
  return time;
};

export const cpuSpent = (before: CpuTime, after: CpuTime): string =>
  `CPU ${(after.node - before.node).toFixed(1)} s node, ${(after.dynamoDbLocal - before.dynamoDbLocal).toFixed(1)} s DynamoDB Local, ${(after.otherEmulators - before.otherEmulators).toFixed(1)} s S3 emulator`;
