import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJavaScript, webDist } from '../../local/web.ts';

/**
 * What a first visit downloads before the SPA starts, in the production build the local cloud serves: within the SPA's
 * budget of 250 KB gzipped, and without zod's full build (the routes' address schemas use its small build; the full one
 * comes with the pages whose forms use it).
 */
const SPA_BUDGET_GZIP_BYTES = 250_000;

describe("the first screen's JavaScript", () => {
  it('stays within the budget', async () => {
    const initial = await initialJavaScript();
    expect(initial.files.length).toBeGreaterThan(0);
    expect(initial.gzipBytes).toBeLessThanOrEqual(SPA_BUDGET_GZIP_BYTES);
  });

  it("carries none of zod's full build", async () => {
    const initial = await initialJavaScript();
    const withFullZod: string[] = [];
    for (const file of initial.files) if (/[`"']ZodObject[`"']/.test(await readFile(path.join(webDist, file), 'utf8'))) withFullZod.push(file);
    expect(withFullZod).toEqual([]);
  });
});
