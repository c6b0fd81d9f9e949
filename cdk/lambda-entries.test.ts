import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '../functions/routes.ts';
import { entrySource, handlerFile, routesByContext, writeEntry } from './lambda-entries.ts';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const work = mkdtempSync(join(tmpdir(), 'dealerhub-entries-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Handlers that answer with their own name and the route key they were reached by. */
const handlersDir = join(work, 'handlers');
mkdirSync(join(handlersDir, 'shop'), { recursive: true });
for (const name of ['list-items', 'add-item']) {
  writeFileSync(
    join(handlersDir, 'shop', `${name}.ts`),
    `export const handler = async (event: { routeKey: string }) => ({ statusCode: 200, body: JSON.stringify({ handler: '${name}', routeKey: event.routeKey }) });\n`,
  );
}
const shopRoutes: RouteDefinition[] = [
  { method: 'GET', path: '/api/Shop/ListItems/', handler: 'shop/list-items', action: 'readCases', requires: [], writes: false },
  { method: 'POST', path: '/api/shop/additem', handler: 'shop/add-item', action: 'readCases', requires: [], writes: false },
];

const event = (routeKey: string, method: string, rawPath: string) =>
  ({ routeKey, rawPath, requestContext: { http: { method } } }) as unknown as APIGatewayProxyEventV2;

const load = async (name: string, source: string): Promise<Handler> => {
  const file = writeEntry(name, source, join(work, 'entries'));
  return ((await import(file)) as { handler: Handler }).handler;
};

const bodyOf = (result: APIGatewayProxyStructuredResultV2) => JSON.parse(String(result.body)) as { handler?: string; Code?: string };

describe('generated Lambda entries', () => {
  it('dispatches each normalised route key to its own handler', async () => {
    const handler = await load('shop', entrySource(shopRoutes, { dir: join(work, 'entries'), handlersDir }));
    const listed = await handler(event('GET /api/shop/listitems', 'GET', '/api/shop/listitems'), {} as Context);
    expect(bodyOf(listed).handler).toBe('list-items');
    const added = await handler(event('POST /api/shop/additem', 'POST', '/api/shop/additem'), {} as Context);
    expect(bodyOf(added).handler).toBe('add-item');
    const unknown = await handler(event('GET /api/shop/nothing', 'GET', '/api/shop/nothing'), {} as Context);
    expect(unknown.statusCode).toBe(404);
  });

  it("routes a Function URL's `$default` requests by method and path, in any casing", async () => {
    const handler = await load('shop.function-url', entrySource(shopRoutes, { dir: join(work, 'entries'), handlersDir, functionUrl: true }));
    const listed = await handler(event('$default', 'GET', '/API/Shop/ListItems/'), {} as Context);
    expect(bodyOf(listed).handler).toBe('list-items');
    const wrongMethod = await handler(event('$default', 'GET', '/api/shop/additem'), {} as Context);
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('rewrites an entry only when its source changed', () => {
    const dir = join(work, 'rewrite');
    const file = writeEntry('x', 'export const a = 1;\n', dir);
    const first = statSync(file).mtimeMs;
    writeEntry('x', 'export const a = 1;\n', dir);
    expect(statSync(file).mtimeMs).toBe(first);
    writeEntry('x', 'export const a = 2;\n', dir);
    expect(readFileSync(file, 'utf8')).toBe('export const a = 2;\n');
  });

  it('refuses two routes on one route key and handlers outside a context', () => {
    expect(() =>
      routesByContext([
        { method: 'GET', path: '/api/a/b', handler: 'a/one', action: 'readCases', requires: [], writes: false },
        { method: 'GET', path: '/API/A/B/', handler: 'a/two', action: 'readCases', requires: [], writes: false },
      ]),
    ).toThrow("Two routes resolve to 'GET /api/a/b'");
    expect(() => routesByContext([{ method: 'GET', path: '/api/x', handler: 'Bad Context/x', action: 'readCases', requires: [], writes: false }])).toThrow('names no bounded context');
  });

  it('groups the real route table by context, every handler file existing', () => {
    const byContext = routesByContext(routes);
    expect([...byContext.values()].flat()).toHaveLength(routes.length);
    for (const route of routes) expect(() => statSync(handlerFile(route))).not.toThrow();
  });

  it("gives the function serving GET /api/openapi.json the document built now, as its bundle holds no other context's handlers", () => {
    const dir = join(work, 'api-document');
    const described = routes.filter((route) => route.path === '/api/openapi.json');
    const source = entrySource(described, { dir });
    expect(source).toContain("import apiDocument from './api-document.json' with { type: 'json' };");
    expect(source).toContain('provideApiDocument(apiDocument');
    const document = JSON.parse(readFileSync(join(dir, 'api-document.json'), 'utf8')) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/openapi.json');
    // Another context's entry builds nothing of it.
    expect(entrySource(shopRoutes, { dir, handlersDir })).not.toContain('api-document');
  }, 120_000);
});
