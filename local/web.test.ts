import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from './emulators.ts';
import { createWebApp, documentOrigins, securityHeaders, staticApp, webBuildNeeded, type WebApp } from './web.ts';

describe('the built SPA, served as CloudFront serves it', () => {
  let directory: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(directory, 'assets'));
    await writeFile(path.join(directory, 'index.html'), '<!doctype html><title>DealerHub</title>');
    await writeFile(path.join(directory, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(directory, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(path.dirname(directory), 'secret.txt'), 'outside');
    const app = staticApp(directory, securityHeaders());
    server = createServer((request, response) => app.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(directory, { recursive: true, force: true });
    await rm(path.join(path.dirname(directory), 'secret.txt'), { force: true });
  });

  it('answers a client-side route with the app shell, uncached, with the security headers', async () => {
    const response = await fetch(`${base}/Cases/CaseList`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>DealerHub</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file with an extension, instead of the app shell', async () => {
    const response = await fetch(`${base}/assets/missing-123.js`);
    expect(response.status).toBe(404);
  });

  it('never serves a file outside its directory', async () => {
    const response = await fetch(`${base}/..%2Fsecret.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('securityHeaders', () => {
  it('allows only the app itself in production and adds the documents origin for frames and images', () => {
    const csp = securityHeaders({ otherOrigins: ['http://127.0.0.1:4569'] })['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'self' blob: http://127.0.0.1:4569");
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:4569");
  });

  it("adds the sandbox partners' origin, so the case page may frame their plugins", () => {
    const before = { s3: process.env.AWS_ENDPOINT_URL_S3, partners: process.env.PARTNER_PLUGIN_ORIGINS };
    try {
      process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:4569';
      process.env.PARTNER_PLUGIN_ORIGINS = 'http://localhost:3002/';
      expect(documentOrigins()).toEqual(['http://127.0.0.1:4569', 'http://localhost:3002']);
      expect(securityHeaders({ otherOrigins: documentOrigins() })['content-security-policy']).toContain("frame-src 'self' blob: http://127.0.0.1:4569 http://localhost:3002");
    } finally {
      for (const [name, value] of [['AWS_ENDPOINT_URL_S3', before.s3], ['PARTNER_PLUGIN_ORIGINS', before.partners]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('lets Vite run its inline refresh preamble and HMR socket in development', () => {
    const csp = securityHeaders({ development: true })['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain('connect-src \'self\' ws: wss:');
  });
});

describe('webBuildNeeded', () => {
  let directory: string;
  const dist = (): string => path.join(directory, 'dist');
  const sources = (): string[] => [path.join(directory, 'src'), path.join(directory, 'domain'), path.join(directory, 'lock.json')];
  const at = (file: string, seconds: number) => utimes(file, seconds, seconds);
  const builtAt = async (seconds: number): Promise<void> => {
    await mkdir(dist(), { recursive: true });
    await writeFile(path.join(dist(), 'index.html'), '<!doctype html>');
    await at(path.join(dist(), 'index.html'), seconds);
  };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'web-build-'));
    await mkdir(path.join(directory, 'src', 'features'), { recursive: true });
    await mkdir(path.join(directory, 'domain'));
    await writeFile(path.join(directory, 'src', 'features', 'case.tsx'), 'x');
    await writeFile(path.join(directory, 'domain', 'format.ts'), 'x');
    await writeFile(path.join(directory, 'lock.json'), '{}');
  });
  beforeEach(async () => {
    for (const file of ['src/features/case.tsx', 'domain/format.ts', 'lock.json']) await at(path.join(directory, file), 1_000);
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('builds when there is no build, and not when the build is newer than every source', async () => {
    await rm(dist(), { recursive: true, force: true });
    expect(await webBuildNeeded(dist(), sources())).toBe(true);
    await builtAt(2_000);
    expect(await webBuildNeeded(dist(), sources())).toBe(false);
  });

  it('builds again when a source of the SPA, or the isomorphic code it imports, changed after the build', async () => {
    await builtAt(2_000);
    await at(path.join(directory, 'domain', 'format.ts'), 3_000);
    expect(await webBuildNeeded(dist(), sources())).toBe(true);
    await at(path.join(directory, 'domain', 'format.ts'), 1_000);
    await at(path.join(directory, 'src', 'features', 'case.tsx'), 3_000);
    expect(await webBuildNeeded(dist(), sources())).toBe(true);
  });
});

describe('the development server (npm run dev)', { timeout: 60_000 }, () => {
  let server: Server;
  let web: WebApp;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => web.handle(request, response));
    web = await createWebApp('vite', server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await web.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('serves the SPA with hot reload', async () => {
    expect(web.served).toBe('vite');
    const response = await fetch(`${base}/Cases/CaseList`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/@vite/client');
  });

  it('serves the isomorphic code the SPA imports', async () => {
    const response = await fetch(`${base}/@fs${path.join(repoRoot, 'domain', 'format.ts')}`);
    expect(response.status).toBe(200);
  });

  it("never hands out the repository's other sources", async () => {
    for (const file of ['functions/routes.ts', 'local/demo-data.ts', 'cdk/app.ts', 'package.json', 'README.md']) {
      const response = await fetch(`${base}/@fs${path.join(repoRoot, file)}`);
      expect(response.status, file).toBe(403);
    }
  });
});
