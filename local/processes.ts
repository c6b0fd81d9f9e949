import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A failure to start the local cloud that has a clear message for the developer (printed without a stack trace). */
export class LocalCloudError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalCloudError';
  }
}

/**
 * Fails with a clear message when something already listens on `port`. The probe binds the unspecified address
 * (dual-stack), which collides with a listener on any interface, loopback included.
 */
export const assertPortFree = async (port: number, envName: string): Promise<void> => {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
  if (!free) throw new LocalCloudError(`Port ${port} is in use: set ${envName} to another port`);
};

/**
 * Polls `probe` until it resolves true. Fails early when `child` exits (with what it wrote to stderr) and after
 * `timeoutMs`.
 */
export const waitUntil = async (
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs?: number; child?: ChildProcess; output?: () => string } = {},
): Promise<void> => {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new LocalCloudError(`${what} exited with code ${options.child.exitCode} while starting.\n${options.output?.() ?? ''}`.trim());
    }
    if (await probe().catch(() => false)) return;
    await sleep(100);
  }
  throw new LocalCloudError(`${what} did not answer within ${Math.round((options.timeoutMs ?? 60_000) / 1000)} s.\n${options.output?.() ?? ''}`.trim());
};

/** Stops a child process: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export const stopChild = async (child: ChildProcess, graceMs = 5_000): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
};

/**
 * Kills the child when this process exits, whatever the reason (an uncaught error, process.exit), so that no emulator
 * is left holding its port. Returns a function that removes the hook once the child has been stopped normally.
 */
export const killOnExit = (child: ChildProcess): (() => void) => {
  const kill = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  return () => process.removeListener('exit', kill);
};

/** Keeps the last `limit` characters a child wrote, for the error message when it fails to start. */
export const captureOutput = (child: ChildProcess, limit = 4_000): (() => string) => {
  let text = '';
  const append = (chunk: Buffer): void => {
    text = (text + chunk.toString('utf8')).slice(-limit);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => text;
};
