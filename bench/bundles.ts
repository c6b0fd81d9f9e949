import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BUNDLE_LIMIT_BYTES, lambdaBundling } from '../cdk/dealerhub-function.ts';
import { writeContextEntries } from '../cdk/lambda-entries.ts';
import { buildRendererModules, rendererExternalModules } from '../cdk/renderer-modules-layer.ts';
import { kb } from './stats.ts';

export interface LambdaBundle {
  name: string;
  entry: string;
  external: readonly string[];
}

export const lambdaBundles = (): LambdaBundle[] => [
  ...[...writeContextEntries()].map(([context, entry]) => ({ name: `api: ${context}`, entry, external: [] })),
  { name: 'projector', entry: 'functions/projector.ts', external: [] },
  { name: 'lead publisher', entry: 'functions/lead-publisher.ts', external: [] },
  { name: 'pdf renderer', entry: 'functions/pdf/render.ts', external: rendererExternalModules },
];

/** One bundle built as CDK's NodejsFunction builds it (`lambdaBundling`): its code (what the zip holds) and source map. */
export const measureBundle = async (bundle: LambdaBundle): Promise<{ code: number; gzip: number; map: number }> => {
  const result = await build({
    entryPoints: [bundle.entry],
    outfile: 'index.mjs',
    bundle: true,
    write: false,
    platform: 'node',
    format: lambdaBundling.format,
    target: lambdaBundling.target,
    mainFields: [...lambdaBundling.mainFields],
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap ? 'external' : false,
    sourcesContent: lambdaBundling.sourcesContent,
    define: lambdaBundling.define,
    external: [...lambdaBundling.externalModules, ...bundle.external],
    banner: { js: lambdaBundling.banner },
    logLevel: 'silent',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))?.contents ?? new Uint8Array();
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'))?.contents ?? new Uint8Array();
  return { code: code.length, gzip: gzipSync(code).length, map: map.length };
};

/** Each Lambda's bundle (what its zip holds; the source map is kept beside, out of the zip), and the renderer's layer. */
export async function bundleSizes(): Promise<string[]> {
  const lines = [`Lambda bundles (minified ESM, AWS SDK external; limit ${kb(BUNDLE_LIMIT_BYTES)}; gzip ≈ the zip)`];
  for (const bundle of lambdaBundles()) {
    const { code, gzip, map } = await measureBundle(bundle);
    const over = code < BUNDLE_LIMIT_BYTES ? '' : '  OVER THE LIMIT';
    lines.push(`${bundle.name.padEnd(44)} ${kb(code).padStart(11)}  gzip ${kb(gzip).padStart(10)}  (source map ${kb(map)}, not shipped)${over}`);
  }
  const layerDir = mkdtempSync(join(tmpdir(), 'dealerhub-renderer-modules-'));
  try {
    for (const [name, size] of buildRendererModules(layerDir)) {
      lines.push(`${`pdf renderer layer: ${name}`.padEnd(44)} ${kb(size).padStart(11)}  (beside the Chromium pack)`);
    }
  } finally {
    rmSync(layerDir, { recursive: true, force: true });
  }
  return lines;
}
