import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api-client.ts';

/**
 * The micro-frontends under their bases (spec part 2 §7): each serves its asset manifest, and the module the manifest
 * names is a widget the app's host can mount. They are public files, as CloudFront serves them: no session.
 */
const BASES = [
  '/api/partnerpicker/',
  '/api/advertisingoptimisation/widget/',
  '/api/advertisingmasterdata/',
  '/api/advertisingrules/',
  '/api/notifications/',
  '/api/quickcalculator/',
  '/api/dealersubscription/',
];

describe('the micro-frontend bases', () => {
  it.each(BASES)('%s serves its asset manifest and the module it names', async (base) => {
    const manifest = await fetch(`${baseUrl()}${base}asset-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { entrypoints } = (await manifest.json()) as { entrypoints: string[] };
    const script = entrypoints.find((entry) => entry.endsWith('.js'));
    expect(script).toBeDefined();
    const module = await fetch(`${baseUrl()}${base}${script}`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await module.text()).toMatch(/export\s*\{[^}]*\bmount\b/);
  });

  it('answers 404 for a file no widget build has', async () => {
    expect((await fetch(`${baseUrl()}/api/quickcalculator/nothing-here.js`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/api/notifications/../../package.json`)).status).toBe(404);
  });
});
