import path from 'node:path';

/**
 * The bounded contexts under `functions/` are boundaries: a context reads another only through the readers that one
 * exports (`functions/<context>/readers.ts`), and the platform (`functions/platform/`) serves every context without
 * knowing any. The composition roots (`functions/routes.ts`, `projections.ts`, `projector.ts`, the PDF renderer) sit
 * outside the contexts and may import them all. Tests may also seed another context's read model through that
 * context's own projections, the way it writes them, rather than by spelling out its keys.
 */
const CONTEXT_FILE = /^([^/]+)\/(.+)$/;
const TEST_FILE = /\.(test|test-support)\.tsx?$/;

/** @param {string} file @param {string} functionsDir */
const placeOf = (file, functionsDir) => {
  const relative = path.relative(functionsDir, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const match = CONTEXT_FILE.exec(relative);
  return match ? { folder: match[1] ?? '', rest: match[2] ?? '' } : undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export const contextBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A context imports another context only through its readers.ts; the platform imports no context.' },
    schema: [
      {
        type: 'object',
        properties: { contexts: { type: 'array', items: { type: 'string' } }, platform: { type: 'string' }, root: { type: 'string' } },
        required: ['contexts'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossContext: "The {{from}} context may read the {{to}} context only through '{{to}}/readers.ts', not '{{target}}'.",
      platformImportsContext: "The platform imports no context: '{{target}}' belongs to the {{to}} context.",
    },
  },
  create(context) {
    const options = /** @type {{ contexts: string[]; platform?: string; root?: string }} */ (context.options[0]);
    const contexts = new Set(options.contexts);
    const platform = options.platform ?? 'platform';
    const functionsDir = path.resolve(context.cwd, options.root ?? 'functions');
    const file = context.filename;
    const from = placeOf(file, functionsDir);
    if (!from || (!contexts.has(from.folder) && from.folder !== platform)) return {};
    const isTest = TEST_FILE.test(file);

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source), functionsDir);
      if (!to || !contexts.has(to.folder) || to.folder === from.folder) return;
      const target = `${to.folder}/${to.rest}`;
      if (isTest && to.rest.startsWith('projections/')) return;
      if (from.folder === platform) {
        context.report({ node, messageId: 'platformImportsContext', data: { target, to: to.folder } });
      } else if (to.rest !== 'readers.ts') {
        context.report({ node, messageId: 'crossContext', data: { from: from.folder, to: to.folder, target } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'context-boundaries': contextBoundaries } };
