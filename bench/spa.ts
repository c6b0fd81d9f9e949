import { execFileSync } from 'node:child_process';
import { initialJavaScript } from '../local/web.ts';
import { kb } from './stats.ts';

/** The SPA's initial JavaScript: the entry script and every module it preloads, as a fresh production build gives them. */
export async function spaInitialJs(): Promise<string[]> {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const initial = await initialJavaScript();
  return [
    `SPA initial JavaScript (${initial.files.length} files; target below 200 KB gzipped)`,
    `${'entry + modulepreloads'.padEnd(38)} ${kb(initial.bytes).padStart(11)}  gzip ${kb(initial.gzipBytes).padStart(10)}`,
  ];
}
