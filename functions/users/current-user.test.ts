import { describe, expect, it } from 'vitest';
import { PACKAGE_ROLE_FLAGS, type RoleFlag } from '../../domain/roles.ts';
import type { Session } from '../platform/http/session-context.ts';
import { mayWrite, routeKeyOf, routes as routeTable } from '../routes.ts';
import { currentUserSettings } from './current-user.ts';

/** A session of department 101 on the `pro` package, for the role given. */
const sessionOf = (simpleRole: string | null, changes: { isAdmin?: boolean; flags?: readonly RoleFlag[] } = {}): Session =>
  ({
    sessionId: 's-1',
    userId: '5',
    name: 'Mads Sørensen',
    username: 'bruger@demo.dk',
    initials: 'MS',
    simpleRole,
    isAdmin: changes.isAdmin ?? false,
    isConsultant: false,
    conglomerateId: '1',
    dealerId: '101',
    dealerName: 'Demo Biler Aarhus',
    subscriptionPackageName: 'pro',
    roleFlags: new Set(changes.flags ?? PACKAGE_ROLE_FLAGS.pro),
    expiresAt: Date.parse('2026-01-05T12:00:00.000Z'),
  }) as unknown as Session;

const routesOf = (session: Session): string[] => currentUserSettings(session).AllowedRoutes;

describe("the settings' allowed routes", () => {
  it('give a salesman a new case and the deletion of cases', () => {
    expect(routesOf(sessionOf('Salesman'))).toEqual(expect.arrayContaining(['GET /api/case/new', 'POST /api/case/deletemultiple', 'POST /api/customer/save']));
  });

  it.each(['Mechanic', 'Bookkeeper'])('give a %s no new case, no case save and no customer save', (role) => {
    const routes = routesOf(sessionOf(role));
    for (const refused of ['GET /api/case/new', 'POST /api/case/save', 'POST /api/customer/save', 'POST /api/case/deletemultiple']) expect(routes).not.toContain(refused);
    expect(routes).toContain('GET /api/case/get');
  });

  it('give a mechanic the preparation and its document', () =>
    expect(routesOf(sessionOf('Mechanic'))).toEqual(
      expect.arrayContaining(['POST /api/case/savepreparation', 'GET /api/printpreparationdocument/printpreparationdocument']),
    ));

  it('give a department with read-only access nothing that writes, whatever the role', () => {
    const routes = routesOf(sessionOf(null, { isAdmin: true, flags: [...PACKAGE_ROLE_FLAGS.pro, 'read_only_access'] }));
    expect(routes).toContain('GET /api/case/get');
    const writing = new Set(routeTable.filter(mayWrite).map(routeKeyOf));
    expect(routes.filter((route) => writing.has(route))).toEqual([]);
  });

  it('give a department without cases no case route', () =>
    expect(routesOf(sessionOf('Salesman', { flags: PACKAGE_ROLE_FLAGS.start })).filter((route) => route.includes('/api/case/'))).toEqual([]));
});
