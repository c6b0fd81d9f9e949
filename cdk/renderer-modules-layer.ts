import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { rendererModuleNames } from '../functions/pdf/renderer-modules.ts';
import { repoPath } from './repo.ts';

/**
 * The PDF renderer's modules layer: puppeteer-core and `@sparticuz/chromium-min`, each bundled into one CommonJS file
 * under `nodejs/node_modules/<name>/` (a layer's `nodejs/node_modules` is on the Node.js runtime's NODE_PATH, where
 * functions/pdf/renderer-modules.ts requires them). Built from the installed packages at synthesis, offline: one file
 * per package instead of their 47 MB dependency tree, and the renderer's own bundle stays below 1 MB.
 */
/** What the renderer's bundle leaves out: the layer's modules, and `@sparticuz/chromium` (its pack serves local runs). */
export const rendererExternalModules: readonly string[] = ['@sparticuz/chromium', ...rendererModuleNames];

const requireFromRepo = createRequire(repoPath('package.json'));

const packageJsonOf = (name: string): { version: string } => {
  // The package's own package.json, found from its entry (exports may hide `./package.json`).
  let dir = dirname(requireFromRepo.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
};

/** The versions the layer is built from: a change of either is a new layer. */
export const rendererModuleVersions = (): Record<string, string> =>
  Object.fromEntries(rendererModuleNames.map((name) => [name, packageJsonOf(name).version]));

/** Where synthesis builds the layer's content (git-ignored); its `nodejs/node_modules` is what the layer holds. */
export const rendererModulesDir = repoPath('.build', 'renderer-modules');
export const rendererNodeModulesDir = (layerDir: string = rendererModulesDir): string => join(layerDir, 'nodejs', 'node_modules');

/** Writes `<layerDir>/nodejs/node_modules/<name>/{package.json,index.cjs}` per module; returns each bundle's size. */
export const buildRendererModules = (layerDir: string = rendererModulesDir): Map<string, number> => {
  const sizes = new Map<string, number>();
  for (const name of rendererModuleNames) {
    const dir = join(rendererNodeModulesDir(layerDir), name);
    mkdirSync(dir, { recursive: true });
    const result = buildSync({
      entryPoints: [requireFromRepo.resolve(name)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node22',
      minify: true,
      legalComments: 'none',
      // chromium-min is ESM and finds its default pack beside itself through import.meta.url (never used: the
      // renderer names the layer's pack), which a CommonJS file spells with __filename.
      define: { 'import.meta.url': 'importMetaUrl', 'process.env.NODE_ENV': '"production"' },
      banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
      outfile: join(dir, 'index.cjs'),
      logLevel: 'error',
    });
    if (result.errors.length > 0) throw new Error(`Could not bundle ${name} for the renderer's layer`);
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name, version: packageJsonOf(name).version, main: 'index.cjs' }, null, 2)}\n`);
    sizes.set(name, readFileSync(join(dir, 'index.cjs')).length);
  }
  return sizes;
};
