import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the CDK app reads the route table, handlers and packages relative to it. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const repoPath = (...segments: string[]): string => join(repoRoot, ...segments);
