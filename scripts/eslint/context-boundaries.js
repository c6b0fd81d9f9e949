import path from 'node:path';

/**
 * The bounded contexts under `functions/` are boundaries. A context reads another only through the readers that one
 * exports (`functions/<context>/readers.ts`, queries only); it asks another to act through an event the other reacts
 * to. The contexts are declared in an order, highest first, and a context imports only contexts below it: the graph
 * of context imports has no cycle. The shared folders (`functions/platform/`, the PDF
 * renderer `functions/pdf/`) serve every context without knowing any. Every folder under `functions/` is one or the
 * other, so no folder is left unchecked. The composition roots (`functions/routes.ts`, `projections.ts`,
 * `projector.ts`, the jobs such as `data-retention.ts`) sit beside the folders and may import them all. Tests may
 * also seed another context's read model through that context's own projections, the way it writes them, rather than
 * by spelling out its keys.
 */
const CONTEXT_FILE = /^([^/]+)\/(.+)$/;
const TEST_FILE = /\.(test|test-support)\.tsx?$/;
const READERS = 'readers.ts';

/** @param {string} file @param {string} functionsDir */
const placeOf = (file, functionsDir) => {
  const relative = path.relative(functionsDir, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const match = CONTEXT_FILE.exec(relative);
  return match ? { folder: match[1] ?? '', rest: match[2] ?? '' } : undefined;
};

/**
 * The configuration checked once: each folder has one place in the order (a context declared twice would have two
 * ranks, and imports both ways between it and those in between would pass), and none is both a context and shared.
 * @param {{ contexts: string[]; shared?: string[] }} options
 */
export const configurationErrors = (options) => {
  const rank = new Map(options.contexts.map((name, index) => [name, index]));
  const errors = [];
  for (const [index, name] of options.contexts.entries()) if (rank.get(name) !== index) errors.push(`The context '${name}' is declared twice in the order`);
  for (const name of options.shared ?? []) if (rank.has(name)) errors.push(`'${name}' is declared both a context and a shared folder`);
  return errors;
};

/** @type {import('eslint').Rule.RuleModule} */
export const contextBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A context imports only contexts below it, through their readers.ts; the shared folders import no context.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          contexts: { type: 'array', items: { type: 'string' } },
          shared: { type: 'array', items: { type: 'string' } },
          root: { type: 'string' },
        },
        required: ['contexts'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossContext: "The {{from}} context may read the {{to}} context only through '{{to}}/readers.ts', not '{{target}}'.",
      upward:
        "The {{from}} context may not import the {{to}} context ('{{target}}'): a context imports only those below it ({{below}}), so that no cycle arises between contexts.",
      sharedImportsContext: "'functions/{{from}}/' serves every context and imports none: '{{target}}' belongs to the {{to}} context.",
      undeclaredFolder: "'functions/{{folder}}/' is neither a context nor a shared folder: declare it in the boundary rule's configuration.",
      badConfiguration: 'The boundary rule is misconfigured: {{errors}}.',
    },
  },
  create(context) {
    const options = /** @type {{ contexts: string[]; shared?: string[]; root?: string }} */ (context.options[0]);
    const rank = new Map(options.contexts.map((name, index) => [name, index]));
    const shared = new Set(options.shared ?? ['platform']);
    const functionsDir = path.resolve(context.cwd, options.root ?? 'functions');
    const file = context.filename;
    const from = placeOf(file, functionsDir);
    if (!from) return {};
    const errors = configurationErrors(options);
    if (errors.length > 0) {
      return { Program: (node) => context.report({ node, messageId: 'badConfiguration', data: { errors: errors.join('; ') } }) };
    }
    if (!rank.has(from.folder) && !shared.has(from.folder)) {
      return { Program: (node) => context.report({ node, messageId: 'undeclaredFolder', data: { folder: from.folder } }) };
    }
    const isTest = TEST_FILE.test(file);
    const below = options.contexts.slice((rank.get(from.folder) ?? -1) + 1).join(', ') || 'none';

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source), functionsDir);
      if (!to || !rank.has(to.folder) || to.folder === from.folder) return;
      const target = `${to.folder}/${to.rest}`;
      const data = { from: from.folder, to: to.folder, target, below };
      if (shared.has(from.folder)) return context.report({ node, messageId: 'sharedImportsContext', data });
      if (isTest && to.rest.startsWith('projections/')) return;
      if (rank.get(to.folder) <= rank.get(from.folder)) return context.report({ node, messageId: 'upward', data });
      if (to.rest === READERS) return;
      context.report({ node, messageId: 'crossContext', data });
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
