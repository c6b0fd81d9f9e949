import { spawn } from 'node:child_process';

/**
 * `npm test`: every check of the repository, in two lanes that run side by side. The API and end-to-end suites spend
 * much of their time waiting on the local cloud, the browser and the projections (about one core of two busy), so the
 * checks that need nothing running (types, lint, unit and SPA tests, synthesis) and the integration suites, on their
 * own emulators and ports, use the other core meanwhile. Within a lane a step starts only when the one before passed.
 * Each step's output is printed whole when it ends, so the two lanes' reports do not interleave.
 */
const LANES: readonly (readonly string[])[] = [
  ['test:api', 'test:e2e'],
  ['typecheck', 'lint', 'test:unit', 'test:integration', 'test:cdk'],
];

interface Outcome {
  step: string;
  result: 'passed' | 'failed' | 'not run';
  seconds: number;
}

const started = Date.now();
/** The steps under way with what they have printed so far. */
const running = new Map<string, { output: Buffer[]; stop: () => void }>();
const secondsSince = (from: number): number => Math.round((Date.now() - from) / 1000);

/** Runs one `npm run` script with its output captured; resolves with whether it passed. */
const runStep = (step: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const from = Date.now();
    console.log(`▶ ${step} started (${secondsSince(started)} s into the run)`);
    // npm runs this file, so it names itself in npm_execpath; the steps get the same npm and the same Node.
    const npm = process.env.npm_execpath;
    const child = npm ? spawn(process.execPath, [npm, 'run', '-s', step]) : spawn('npm', ['run', '-s', step], { shell: process.platform === 'win32' });
    const output: Buffer[] = [];
    running.set(step, { output, stop: () => child.kill('SIGTERM') });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (passed: boolean, reason = ''): void => {
      running.delete(step);
      const outcome: Outcome = { step, result: passed ? 'passed' : 'failed', seconds: secondsSince(from) };
      console.log(`\n━━━ ${step}: ${outcome.result} in ${outcome.seconds} s${reason} ━━━`);
      process.stdout.write(Buffer.concat(output));
      resolve(outcome);
    };
    child.on('error', (error) => finish(false, ` (${error.message})`));
    child.on('close', (code, signal) => finish(code === 0, signal ? ` (${signal})` : ''));
  });

const runLane = async (steps: readonly string[]): Promise<Outcome[]> => {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    if (outcomes.some((outcome) => outcome.result !== 'passed')) outcomes.push({ step, result: 'not run', seconds: 0 });
    else outcomes.push(await runStep(step));
  }
  return outcomes;
};

// Colours as on a terminal, when there is one: the steps' output goes through a pipe.
if (process.stdout.isTTY) process.env.FORCE_COLOR ??= '1';

// Stopped from outside (Ctrl+C, a CI time limit): what the steps under way printed is not lost.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const [step, { output, stop }] of running) {
      console.log(`\n━━━ ${step}: stopped by ${signal} after ${secondsSince(started)} s into the run ━━━`);
      process.stdout.write(Buffer.concat(output));
      stop();
    }
    process.exit(1);
  });
}

const outcomes = (await Promise.all(LANES.map(runLane))).flat();
console.log(`\nnpm test: ${secondsSince(started)} s`);
for (const { step, result, seconds } of outcomes) console.log(`  ${result.padEnd(7)} ${step}${result === 'not run' ? '' : ` (${seconds} s)`}`);
process.exitCode = outcomes.every((outcome) => outcome.result === 'passed') ? 0 : 1;
