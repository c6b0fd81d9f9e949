import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './emulators.ts';
import { contentSecurityPolicy, PERMISSIONS_POLICY, REFERRER_POLICY, type PolicyOptions } from '../web/security-headers.ts';

/**
 * The SPA on the API's origin, as CloudFront serves it: by default (`npm start`, the tests) the production build in
 * `web/dist` with the SPA fallback and CloudFront's caching and security headers; for development (`npm run dev`)
 * Vite in middleware mode with hot reload over the same server. Until the web app exists, a placeholder page.
 */
export type WebMode = 'vite' | 'dist' | 'none';

export interface WebApp {
  /** What is actually served: `placeholder` when the web app is not there (yet). */
  served: 'vite' | 'dist' | 'placeholder' | 'none';
  handle(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

export const webRoot = path.join(repoRoot, 'web');
export const webDist = path.join(webRoot, 'dist');
export const viteConfigFile = path.join(webRoot, 'vite.config.ts');

/** What the SPA's build is made from: its own folder and the isomorphic code it imports, and the locked packages. */
export const webSources = [webRoot, path.join(repoRoot, 'domain'), path.join(repoRoot, 'events'), path.join(repoRoot, 'package-lock.json')];

/** The newest modification time under `entry` (a file or a folder), skipping builds, packages and dot files. */
export const newestModification = async (entry: string): Promise<number> => {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const child of await readdir(entry, { withFileTypes: true })) {
    if (['dist', 'node_modules'].includes(child.name) || child.name.startsWith('.')) continue;
    newest = Math.max(newest, await newestModification(path.join(entry, child.name)));
  }
  return newest;
};

/** True when `dist` has no `index.html`, or one older than any of `sources`. */
export const webBuildNeeded = async (dist = webDist, sources = webSources): Promise<boolean> => {
  const built = await stat(path.join(dist, 'index.html')).catch(() => undefined);
  if (!built) return true;
  for (const source of sources) if ((await newestModification(source)) > built.mtimeMs) return true;
  return false;
};

/**
 * `vite build` of the SPA into `web/dist`, in a child process so that its memory is returned when it is done. Always
 * the production build that ships: a test runner's NODE_ENV would otherwise give React's development build.
 */
export const buildWeb = (): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', viteConfigFile], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code}):\n${output.slice(-4_000)}`))));
  });

/** What a first visit downloads before the SPA starts: the entry script and every module it preloads, as built. */
export const initialJavaScript = async (dist = webDist): Promise<{ files: string[]; bytes: number; gzipBytes: number }> => {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...new Set(
      [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]!),
    ),
  ];
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = await readFile(path.join(dist, file));
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, bytes, gzipBytes };
};

/**
 * What a page loads after the first screen: the chunks whose file names match `chunks` (the route files' lazy chunks,
 * named after them) and every module they import statically, less what the first screen loaded already.
 */
export const lazyJavaScript = async (chunks: readonly RegExp[], dist = webDist): Promise<{ files: string[]; gzipBytes: number }> => {
  const initial = new Set((await initialJavaScript(dist)).files.map((file) => file.replace(/^\//, '')));
  const assets = await readdir(path.join(dist, 'assets'));
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = await readFile(path.join(dist, file), 'utf8');
    for (const match of text.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) await visit(path.posix.join(path.posix.dirname(file), match[1]!));
  };
  for (const name of assets.filter((asset) => asset.endsWith('.js') && chunks.some((chunk) => chunk.test(asset)))) await visit(`assets/${name}`);
  const files = [...seen].filter((file) => !initial.has(file));
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
  return { files, gzipBytes };
};

/**
 * The response headers CloudFront adds to the SPA. `otherOrigins` are where the app may show content from besides
 * itself (the documents bucket's short-lived PDF links). Development relaxes scripts and connections for Vite's
 * inline React Refresh preamble and its HMR WebSocket.
 */
export const securityHeaders = (options: PolicyOptions = {}): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(options),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
});

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const PLACEHOLDER = `<!doctype html>
<html lang="da">
<head><meta charset="utf-8"><title>DealerHub</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1>DealerHub</h1>
<p>Webappen er ikke bygget endnu. API'et svarer på <code>/api/</code>.</p>
</body>
</html>
`;

const sendText = (response: ServerResponse, status: number, text: string, headers: Record<string, string>, contentType = 'text/plain; charset=utf-8'): void => {
  response.writeHead(status, { ...headers, 'content-type': contentType, 'cache-control': REVALIDATE, 'content-length': String(Buffer.byteLength(text)) });
  response.end(text);
};

const placeholderApp = (headers: Record<string, string>): WebApp => ({
  served: 'placeholder',
  handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Metoden er ikke tilladt.', headers);
    sendText(response, 200, request.method === 'HEAD' ? '' : PLACEHOLDER, headers, 'text/html; charset=utf-8');
  },
  close: async () => {},
});

/** Serves `directory` as CloudFront serves the SPA bucket. */
export const staticApp = (directory: string, headers: Record<string, string>): WebApp => {
  const root = path.resolve(directory);
  const sendFile = async (request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string): Promise<void> => {
    const info = await stat(file);
    response.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': cacheControl,
      'last-modified': info.mtime.toUTCString(),
    });
    if (request.method === 'HEAD') return void response.end();
    createReadStream(file).pipe(response);
  };

  return {
    served: 'dist',
    handle(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Metoden er ikke tilladt.', headers);
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
      } catch {
        return sendText(response, 400, 'Ugyldig adresse.', headers);
      }
      const file = path.resolve(root, `.${pathname}`);
      if (file !== root && !file.startsWith(`${root}${path.sep}`)) return sendText(response, 404, 'Findes ikke.', headers);

      const serve = async (): Promise<void> => {
        if (path.extname(pathname) === '') {
          // A client-side route: the app's shell, never cached, so a deploy is picked up at once.
          return sendFile(request, response, path.join(root, 'index.html'), REVALIDATE);
        }
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) return sendText(response, 404, 'Findes ikke.', headers);
        // Files under /assets/ carry a content hash in their name, so they never change.
        return sendFile(request, response, file, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      };
      serve().catch(() => {
        if (!response.headersSent) sendText(response, 500, 'Der opstod en uventet fejl.', headers);
        else response.destroy();
      });
    },
    close: async () => {},
  };
};

const viteApp = async (server: Server): Promise<WebApp> => {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: viteConfigFile,
    root: webRoot,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server } },
  });
  const headers = securityHeaders({ development: true, otherOrigins: documentOrigins() });
  return {
    served: 'vite',
    handle(request, response) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      vite.middlewares(request, response, () => sendText(response, 404, 'Findes ikke.', headers));
    },
    close: () => vite.close(),
  };
};

/**
 * The S3 endpoint the documents' short-lived links point at (the emulator locally), and the sandbox partners whose
 * plugins the case page frames (`PARTNER_PLUGIN_ORIGINS`, comma-separated).
 */
export const documentOrigins = (): string[] => {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  const partners = (process.env.PARTNER_PLUGIN_ORIGINS ?? '').split(',').filter(Boolean).map((origin) => new URL(origin).origin);
  return [...(endpoint ? [new URL(endpoint).origin] : []), ...partners];
};

export const createWebApp = async (mode: WebMode, server: Server, log: (message: string) => void = console.warn): Promise<WebApp> => {
  if (mode === 'none') {
    return {
      served: 'none',
      handle: (_request, response) => sendText(response, 404, 'Findes ikke.', {}),
      close: async () => {},
    };
  }
  const headers = securityHeaders({ otherOrigins: documentOrigins() });
  if (mode === 'vite') {
    if (!existsSync(viteConfigFile)) return placeholderApp(headers);
    try {
      return await viteApp(server);
    } catch (error) {
      // A web app that does not load yet must not keep the API from running.
      log(`Vite could not start (${error instanceof Error ? error.message : String(error)}); serving a placeholder page`);
      return placeholderApp(headers);
    }
  }
  return existsSync(path.join(webDist, 'index.html')) ? staticApp(webDist, headers) : placeholderApp(headers);
};
