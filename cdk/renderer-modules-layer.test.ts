import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererModuleNames } from '../functions/pdf/renderer-modules.ts';
import { buildRendererModules, rendererNodeModulesDir } from './renderer-modules-layer.ts';
import { chromiumBinDir } from './stacks/pdf-stack.ts';

const work = mkdtempSync(join(tmpdir(), 'dealerhub-renderer-layer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the PDF renderer's modules layer", () => {
  it('holds one CommonJS file per module', () => {
    const sizes = buildRendererModules(join(work, 'layer'));
    expect([...sizes.keys()]).toEqual([...rendererModuleNames]);
    for (const size of sizes.values()) expect(size).toBeGreaterThan(10_000);
  });

  it('is found on NODE_PATH, as in Lambda, and inflates the Chromium pack and prints with it', () => {
    // A script outside the repository, so that nothing but NODE_PATH can resolve the modules, required as
    // functions/pdf/renderer-modules.ts requires them.
    const script = join(work, 'print.mjs');
    writeFileSync(
      script,
      `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer-core');
const chromium = require('@sparticuz/chromium-min').default;
chromium.setGraphicsMode = false;
const browser = await puppeteer.default.launch({
  executablePath: await chromium.executablePath(process.argv[2]),
  args: chromium.args,
  headless: 'shell',
});
try {
  const page = await browser.newPage();
  await page.setContent('<p>Slutseddel</p>');
  const pdf = await page.pdf({ format: 'A4' });
  console.log(JSON.stringify({ from: require.resolve('puppeteer-core'), header: new TextDecoder().decode(pdf.subarray(0, 5)) }));
} finally {
  await browser.close();
}
`,
    );
    const output = execFileSync(process.execPath, [script, chromiumBinDir], {
      cwd: work,
      env: { ...process.env, NODE_PATH: rendererNodeModulesDir(join(work, 'layer')) },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { from?: string; header?: string };
    expect(result.from).toBe(join(rendererNodeModulesDir(join(work, 'layer')), 'puppeteer-core', 'index.cjs'));
    expect(result.header).toBe('%PDF-');
  });
});
