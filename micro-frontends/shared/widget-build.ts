import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';

/** The widget host reads `asset-manifest.json` at the widget's base to find what to load. */
const assetManifest = (): Plugin => ({
  name: 'asset-manifest',
  generateBundle(_options, bundle) {
    const entrypoints = Object.values(bundle)
      .filter((file) => (file.type === 'chunk' && file.isEntry) || (file.type === 'asset' && file.fileName.endsWith('.css')))
      .map((file) => file.fileName);
    this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: JSON.stringify({ entrypoints }, null, 2) });
  },
});

/**
 * One widget's build: an ES module with one entry, `src/<name>.ts`, into the widget's `dist/` with its asset manifest,
 * served under `base`. `folder` is the widget's folder as a file path.
 */
export const widgetBuild = (folder: string, name: string, base: string): UserConfig => ({
  root: folder,
  base,
  logLevel: 'warn',
  plugins: [assetManifest()],
  build: {
    outDir: path.join(folder, 'dist'),
    emptyOutDir: true,
    lib: { entry: path.join(folder, 'src', `${name}.ts`), formats: ['es'], fileName: () => `${name}.js` },
  },
});
