import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/context-boundaries.js';

/**
 * The bounded contexts under functions/ (DESIGN.md, "Bounded contexts are boundaries"), highest first: a context imports
 * only the contexts below it, so there is no cycle between contexts. A context that shows another's data sits above it
 * (a case shows its customer; a document prints the case).
 */
const CONTEXTS = ['dashboard', 'documents', 'dealers', 'calculation', 'cases', 'customers', 'customer-cars', 'price-tags', 'cars', 'market', 'catalogue', 'analytics', 'users', 'client-log', 'news', 'support-videos'];
/** What serves every context and imports none: the platform and the PDF renderer. */
const SHARED = ['platform', 'pdf'];

/** What the SPA never imports: the server, the infrastructure, the local cloud. */
const WEB_LAYERS = [{ group: ['**/functions/**', '**/cdk/**', '**/local/**', '@aws-sdk/*'] }];
const FEATURE_MESSAGE = 'A feature imports no other feature: compose features in web/src/routes, passing components or callbacks in as props.';
const SHARED_MESSAGE = 'Shared components, hooks and lib import no feature: a feature imports them, or a route composes both.';
/** Folders through the `@/` alias (a feature's own files are imported relatively, so `@/features/` is always another's). */
const noImports = (folders, message) => ({ regex: `^@/(${folders.join('|')})/`, message });
/** A relative import that climbs `from` to `to` levels up and then goes down: out of the folder, not up to `domain/`. */
const leavingFolder = (from, to, message) => ({ regex: `^(\\.\\./){${from},${to}}(?!\\.\\./)`, message });
const zoneDepths = [0, 1, 2, 3, 4, 5];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', '.build/', '.data/', 'web/dist/', 'micro-frontends/*/dist/', 'web/src/routeTree.gen.ts', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering (DESIGN.md): the domain and the event catalogue stay pure; the SPA never reaches into the server.
    files: ['domain/**/*.ts', 'events/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/functions/**', '**/web/**', '**/cdk/**', '**/local/**', '@aws-sdk/*', 'react'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_LAYERS }] },
  },
  // The SPA's zones: a feature imports no other feature, and the shared components, hooks and lib import no feature.
  // Features are composed in `web/src/routes`. Imports across folders use `@/`, so a relative import may not climb
  // out of its feature (or its shared folder); one config per depth says how far is out.
  ...zoneDepths.flatMap((depth) => {
    const files = [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const out = leavingFolder(depth + 1, depth + 3, FEATURE_MESSAGE);
    return [
      { files, rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_LAYERS, noImports(['features', 'routes', 'app'], FEATURE_MESSAGE), out] }] } },
      // A feature's tests render it inside the app's providers.
      { files: files.map((glob) => glob.replace(/\.\{ts,tsx\}$/, '.{test,test-support}.{ts,tsx}')), rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_LAYERS, noImports(['features', 'routes'], FEATURE_MESSAGE), out] }] } },
    ];
  }),
  ...zoneDepths.map((depth) => ({
    files: ['components', 'hooks', 'lib'].map((folder) => `web/src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_LAYERS, noImports(['features', 'routes', 'app'], SHARED_MESSAGE), leavingFolder(depth + 1, depth + 2, SHARED_MESSAGE)] }] },
  })),
  {
    // The SPA's test users are told the routes they may call by the server's own route table and policy (pure data and
    // one pure function), so that the tests cannot drift from what the server answers; no other server file.
    files: ['web/src/test/allowed-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)functions/(?!platform/http/route-policy\\.ts$)' }, { group: ['**/cdk/**', '**/local/**', '@aws-sdk/*'] }] },
      ],
    },
  },
  {
    files: ['functions/**/*.ts', 'functions/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/local/**', '**/cdk/**', '**/web/**'] }] },
  },
  {
    // Server code imports zod as a namespace: the named `z` import pulls every one of zod's locales into each bundle.
    files: ['functions/**/*.{ts,tsx}', 'domain/**/*.ts', 'events/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']", message: "Import zod as a namespace (import * as z from 'zod'): the named import bundles all of zod's locales." },
      ],
    },
  },
  {
    // What the first screen loads (the routes' address schemas and what they import) reads the address with the plain
    // parsers of lib/search-params.ts, so that the SPA's start carries no schema library; pages' forms load zod with them.
    files: ['web/src/routes/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}', 'web/src/features/*/api/*-search.ts', 'web/src/features/*/model/*-search.ts', 'web/src/features/market/api/car-list.ts', 'web/src/features/market/api/marketplace.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: {
      // A rule of its own (not no-restricted-imports, whose zones these files already have).
      'no-restricted-syntax': ['error', { selector: "ImportDeclaration[source.value=/^zod(\\/|$)/][importKind!='type']", message: 'Address schemas read the address with the parsers of lib/search-params.ts: the first screen carries no schema library.' }],
    },
  },
  {
    // A context reads another only through its readers.ts (or asks it through its commands.ts where declared), and only
    // a context below it; the shared folders import no context. routes.ts, projections.ts and projector.ts are the
    // composition roots and may import every context.
    files: ['functions/**/*.ts', 'functions/**/*.tsx'],
    plugins: { boundaries },
    rules: {
      'boundaries/context-boundaries': ['error', { contexts: CONTEXTS, shared: SHARED, root: 'functions' }],
    },
  },
);
