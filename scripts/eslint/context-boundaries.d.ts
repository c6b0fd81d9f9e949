import type { ESLint, Rule } from 'eslint';

/** The boundary rule's options (see context-boundaries.js). */
export interface BoundaryOptions {
  contexts: string[];
  shared?: string[];
  root?: string;
}
export const configurationErrors: (options: BoundaryOptions) => string[];
export const contextBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
