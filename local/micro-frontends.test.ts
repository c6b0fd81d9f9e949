import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { microFrontendOf, serveMicroFrontend } from './micro-frontends.ts';

// The first request builds the widget with Vite.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 30_000 });

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => void serveMicroFrontend(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the micro-frontends served locally', () => {
  it('are found under their base, in any casing of the base', () => {
    expect(microFrontendOf('/api/partnerpicker/asset-manifest.json?x=1')).toEqual({ base: '/api/partnerpicker/', folder: 'partner-picker', file: 'asset-manifest.json' });
    expect(microFrontendOf('/api/PartnerPicker/partner-picker.js')?.file).toBe('partner-picker.js');
    expect(microFrontendOf('/api/offer/GetByCaseId')).toBeUndefined();
  });

  it('serve the partner picker built with its manifest, and the module the manifest names exports mount', async () => {
    const manifest = await fetch(`${origin}/api/partnerpicker/asset-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { entrypoints } = (await manifest.json()) as { entrypoints: string[] };
    expect(entrypoints).toEqual(['partner-picker.js']);
    const script = await fetch(`${origin}/api/partnerpicker/${entrypoints[0]}`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toMatch(/export\s*\{[^}]*\bmount\b/);
  });

  it('answer 404 for files outside the build', async () => {
    expect((await fetch(`${origin}/api/partnerpicker/../../package.json`)).status).toBe(404);
    expect((await fetch(`${origin}/api/partnerpicker/%2e%2e/vite.config.ts`)).status).toBe(404);
    expect((await fetch(`${origin}/api/partnerpicker/missing.js`)).status).toBe(404);
  });
});
