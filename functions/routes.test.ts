import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contextOf, findRoute, normalisePath, routeKeyOf, routes } from './routes.ts';

describe('route table', () => {
  it('matches paths case-insensitively and without regard to a trailing slash', () => {
    expect(findRoute('post', '/API/Account/Login/')?.handler).toBe('account/login');
    expect(findRoute('GET', '/api/account/IsLoggedIn')?.handler).toBe('account/is-logged-in');
    expect(findRoute('GET', '/api/account/login')).toBeUndefined();
    expect(normalisePath('/api/Case/Get/')).toBe('/api/case/get');
    expect(routeKeyOf({ method: 'GET', path: '/api/LatestCasesWidget/' })).toBe('GET /api/latestcaseswidget');
  });

  it('names a handler module that exists for every route, and no route twice', () => {
    for (const route of routes) {
      expect(existsSync(new URL(`./${route.handler}.ts`, import.meta.url)), route.handler).toBe(true);
      expect(contextOf(route)).toMatch(/^[a-z-]+$/);
    }
    const keys = routes.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
