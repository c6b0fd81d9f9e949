import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { writeContextEntries } from '../cdk/lambda-entries.ts';
import { kb } from './stats.ts';

/**
 * Each Lambda's bundle, built with the options CDK's NodejsFunction uses (ESM, minified, node22, AWS SDK external;
 * the PDF function also leaves out the Chromium pack, which is its layer).
 */
export async function bundleSizes(): Promise<string[]> {
  const functions: { name: string; entry: string; external: string[] }[] = [
    ...[...writeContextEntries()].map(([context, entry]) => ({ name: `api: ${context}`, entry, external: [] })),
    { name: 'projector', entry: 'functions/projector.ts', external: [] },
    { name: 'lead publisher', entry: 'functions/lead-publisher.ts', external: [] },
    { name: 'pdf renderer', entry: 'functions/pdf/render.ts', external: ['@sparticuz/chromium'] },
  ];
  const lines = ['Lambda bundles (minified ESM; gzip ≈ what the zip costs)'];
  for (const fn of functions) {
    const result = await build({
      entryPoints: [fn.entry],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      minify: true,
      mainFields: ['module', 'main'],
      external: ['@aws-sdk/*', ...fn.external],
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    lines.push(`${fn.name.padEnd(38)} ${kb(code.length).padStart(11)}  gzip ${kb(gzipSync(code).length).padStart(10)}`);
  }
  return lines;
}
