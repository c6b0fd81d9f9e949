import { describe, expect, it } from 'vitest';
import { allowedRoutesFor } from './allowed-routes.ts';

const salesman = { simpleRole: 'Salesman', isAdmin: false, isConsultant: false } as const;
const mechanic = { simpleRole: 'Mechanic', isAdmin: false, isConsultant: false } as const;

describe("the test users' allowed routes", () => {
  it("are the server's, for every route of its table", () => {
    const routes = allowedRoutesFor(salesman, ['case', 'can_see_my_cars']);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/case/new', 'POST /api/case/save', 'POST /api/owncar/save', 'GET /api/account/settings']));
    expect(routes).not.toContain('POST /api/account/login');
  });

  it('follow the role matrix, the functions and read-only access as the server does', () => {
    expect(allowedRoutesFor(mechanic, ['case'])).not.toContain('GET /api/case/new');
    expect(allowedRoutesFor(salesman, [])).not.toContain('GET /api/case/new');
    const readOnly = allowedRoutesFor(salesman, ['case', 'read_only_access']);
    expect(readOnly).toContain('GET /api/case/get');
    expect(readOnly).not.toContain('POST /api/case/save');
  });
});
