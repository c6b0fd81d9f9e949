import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test projects. `unit` and `web` need nothing running; `integration` gets DynamoDB Local and the S3 emulator;
 * `api` and `e2e` get the whole local cloud on its own ports (or `API_BASE_URL` for a deployed stage);
 * `cdk` synthesizes the app. Each runs in its own `npm run test:*` step.
 */
export default defineConfig({
  test: {
    // Every core: the default leaves one for the runner, which on a 2-core machine runs the unit and web tests one file
    // at a time. The projects with a shared local cloud run their files one after another anyway.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,events,functions,local,scripts,micro-frontends}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A worker's files share their modules (loading them anew for each file took as long as the tests); a test
          // that changes the environment or the clock puts it back.
          isolate: false,
        },
      },
      'web/vite.config.ts',
      {
        test: {
          name: 'integration',
          include: ['{domain,events,functions,local}/**/*.int.test.ts'],
          environment: 'node',
          // Tests provoke failures on purpose; the assertions, not the logs, tell whether they were handled.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
          globalSetup: ['tests/setup/emulators.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The files share one module graph: each would otherwise load the route table and compile its contract anew.
          isolate: false,
          globalSetup: ['tests/setup/local-cloud.ts'],
          setupFiles: ['tests/setup/file-mark.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // As the API suites' files: one module graph (Playwright, axe, the route table) for all of them.
          isolate: false,
          globalSetup: ['tests/setup/local-cloud.ts'],
          // axe on every screen and dialog the journeys show, asserted after each test.
          setupFiles: ['tests/setup/file-mark.ts', 'tests/e2e/accessibility-hooks.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['cdk/**/*.test.ts'],
          environment: 'node',
          // The files share one load of the CDK's library, which took each file seconds.
          isolate: false,
          testTimeout: 300_000,
          // Synthesis (esbuild bundling of every function) runs in beforeAll.
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
