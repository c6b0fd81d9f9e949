import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import boundaries, { configurationErrors } from './context-boundaries.js';

/**
 * The boundary rule as the repository's lint configuration runs it, on planted files: a context reads another only
 * through its readers, only a context below it, so that no cycle arises; the shared folders import no context.
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
      "export const later = () => import('../../users/projections/user-directory.ts');",
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

  it('refuses any context in the platform and in the PDF renderer, its readers included', async () => {
    const code = "import { userNames } from '../users/readers.ts';\nexport const names = userNames;\n";
    expect(await boundaryErrors(code, 'functions/platform/planted.ts')).toEqual([
      "'functions/platform/' serves every context and imports none: 'users/readers.ts' belongs to the users context.",
    ]);
    expect(await boundaryErrors(code.replace('../users', '../../users'), 'functions/pdf/templates/planted.tsx')).toEqual([
      "'functions/pdf/' serves every context and imports none: 'users/readers.ts' belongs to the users context.",
    ]);
  });

  it('holds the calculation context to the same line', async () => {
    const errors = await boundaryErrors("import { carRowKey } from '../cars/projections/own-car-list.ts';\nexport const key = carRowKey;\n", 'functions/calculation/planted.ts');
    expect(errors).toEqual(["The calculation context may read the cars context only through 'cars/readers.ts', not 'cars/projections/own-car-list.ts'."]);
  });

  it('refuses the import that would close a cycle: a customer reading the cases that read customers', async () => {
    // The cases context reads customers (a case shows its buyer): that direction is allowed...
    expect(await boundaryErrors("import { customerSummaries } from '../customers/readers.ts';\nexport const all = [customerSummaries];\n", 'functions/cases/planted.ts')).toEqual([]);
    // ...so the way back, even through the cases' readers, is refused.
    const errors = await boundaryErrors("import { latestCasesOfCustomer } from '../cases/readers.ts';\nexport const all = [latestCasesOfCustomer];\n", 'functions/customers/planted.ts');
    expect(errors).toEqual([
      "The customers context may not import the cases context ('cases/readers.ts'): a context imports only those below it (customer-cars, price-tags, cars, market, catalogue, analytics, users, client-log, news, support-videos), so that no cycle arises between contexts.",
    ]);
  });

  it("refuses a door other than readers: asking another context to act is an event it reacts to", async () => {
    const errors = await boundaryErrors("import { forgetCustomer } from '../customers/commands.ts';\nexport const all = [forgetCustomer];\n", 'functions/cases/planted.ts');
    expect(errors).toEqual(["The cases context may read the customers context only through 'customers/readers.ts', not 'customers/commands.ts'."]);
  });

  it('refuses a folder under functions/ that is declared neither a context nor shared', async () => {
    expect(await boundaryErrors('export const later = 1;\n', 'functions/warranties/planted.ts')).toEqual([
      "'functions/warranties/' is neither a context nor a shared folder: declare it in the boundary rule's configuration.",
    ]);
  });

  it('refuses a configuration that gives a context two places in the order', () => {
    const options = { contexts: ['documents', 'cases', 'customers', 'cases'], shared: ['platform'] };
    expect(configurationErrors(options)).toEqual(["The context 'cases' is declared twice in the order"]);
    const linter = new Linter({ cwd: '/repo' });
    const messages = linter.verify(
      "export const planted = 1;\n",
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { boundaries }, rules: { 'boundaries/context-boundaries': ['error', { ...options, root: 'functions' }] } }],
      '/repo/functions/cases/planted.ts',
    );
    expect(messages.map((message) => message.message)).toEqual(["The boundary rule is misconfigured: The context 'cases' is declared twice in the order."]);
  });

  it('lets the composition roots import every context', async () => {
    const code = "import { dealerDirectory } from './dealers/projections/dealer-directory.ts';\nexport const all = [dealerDirectory];\n";
    expect(await boundaryErrors(code, 'functions/projections.ts')).toEqual([]);
  });
});
