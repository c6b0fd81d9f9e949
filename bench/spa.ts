import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb } from './stats.ts';

/** The SPA's initial JavaScript: the entry script and every module it preloads, as a fresh production build gives them. */
export function spaInitialJs(): string[] {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
  const dist = join('web', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return [`SPA initial JavaScript (${files.length} files)`, `${'entry + modulepreloads'.padEnd(38)} ${kb(raw).padStart(11)}  gzip ${kb(gzip).padStart(10)}`];
}
