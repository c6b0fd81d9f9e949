import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MICRO_FRONTENDS } from '../micro-frontends/bases.ts';
import { repoRoot } from './emulators.ts';
import { newestModification } from './web.ts';

/**
 * Our micro-frontends under their bases, as CloudFront serves them from their own builds: each is a folder under
 * `micro-frontends/` with its own Vite build into its `dist/` (with `asset-manifest.json`). Locally a widget is
 * built when it is first asked for and its build is missing or older than its sources.
 */
export { MICRO_FRONTENDS };

export const microFrontendOf = (url: string): { base: string; folder: string; file: string } | undefined => {
  const pathname = url.split('?')[0]!;
  const base = Object.keys(MICRO_FRONTENDS).find((candidate) => pathname.toLowerCase().startsWith(candidate));
  return base ? { base, folder: MICRO_FRONTENDS[base]!, file: pathname.slice(base.length) } : undefined;
};

const folderOf = (name: string): string => path.join(repoRoot, 'micro-frontends', name);

const buildNeeded = async (name: string): Promise<boolean> => {
  const built = await stat(path.join(folderOf(name), 'dist', 'asset-manifest.json')).catch(() => undefined);
  if (!built) return true;
  // A widget bundles the shared drawing helpers too, so a change there rebuilds it as well.
  const sources = await Promise.all([path.join(folderOf(name), 'src'), path.join(folderOf('shared'), 'src')].map(newestModification));
  return Math.max(...sources) > built.mtimeMs;
};

const builds = new Map<string, Promise<void>>();
/** `vite build` of one widget, in a child process; concurrent requests share one build. */
export const buildMicroFrontend = (name: string): Promise<void> => {
  const running = builds.get(name);
  if (running) return running;
  const build = (async () => {
    if (!(await buildNeeded(name))) return;
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', path.join(folderOf(name), 'vite.config.ts')], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building the ${name} widget failed:\n${output}`))));
    });
  })().finally(() => builds.delete(name));
  builds.set(name, build);
  return build;
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Serves one widget file; answers 404 for anything not in its build. */
export const serveMicroFrontend = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
  const target = microFrontendOf(request.url ?? '/');
  const extension = target ? path.extname(target.file) : '';
  if (!target || !CONTENT_TYPES[extension] || target.file.split('/').some((part) => part === '..' || part.startsWith('.'))) {
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ Message: 'Findes ikke.' }));
    return;
  }
  await buildMicroFrontend(target.folder);
  const body = await readFile(path.join(folderOf(target.folder), 'dist', target.file)).catch(() => undefined);
  if (!body) {
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ Message: 'Findes ikke.' }));
    return;
  }
  // The manifest says what to load, so it is never cached; the files it names change only with a new build.
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extension]!,
    'cache-control': target.file === 'asset-manifest.json' ? 'no-cache' : 'public, max-age=300',
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
};
