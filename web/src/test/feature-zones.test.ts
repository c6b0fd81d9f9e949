/// <reference types="node" />
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The SPA's zones in `eslint.config.js`, run through ESLint itself on planted files: a feature never imports another
 * feature (they are composed in the routes), and the shared components, hooks and lib never import a feature.
 */
// The repository's root, wherever the tests run from (a checkout may itself be named 'web').
const eslint = new ESLint({ cwd: resolve(dirname(fileURLToPath(import.meta.url)), '../../..') });

const refusals = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
};

const planted = (specifier: string) => `import { thing } from '${specifier}';\n\nexport const used = thing;\n`;

describe('the SPA zones', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature through the alias', async () => {
    const found = await refusals('web/src/features/cases/components/planted.tsx', planted('@/features/documents/components/document-modal.tsx'));
    expect(found).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuses a feature reaching another feature (or a shared folder) by a relative path', async () => {
    expect(await refusals('web/src/features/cases/components/tabs/planted.tsx', planted('../../../documents/model/documents.ts'))).toHaveLength(1);
    expect(await refusals('web/src/features/documents/planted.ts', planted('../../lib/api.ts'))).toHaveLength(1);
  });

  it('refuses shared components, hooks and lib importing a feature', async () => {
    expect(await refusals('web/src/components/planted.tsx', planted('@/features/cases/api/get-case.ts'))).toEqual([
      expect.stringContaining('Shared components, hooks and lib import no feature'),
    ]);
    expect(await refusals('web/src/lib/planted.ts', planted('../features/cases/api/get-case.ts'))).toHaveLength(1);
    expect(await refusals('web/src/hooks/planted.ts', planted('@/features/customers/api/get-customer.ts'))).toHaveLength(1);
  });

  it('lets a route compose features, and a feature import its own files, the shared folders and the domain', async () => {
    expect(await refusals('web/src/routes/_app/planted.tsx', planted('@/features/documents/components/document-modal.tsx'))).toEqual([]);
    expect(await refusals('web/src/features/cases/components/tabs/planted.tsx', planted('../../api/get-case.ts'))).toEqual([]);
    expect(await refusals('web/src/features/cases/components/planted.tsx', planted('@/components/typeahead.tsx'))).toEqual([]);
    expect(await refusals('web/src/features/cases/components/planted.tsx', planted('../../../../../domain/format.ts'))).toEqual([]);
  });
});
