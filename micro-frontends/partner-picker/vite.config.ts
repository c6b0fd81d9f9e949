import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

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

/** The partner picker as an ES module with one entry, served under `/api/partnerpicker/`. */
export default defineConfig({
  root: here('.'),
  base: '/api/partnerpicker/',
  logLevel: 'warn',
  plugins: [assetManifest()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    lib: { entry: here('./src/partner-picker.ts'), formats: ['es'], fileName: () => 'partner-picker.js' },
  },
});
