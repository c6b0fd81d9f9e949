import { spawnSync } from 'node:child_process';

/**
 * `npm run fuzz`: the fuzzing suite at full size against a fresh local cloud (or API_BASE_URL): 10,000 requests by
 * default with a fixed seed; FUZZ_REQUESTS and FUZZ_SEED change them. It prints the summary (requests per route,
 * 5xx found) and fails when any answer was a 5xx or a refusal did not say what was wrong.
 */
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'tests/api/fuzz.test.ts'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '10000' },
});
process.exit(result.status ?? 1);
