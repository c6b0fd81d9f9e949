import { execFileSync } from 'node:child_process';
import { initialJavaScript, lazyJavaScript } from '../local/web.ts';
import { kb } from './stats.ts';

/** The SPA's initial JavaScript: the entry script and every module it preloads, as a fresh production build gives them. */
export async function spaInitialJs(): Promise<string[]> {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const initial = await initialJavaScript();
  // The dashboard after login: the signed-in shell and the front page with its widgets, route chunks named after `_app`.
  const dashboard = await lazyJavaScript([/^_app-/]);
  const dashboardTotal = initial.gzipBytes + dashboard.gzipBytes;
  return [
    `SPA initial JavaScript (${initial.files.length} files; target below 200 KB gzipped)`,
    `${'entry + modulepreloads'.padEnd(38)} ${kb(initial.bytes).padStart(11)}  gzip ${kb(initial.gzipBytes).padStart(10)}`,
    `${'then shell, front page and dashboard'.padEnd(38)} ${`${dashboard.files.length} files`.padStart(11)}  gzip ${kb(dashboard.gzipBytes).padStart(10)}`,
    `${'the dashboard on first load'.padEnd(38)} ${''.padStart(11)}  gzip ${kb(dashboardTotal).padStart(10)}  (budget 250 KB: ${dashboardTotal <= 250_000 ? 'met' : 'not met'})`,
  ];
}
