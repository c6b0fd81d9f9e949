import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The renderer of the API's description (`public/api-docs.html`, for integrators): Swagger UI's own bundle and stylesheet
 * as the package ships them, under `/api-docs/`, beside the SPA and outside its chunks, so the SPA's start carries none
 * of it. Copied into the build, and served as they are by the development server.
 */
const API_DOCS_RENDERER: Readonly<Record<string, string>> = {
  'api-docs/swagger-ui-bundle.js': here('../node_modules/swagger-ui-dist/swagger-ui-bundle.js'),
  'api-docs/swagger-ui.css': here('../node_modules/swagger-ui-dist/swagger-ui.css'),
};
const apiDocsRenderer = (): Plugin => ({
  name: 'dealerhub-api-docs-renderer',
  generateBundle() {
    for (const [fileName, file] of Object.entries(API_DOCS_RENDERER)) this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
  },
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const file = API_DOCS_RENDERER[(request.url ?? '').split('?')[0]!.slice(1)];
      if (!file) return next();
      response.setHeader('content-type', file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      response.end(readFileSync(file));
    });
  },
});

/**
 * The SPA: Vite with root `web/` (so it works the same from the repository root and from here), file routes under
 * `src/routes` generating the committed `src/routeTree.gen.ts`, and the `web` Vitest project.
 */
export default defineConfig({
  root: here('.'),
  plugins: [
    // Must come before the React plugin: it rewrites route files into lazily loaded chunks.
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      // A route's loader comes in one chunk with its component: the page needs both, so one request fetches them, and
      // the first screen carries no other page's data calls.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent', 'notFoundComponent']] },
      // Tests may sit beside the route they test.
      routeFileIgnorePattern: '\\.test\\.tsx?$',
      // Keep the `.tsx` extension in the generated imports, as every other import in the repository does.
      addExtensions: true,
      quoteStyle: 'single',
      semicolons: true,
      // The generator's scratch files stay out of the working tree.
      tmpDir: join(tmpdir(), 'dealerhub-router-generator'),
    }),
    react(),
    apiDocsRenderer(),
  ],
  // `@/…` is `web/src/…`: imports across folders (features, components, lib) read the same from any depth.
  resolve: { alias: { '@': here('./src') } },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // `vite` for hot reload against a running local cloud (`npm start`), same origin as in production.
    proxy: { '/api': process.env.DEALERHUB_API_URL ?? 'http://localhost:3000' },
    // The development server hands out only what the SPA is built from: its own folder, the isomorphic rules and
    // events it imports, and the packages; never the server code, the infrastructure, local data or secrets.
    fs: {
      strict: true,
      allow: [here('.'), here('../domain'), here('../events'), here('../node_modules')],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.data/**'],
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [here('./src/test/setup.ts')],
    // A worker's test files share one window and one set of modules, loaded once (each file loading the whole app
    // anew took most of the time); the set-up starts every test afresh (see src/test/setup.ts).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Whole flows through the app in jsdom take seconds each, many times that on a loaded machine; the tests wait
    // for conditions, so a generous limit only matters when something truly hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
