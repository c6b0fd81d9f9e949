import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/context-boundaries.js';

/** The bounded contexts under functions/ (DESIGN.md, "Bounded contexts are boundaries"). */
const CONTEXTS = ['account', 'cars', 'cases', 'catalogue', 'customer-cars', 'customers', 'dealers', 'documents'];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', '.build/', '.data/', 'web/dist/', 'web/src/routeTree.gen.ts', 'coverage/'] },
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
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/functions/**', '**/cdk/**', '**/local/**', '@aws-sdk/*'] }] },
  },
  {
    files: ['functions/**/*.ts', 'functions/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/local/**', '**/cdk/**', '**/web/**'] }] },
  },
  {
    // A context reads another only through its readers.ts; the platform imports no context. routes.ts,
    // projections.ts, projector.ts and pdf/ are the composition roots and may import every context.
    files: ['functions/**/*.ts', 'functions/**/*.tsx'],
    plugins: { boundaries },
    rules: { 'boundaries/context-boundaries': ['error', { contexts: CONTEXTS, platform: 'platform', root: 'functions' }] },
  },
);
