import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import type { LocalCloud } from '../../local/cloud.ts';
import { buildWeb, viteConfigFile, webBuildNeeded } from '../../local/web.ts';
import { testPortOffset } from './emulators.ts';

/**
 * Global setup of the `api` and `e2e` projects: unless API_BASE_URL names a running stage, the whole local cloud,
 * fresh, in memory, with the demo data and a second dealer group (the tenancy suite's), serving the built SPA (built first when web/dist is missing or older than
 * its sources), on its own ports. Tests read the base URL from `inject('baseUrl')` or API_BASE_URL.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the app and its API answer, without a trailing slash. */
    baseUrl: string;
    /** True when the tests run against the local cloud (which has `GET /__local/drain`). */
    localCloud: boolean;
    /** The sandbox partners' origin in the local cloud; empty against a deployed stage. */
    partnersOrigin: string;
  }
}

export const TEST_CLOUD_PORTS = { port: 3100 + testPortOffset, dynamoPort: 8100 + testPortOffset, s3Port: 4669 + testPortOffset, partnersPort: 5100 + testPortOffset } as const;

/** One local cloud however many projects (api, e2e) list this setup in one run. */
interface Shared {
  cloud: Promise<LocalCloud>;
  users: number;
  webBuildError?: unknown;
}
const SHARED = Symbol.for('dealerhub.tests.localCloud');
const shared = globalThis as typeof globalThis & { [SHARED]?: Shared };

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.API_BASE_URL;
  if (external && !shared[SHARED]) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('localCloud', false);
    project.provide('partnersOrigin', '');
    return undefined;
  }

  if (!shared[SHARED]) {
    const entry: Shared = { cloud: Promise.resolve(undefined as never), users: 0 };
    const start = async (): Promise<LocalCloud> => {
      if (existsSync(viteConfigFile) && (await webBuildNeeded())) {
        // The API tests do not need the SPA, so a broken web build fails only the e2e project (below).
        await buildWeb().catch((error: unknown) => (entry.webBuildError = error));
      }
      // The handlers' info logs would bury the test report; warnings and errors still show. The logger reads the level
      // when its module loads, so the local cloud and its data are imported only after it is set.
      process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
      const { startLocalCloud } = await import('../../local/cloud.ts');
      const { testOrganisation } = await import('../../local/second-conglomerate.ts');
      const cloud = await startLocalCloud({ ...TEST_CLOUD_PORTS, inMemory: true, fresh: true, seed: true, seedData: testOrganisation, web: 'dist', quiet: true });
      // Tests start once the demo data's read models are built (logins read the user directory). On a busy machine
      // projecting the demo data takes longer than a test's own drain allows; the setup hook's timeout still bounds it.
      await cloud.poller.drain(150_000);
      return cloud;
    };
    entry.cloud = start();
    shared[SHARED] = entry;
  }
  const entry = shared[SHARED]!;
  entry.users += 1;
  let cloud: LocalCloud;
  try {
    cloud = await entry.cloud;
  } catch (error) {
    delete shared[SHARED];
    throw error;
  }
  if (entry.webBuildError) {
    if (project.name === 'e2e') {
      entry.users -= 1;
      if (entry.users === 0) {
        delete shared[SHARED];
        await cloud.stop();
      }
      throw entry.webBuildError;
    }
    console.warn(String(entry.webBuildError));
  }
  process.env.API_BASE_URL = cloud.baseUrl;
  project.provide('baseUrl', cloud.baseUrl);
  project.provide('localCloud', true);
  project.provide('partnersOrigin', cloud.partnersOrigin ?? '');

  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared[SHARED];
    delete process.env.API_BASE_URL;
    await cloud.stop();
  };
}
