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
