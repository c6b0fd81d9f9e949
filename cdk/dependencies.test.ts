import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaBundles } from '../bench/bundles.ts';
import { lambdaBundling } from './dealerhub-function.ts';
import { repoPath } from './repo.ts';

/**
 * What the deployed code depends on: production dependencies at exact versions (a range would let a new release
 * reach Lambda without a change in the repository), and nothing that only a test or a build needs inside a Lambda
 * bundle. The registry these machines reach answers no audit requests, so this is checked from the lock and the
 * bundles themselves.
 */
interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const manifest = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as PackageJson;
const lock = JSON.parse(readFileSync(repoPath('package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

/** An exact version: no range, tag, URL or workspace reference. */
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

describe('dependencies', () => {
  it('pins every production dependency to an exact version, the one the lock installs', () => {
    const entries = Object.entries(manifest.dependencies);
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, version] of entries) {
      expect(version, `${name} is not pinned`).toMatch(EXACT);
      expect(lock.packages[`node_modules/${name}`]?.version, `${name} in package-lock.json`).toBe(version);
    }
  });

  it('pins the dev dependencies exactly as well, so that every machine builds and tests with the same tools', () => {
    for (const [name, version] of Object.entries(manifest.devDependencies)) expect(version, `${name} is not pinned`).toMatch(EXACT);
  });

  it('lists no package both as a production and a dev dependency', () => {
    expect(Object.keys(manifest.dependencies).filter((name) => name in manifest.devDependencies)).toEqual([]);
  });
});

/** The package a bundled input file comes from (`node_modules/@scope/name/...` → `@scope/name`), or undefined for ours. */
const packageOf = (input: string): string | undefined => {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first = '', second = ''] = input.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
};

describe('Lambda bundles carry no build or test dependency', () => {
  const inputs = new Map<string, Metafile['inputs']>();

  // Built as CDK's NodejsFunction builds each function (`lambdaBundling`), with esbuild's metafile: every input file
  // that ends up in the bundle.
  beforeAll(async () => {
    for (const bundle of lambdaBundles()) {
      const result = await build({
        entryPoints: [bundle.entry],
        outfile: 'index.mjs',
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        format: lambdaBundling.format,
        target: lambdaBundling.target,
        mainFields: [...lambdaBundling.mainFields],
        minify: lambdaBundling.minify,
        define: lambdaBundling.define,
        external: [...lambdaBundling.externalModules, ...bundle.external],
        banner: { js: lambdaBundling.banner },
        logLevel: 'silent',
      });
      inputs.set(bundle.name, result.metafile.inputs);
    }
  });

  it('reads the packages of a bundled file from its path', () => {
    expect(packageOf('node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(packageOf('node_modules/@middy/core/index.js')).toBe('@middy/core');
    expect(packageOf('node_modules/a/node_modules/@b/c/x.js')).toBe('@b/c');
    expect(packageOf('functions/cases/save-case.ts')).toBeUndefined();
  });

  it('builds every function: each context of the route table, the projector, the lead publisher and the PDF renderer', () => {
    expect([...inputs.keys()]).toEqual(expect.arrayContaining(['projector', 'lead publisher', 'pdf renderer']));
    expect([...inputs.keys()].filter((name) => name.startsWith('api: ')).length).toBeGreaterThan(5);
    // The check below would pass vacuously on bundles without packages.
    expect([...inputs.values()].some((files) => Object.keys(files).some((file) => packageOf(file) === 'zod'))).toBe(true);
  });

  it('finds no dev dependency among any bundle’s inputs', () => {
    const devOnly = new Set(Object.keys(manifest.devDependencies));
    const shipped = [...inputs].flatMap(([bundle, files]) =>
      Object.keys(files)
        .map(packageOf)
        .filter((name): name is string => name !== undefined && devOnly.has(name))
        .map((name) => `${bundle}: ${name}`),
    );
    expect([...new Set(shipped)]).toEqual([]);
  });

  it('bundles only packages the lock installs as production dependencies (a dev-only package nested in a bundle is caught too)', () => {
    const devOnlyInLock = new Set(
      Object.entries(lock.packages as Record<string, { dev?: boolean }>)
        .filter(([path, entry]) => path.startsWith('node_modules/') && entry.dev === true)
        .map(([path]) => path),
    );
    const shipped = [...inputs].flatMap(([bundle, files]) =>
      Object.keys(files)
        .map((file) => {
          const at = file.lastIndexOf('node_modules/');
          const name = packageOf(file);
          return name === undefined ? undefined : file.slice(0, at) + `node_modules/${name}`;
        })
        .filter((path): path is string => path !== undefined && devOnlyInLock.has(path))
        .map((path) => `${bundle}: ${path}`),
    );
    expect([...new Set(shipped)]).toEqual([]);
  });
});
