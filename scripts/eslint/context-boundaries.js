import path from 'node:path';

/**
 * The bounded contexts under `functions/` are boundaries. A context reads another only through the readers that one
 * exports (`functions/<context>/readers.ts`, queries only); it asks another to act through an event the other reacts
 * to, or through the other's `commands.ts` where the direction is declared once in the configuration (`commands`).
 * The contexts are declared in an order, highest first, and a context imports only contexts below it: the graph of
 * context imports has no cycle, whichever door it goes through. The shared folders (`functions/platform/`, the PDF
 * renderer `functions/pdf/`) serve every context without knowing any. Every folder under `functions/` is one or the
 * other, so no folder is left unchecked. The composition roots (`functions/routes.ts`, `projections.ts`,
 * `projector.ts`) sit beside the folders and may import them all. Tests may also seed another context's read model
 * through that context's own projections, the way it writes them, rather than by spelling out its keys.
 */
const CONTEXT_FILE = /^([^/]+)\/(.+)$/;
const TEST_FILE = /\.(test|test-support)\.tsx?$/;
const READERS = 'readers.ts';
const COMMANDS = 'commands.ts';

/** @param {string} file @param {string} functionsDir */
const placeOf = (file, functionsDir) => {
  const relative = path.relative(functionsDir, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const match = CONTEXT_FILE.exec(relative);
  return match ? { folder: match[1] ?? '', rest: match[2] ?? '' } : undefined;
};

/**
 * The configuration checked once: every declared command direction names two contexts and goes down the order (a
 * direction up the order would close a cycle with the imports down it).
 * @param {{ contexts: string[]; commands?: Record<string, string[]>; shared?: string[] }} options
 */
export const configurationErrors = (options) => {
  const rank = new Map(options.contexts.map((name, index) => [name, index]));
  const errors = [];
  for (const name of options.shared ?? []) if (rank.has(name)) errors.push(`'${name}' is declared both a context and a shared folder`);
  for (const [from, targets] of Object.entries(options.commands ?? {})) {
    for (const to of targets) {
      if (!rank.has(from) || !rank.has(to)) errors.push(`The command direction ${from} → ${to} names an undeclared context`);
      else if (rank.get(to) <= rank.get(from)) errors.push(`The command direction ${from} → ${to} goes up the contexts' order: it would close a cycle`);
    }
  }
  return errors;
};

/** @type {import('eslint').Rule.RuleModule} */
export const contextBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A context imports only contexts below it, through their readers.ts (or their commands.ts where declared); the shared folders import no context.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          contexts: { type: 'array', items: { type: 'string' } },
          commands: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          shared: { type: 'array', items: { type: 'string' } },
          root: { type: 'string' },
        },
        required: ['contexts'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossContext: "The {{from}} context may read the {{to}} context only through '{{to}}/readers.ts', not '{{target}}'.",
      undeclaredCommand:
        "The {{from}} context may not ask the {{to}} context to act through '{{target}}': let the {{to}} context react to an event, or declare the direction {{from}} → {{to}} once in the boundary rule's commands.",
      upward:
        "The {{from}} context may not import the {{to}} context ('{{target}}'): a context imports only those below it ({{below}}), so that no cycle arises between contexts.",
      sharedImportsContext: "'functions/{{from}}/' serves every context and imports none: '{{target}}' belongs to the {{to}} context.",
      undeclaredFolder: "'functions/{{folder}}/' is neither a context nor a shared folder: declare it in the boundary rule's configuration.",
      badConfiguration: 'The boundary rule is misconfigured: {{errors}}.',
    },
  },
  create(context) {
    const options = /** @type {{ contexts: string[]; commands?: Record<string, string[]>; shared?: string[]; root?: string }} */ (context.options[0]);
    const rank = new Map(options.contexts.map((name, index) => [name, index]));
    const shared = new Set(options.shared ?? ['platform']);
    const commands = options.commands ?? {};
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
      if (to.rest === COMMANDS) {
        if (!(commands[from.folder] ?? []).includes(to.folder)) context.report({ node, messageId: 'undeclaredCommand', data });
        return;
      }
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
