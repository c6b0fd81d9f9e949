import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLE_FLAGS } from '../domain/roles.ts';
import { contextOf, findRoute, normalisePath, routeKeyOf, routes, writesOn, writingQuery } from './routes.ts';

describe('route table', () => {
  it('matches paths case-insensitively and without regard to a trailing slash', () => {
    expect(findRoute('post', '/API/Account/Login/')?.handler).toBe('users/login');
    expect(findRoute('GET', '/api/account/IsLoggedIn')?.handler).toBe('users/is-logged-in');
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

  it('declares every route\'s policy: known role flags, and whether it writes', () => {
    for (const route of routes) {
      const key = routeKeyOf(route);
      expect(Array.isArray(route.requires), key).toBe(true);
      for (const flag of route.requires) expect(ROLE_FLAGS, key).toContain(flag);
      expect(route.requires, `${key}: a flag that refuses everything it guards`).not.toContain('read_only_access');
      if (typeof route.writes !== 'boolean') expect(route.writes.whenQuery, key).toMatch(/^\w+$/);
    }
  });

  it("declares every route's action of the role matrix, and signing in as the caller's own session", () => {
    for (const route of routes) expect(ACTIONS, routeKeyOf(route)).toContain(route.action);
    for (const route of routes.filter((each) => each.public)) expect(route.action, routeKeyOf(route)).toBe('ownSession');
    // Only signing in, activating an invitation, resetting a forgotten password, accepting the terms, one's own
    // settings and account, the API's description and the browser's error reports are open to every role; every other
    // route names what it does.
    expect(routes.filter((route) => route.action === 'ownSession').map(routeKeyOf).sort()).toEqual([
      'GET /api/account/getuseractivation',
      'GET /api/account/isloggedin',
      'GET /api/account/settings',
      'GET /api/openapi.json',
      'GET /api/user/checkaccountinitials',
      'GET /api/user/myaccount',
      'POST /api/account/create',
      'POST /api/account/login',
      'POST /api/account/logout',
      'POST /api/account/requestresetpassword',
      'POST /api/account/resetpassword',
      'POST /api/clientlog',
      'POST /api/user/acceptall',
      'POST /api/user/acceptdsarequirement',
      'POST /api/user/acceptterms',
      'POST /api/user/updatemyaccount',
    ]);
  });

  it('keeps signing in, activating an invitation, resetting a forgotten password and reporting a browser error public, and only that', () => {
    const open = routes.filter((route) => route.public).map(routeKeyOf);
    expect(open.sort()).toEqual([
      'GET /api/account/getuseractivation',
      'GET /api/account/isloggedin',
      'GET /api/user/checkaccountinitials',
      'POST /api/account/create',
      'POST /api/account/login',
      'POST /api/account/logout',
      'POST /api/account/requestresetpassword',
      'POST /api/account/resetpassword',
      'POST /api/clientlog',
    ]);
    for (const route of routes.filter((each) => each.public)) expect(route.requires).toEqual([]);
  });

  it('marks every state-changing method as a write, except signing in and out (the caller\'s own session)', () => {
    const sessionOnly = new Set(['POST /api/account/login', 'POST /api/account/logout']);
    // The spec posts these questions as JSON: the own-cars grid's search parameters and the calculation's inputs. They
    // are reads (a read-only department may ask them), still with the anti-forgery token.
    // The browser's error reports go to the log and change no dealer data: a read-only department reports too.
    const readsByPost = new Set(['POST /api/clientlog', 'POST /api/owncarlist/search', 'POST /api/vehicleregistrationfee/calculate', 'POST /api/vehicletax/gettaxes']);
    // The duplicate check on saving a customer asks about the form it posts.
    for (const key of ['POST /api/customerlist/getduplicateprivatecustomer', 'POST /api/customerlist/getduplicatebusinesscustomer']) readsByPost.add(key);
    for (const route of routes.filter((each) => each.method !== 'GET' && !sessionOnly.has(routeKeyOf(each)) && !readsByPost.has(routeKeyOf(each)))) {
      expect(route.writes, routeKeyOf(route)).toBe(true);
    }
    // A GET that records something says so too: the print tracking's lead event.
    expect(findRoute('GET', '/api/printtracking/tracklead')?.writes).toBe(true);
    expect(findRoute('GET', '/api/caselist/search')?.writes).toBe(false);
  });

  it('marks a print as a write only when it prints (RenderPdf=true, in any spelling), a preview as a read', () => {
    const print = findRoute('GET', '/api/PrintContract/PrintContract')!;
    expect(writesOn(print, { CaseId: '1' })).toBe(false);
    expect(writesOn(print, { CaseId: '1', RenderPdf: 'false' })).toBe(false);
    expect(writesOn(print, { CaseId: '1', RenderPdf: 'FALSE', renderpdf: '' })).toBe(false);
    expect(writesOn(print, { CaseId: '1', RenderPdf: 'true' })).toBe(true);
    expect(writesOn(print, { renderpdf: 'True' })).toBe(true);
    // A value the handler refuses still counts as a write here, so the checks come first.
    expect(writesOn(print, { RENDERPDF: 'ja' })).toBe(true);
    expect(writesOn(print, { RenderPdf: 'false', renderPdf: 'true' })).toBe(true);
    expect(writingQuery(print)).toEqual({ RenderPdf: 'true' });
    const track = findRoute('GET', '/api/printtracking/tracklead')!;
    expect(writesOn(track, undefined)).toBe(true);
    expect(writingQuery(track)).toEqual({});
    expect(writingQuery(findRoute('GET', '/api/caselist/search')!)).toBeUndefined();
  });
});
