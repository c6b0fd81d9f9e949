/**
 * The one route table: method + path → handler module. API Gateway (CDK), the local cloud and the route tests all
 * read it. `handler` is a module under `functions/` (without extension) that exports `handler`; the first path
 * segment of `handler` is the bounded context, and CDK bundles one Lambda per context.
 * Paths are matched case-insensitively and without regard to a trailing slash (the spec writes them both ways).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  handler: string;
}

export const routes: readonly RouteDefinition[] = [
  { method: 'POST', path: '/api/account/login', handler: 'account/login' },
  { method: 'POST', path: '/api/account/logout', handler: 'account/logout' },
  { method: 'GET', path: '/api/account/isloggedin', handler: 'account/is-logged-in' },
  { method: 'GET', path: '/api/account/settings', handler: 'account/settings' },
];

export const contextOf = (route: RouteDefinition): string => route.handler.slice(0, route.handler.indexOf('/'));

/** The form a path is matched in: lower case, no trailing slash. */
export const normalisePath = (path: string): string => {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};

/** The route key a request resolves to, as API Gateway writes `routeKey`: `POST /api/account/login`. */
export const routeKeyOf = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${normalisePath(route.path)}`;

export const findRoute = (method: string, path: string): RouteDefinition | undefined => {
  const key = routeKeyOf({ method: method.toUpperCase() as HttpMethod, path });
  return routes.find((route) => routeKeyOf(route) === key);
};
