import { createRequire } from 'node:module';
import type * as ChromiumMin from '@sparticuz/chromium-min';
import type * as Puppeteer from 'puppeteer-core';

/**
 * puppeteer-core and `@sparticuz/chromium-min` are large (about 2 MB bundled) and change only with the Chromium pack,
 * so in AWS they come from the renderer's layer (`/opt/nodejs/node_modules`, on the runtime's NODE_PATH) instead of
 * its bundle. They are required, not imported: esbuild leaves a runtime `require` of this kind out of the bundle, and
 * CommonJS resolution finds them in the layer in AWS and in the repository's node_modules locally, on one code path.
 */
export const rendererModuleNames = ['puppeteer-core', '@sparticuz/chromium-min'] as const;

const requireModule = createRequire(import.meta.url);

export const puppeteer = requireModule('puppeteer-core') as typeof Puppeteer;

/** Only Lambda inflates the pack with chromium-min; locally `@sparticuz/chromium` brings its own. */
export const chromiumMin = (): (typeof ChromiumMin)['default'] =>
  (requireModule('@sparticuz/chromium-min') as typeof ChromiumMin).default;
