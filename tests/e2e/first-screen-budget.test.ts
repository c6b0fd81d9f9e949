import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJavaScript, webDist } from '../../local/web.ts';

/**
 * What a first visit downloads before the SPA starts, in the production build the local cloud serves: within the SPA's
 * budget of 250 KB gzipped, and without zod, full or small (the routes' address schemas read the address with plain
 * parsers; zod comes with the pages whose forms use it).
 */
const SPA_BUDGET_GZIP_BYTES = 250_000;

describe("the first screen's JavaScript", () => {
  it('stays within the budget', async () => {
    const initial = await initialJavaScript();
    expect(initial.files.length).toBeGreaterThan(0);
    expect(initial.gzipBytes).toBeLessThanOrEqual(SPA_BUDGET_GZIP_BYTES);
  });

  it('carries no zod', async () => {
    const initial = await initialJavaScript();
    const withZod: string[] = [];
    // Both builds name their schema classes: the full one 'ZodObject', the small one's core '$ZodType'.
    for (const file of initial.files) if (/[`"'](ZodObject|\$ZodType)[`"']/.test(await readFile(path.join(webDist, file), 'utf8'))) withZod.push(file);
    expect(withZod).toEqual([]);
  });
});
