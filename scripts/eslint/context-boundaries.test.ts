import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rule as the repository's lint configuration runs it, on planted files: a context reads another only
 * through its readers, and the platform imports no context.
 */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

const boundaryErrors = async (code: string, filePath: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/context-boundaries').map((message) => message.message);
};

describe('the context boundary lint rule', () => {
  // The first lint loads the configuration and the TypeScript parser: seconds on a busy machine.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'functions/cases/warm-up.ts' }), 120_000);

  it("refuses a context's import of another context's read model", async () => {
    const errors = await boundaryErrors(
      "import { customerRowKey } from '../customers/projections/customer-list.ts';\nexport const key = customerRowKey('101', '7');\n",
      'functions/cases/planted.ts',
    );
    expect(errors).toEqual(["The cases context may read the customers context only through 'customers/readers.ts', not 'customers/projections/customer-list.ts'."]);
  });

  it('refuses it from a nested folder, and a re-export and a dynamic import too', async () => {
    const code = [
      "export { carRowKey } from '../../cars/projections/own-car-list.ts';",
      "export const later = () => import('../../account/projections/user-directory.ts');",
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'functions/documents/projections/planted.ts')).toHaveLength(2);
  });

  it("lets a context read another through that context's readers, and its own modules freely", async () => {
    const code = [
      "import { customerSummaries } from '../customers/readers.ts';",
      "import { lookUp } from './directory.ts';",
      "import { danishToday } from '../../domain/format.ts';",
      "import { batchGet } from '../platform/read-models.ts';",
      'export const all = [customerSummaries, lookUp, danishToday, batchGet];',
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'functions/cases/planted.ts')).toEqual([]);
  });

  it('refuses any context in the platform, its readers included', async () => {
    const errors = await boundaryErrors("import { userNames } from '../account/readers.ts';\nexport const names = userNames;\n", 'functions/platform/planted.ts');
    expect(errors).toEqual(["The platform imports no context: 'account/readers.ts' belongs to the account context."]);
  });

  it('lets the composition roots import every context', async () => {
    const code = "import { dealerDirectory } from './account/projections/dealer-directory.ts';\nexport const all = [dealerDirectory];\n";
    expect(await boundaryErrors(code, 'functions/projections.ts')).toEqual([]);
  });
});
