import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contextOf, routeKeyOf, routes as routeTable, type RouteDefinition } from '../functions/routes.ts';
import { repoPath } from './repo.ts';

/**
 * Lambda entry files generated at synth time from the route table: one per bounded context, importing the handler
 * of each of its routes and dispatching on API Gateway's `routeKey`. They live in `.build/` (git-ignored): the route
 * table stays the one source, and nobody maintains a per-context index by hand.
 */
export const entriesDir = repoPath('.build', 'lambda-entries');

const functionsDir = repoPath('functions');

export const handlerFile = (route: RouteDefinition): string => join(functionsDir, `${route.handler}.ts`);

/** The route table's handler of `GET /api/openapi.json`. */
const API_DOCUMENT_HANDLER = 'platform/http/openapi-document';

/**
 * Writes the API's OpenAPI description beside the entries (built in a child process: it imports every handler, which
 * the synchronous synthesis cannot) and returns its file name.
 */
const writeApiDocument = (dir: string): string => {
  const name = 'api-document.json';
  mkdirSync(dir, { recursive: true });
  execFileSync(process.execPath, ['--import', 'tsx', repoPath('scripts', 'api-document.ts'), join(dir, name)], { cwd: repoPath(), stdio: ['ignore', 'ignore', 'inherit'] });
  return name;
};

/** The routes of each bounded context, in route-table order; refuses a table with two routes on one route key. */
export const routesByContext = (table: readonly RouteDefinition[] = routeTable): Map<string, RouteDefinition[]> => {
  const seen = new Map<string, RouteDefinition>();
  const byContext = new Map<string, RouteDefinition[]>();
  for (const route of table) {
    const key = routeKeyOf(route);
    const earlier = seen.get(key);
    if (earlier) throw new Error(`Two routes resolve to '${key}': ${earlier.handler} and ${route.handler}`);
    seen.set(key, route);
    const context = contextOf(route);
    if (!/^[a-z][a-z0-9-]*$/.test(context)) throw new Error(`Route ${key}: '${route.handler}' names no bounded context`);
    byContext.set(context, [...(byContext.get(context) ?? []), route]);
  }
  return byContext;
};

const importPath = (fromDir: string, file: string): string => {
  const path = relative(fromDir, file).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/**
 * The source of one entry. With `functionUrl`, the entry also serves a Lambda Function URL, which sends every request
 * with routeKey `$default`: it then routes on the method and path, as API Gateway would have.
 */
export const entrySource = (
  entryRoutes: readonly RouteDefinition[],
  options: { functionUrl?: boolean; dir?: string; handlersDir?: string } = {},
): string => {
  const dir = options.dir ?? entriesDir;
  const handlersDir = options.handlersDir ?? functionsDir;
  const handlers = [...new Set(entryRoutes.map((route) => route.handler))];
  const alias = (handler: string) => `h${handlers.indexOf(handler)}`;
  // The API's description is built from every handler's contract, which one context's bundle does not hold: its
  // function is given the document built now.
  const servesApiDocument = handlers.includes(API_DOCUMENT_HANDLER);
  const lines = [
    '// Generated at synth time from functions/routes.ts by cdk/lambda-entries.ts: do not edit.',
    ...(options.functionUrl ? ["import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';"] : []),
    `import { dispatch } from '${importPath(dir, join(functionsDir, 'platform', 'dispatch.ts'))}';`,
    ...handlers.map(
      (handler) => `import { handler as ${alias(handler)} } from '${importPath(dir, join(handlersDir, `${handler}.ts`))}';`,
    ),
    ...(servesApiDocument
      ? [
          `import { provideApiDocument } from '${importPath(dir, join(handlersDir, `${API_DOCUMENT_HANDLER}.ts`))}';`,
          `import apiDocument from './${writeApiDocument(dir)}' with { type: 'json' };`,
          '',
          'provideApiDocument(apiDocument as Parameters<typeof provideApiDocument>[0]);',
        ]
      : []),
    '',
    `${options.functionUrl ? 'const routes' : 'export const handler'} = dispatch({`,
    ...entryRoutes.map((route) => `  '${routeKeyOf(route)}': ${alias(route.handler)},`),
    '});',
  ];
  if (options.functionUrl) {
    lines.push(
      '',
      "// A Function URL sends routeKey '$default': route on the method and path instead.",
      'export const handler = (event: APIGatewayProxyEventV2, context: Context) =>',
      "  routes(event.routeKey === '$default' ? { ...event, routeKey: `${event.requestContext.http.method} ${event.rawPath}` } : event, context);",
    );
  }
  return `${lines.join('\n')}\n`;
};

/** Writes an entry file (only when its content changed, so that watchers and caches stay quiet) and returns its path. */
export const writeEntry = (name: string, source: string, dir: string = entriesDir): string => {
  const file = join(dir, `${name}.ts`);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(file) || readFileSync(file, 'utf8') !== source) writeFileSync(file, source);
  return file;
};

const assertHandlersExist = (entryRoutes: readonly RouteDefinition[]): void => {
  const missing = entryRoutes.filter((route) => !existsSync(handlerFile(route)));
  if (missing.length > 0) {
    throw new Error(
      `The route table points at handlers that do not exist: ${missing.map((route) => `${routeKeyOf(route)} → functions/${route.handler}.ts`).join(', ')}`,
    );
  }
};

/** One entry per bounded context: context → entry file. */
export const writeContextEntries = (table: readonly RouteDefinition[] = routeTable): Map<string, string> => {
  assertHandlersExist(table);
  return new Map([...routesByContext(table)].map(([context, entryRoutes]) => [context, writeEntry(context, entrySource(entryRoutes))]));
};

/** One entry serving every route behind a Function URL (the LocalStack path, see cdk/stacks/api-stack.ts). */
export const writeFunctionUrlEntry = (table: readonly RouteDefinition[] = routeTable): string => {
  assertHandlersExist(table);
  routesByContext(table); // the same checks as the per-context entries
  // A dot cannot occur in a context name, so this file never collides with a context's entry.
  return writeEntry('all-routes.function-url', entrySource(table, { functionUrl: true }));
};
