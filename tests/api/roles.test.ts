import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedActions, mayPerform, ROLE_REFUSAL, type RoleFlag, type RoleSubject } from '../../domain/roles.ts';
import { routeKeyOf, routes, type RouteDefinition } from '../../functions/routes.ts';
import { loggedIn, type ApiClient, type ApiResponse } from '../support/api-client.ts';
import { projectionsCaughtUp } from './case-support.ts';

/**
 * The role matrix held by the server, over the whole route table: every route × every simple role, the administrator
 * and the consultant of a `pro` department, and a salesman of a `start` department (whose package lacks most routes'
 * flags). A route is allowed exactly when the dealer's package holds its flags and the user's role allows its action;
 * refused, it answers 403 before reading its input. Requests carry no valid input (an array where an object is due,
 * no query), so an allowed route answers 400/404 and changes nothing. A route added to the table is tried here the day
 * it lands; one without a declared action is refused to everyone, and fails here.
 */
interface Caller {
  username: string;
  subject: RoleSubject;
}

const CALLERS: Caller[] = [
  { username: 'admin@demo.dk', subject: { simpleRole: null, isAdmin: true, isConsultant: false } },
  { username: 'konsulent@demo.dk', subject: { simpleRole: null, isAdmin: false, isConsultant: true } },
  { username: 'ejer@demo.dk', subject: { simpleRole: 'Owner', isAdmin: false, isConsultant: false } },
  { username: 'forretningsfoerer@demo.dk', subject: { simpleRole: 'BusinessManager', isAdmin: false, isConsultant: false } },
  { username: 'salgschef@demo.dk', subject: { simpleRole: 'SalesManager', isAdmin: false, isConsultant: false } },
  { username: 'saelger@demo.dk', subject: { simpleRole: 'Salesman', isAdmin: false, isConsultant: false } },
  { username: 'mekaniker@demo.dk', subject: { simpleRole: 'Mechanic', isAdmin: false, isConsultant: false } },
  { username: 'klargoering@demo.dk', subject: { simpleRole: 'Preparation', isAdmin: false, isConsultant: false } },
  { username: 'bogholder@demo.dk', subject: { simpleRole: 'Bookkeeper', isAdmin: false, isConsultant: false } },
  // The start package: no `case`, no customer administration flags.
  { username: 'saelger.vejle@demo.dk', subject: { simpleRole: 'Salesman', isAdmin: false, isConsultant: false } },
];

interface Settings {
  RoleFlags: RoleFlag[];
  AllowedActions: string[];
  SimpleRole: string | null;
}

const clients = new Map<string, ApiClient>();
const flags = new Map<string, ReadonlySet<RoleFlag>>();
let tried = 0;

beforeAll(async () => {
  await projectionsCaughtUp();
  for (const caller of CALLERS) {
    const client = await loggedIn(caller.username);
    clients.set(caller.username, client);
    const settings = (await client.get<Settings>('/api/account/settings')).body;
    flags.set(caller.username, new Set(settings.RoleFlags));
  }
});

afterAll(() => {
  // The figure the route-table suites report: routes × callers tried.
  console.info(`roles suite: ${routes.length} routes × ${CALLERS.length} callers = ${tried} requests`);
});

const expectation = (route: RouteDefinition, caller: Caller): 'allowed' | 'package' | 'role' => {
  if (route.public) return 'allowed';
  if (route.requires.some((flag) => !flags.get(caller.username)!.has(flag))) return 'package';
  return mayPerform(caller.subject, route.action) ? 'allowed' : 'role';
};

/** The route called without valid input: an array body where an object is due, no query. */
const call = async (route: RouteDefinition, caller: Caller): Promise<ApiResponse> => {
  tried += 1;
  // Signing out would end the session the other routes use: it gets a session of its own.
  const client = routeKeyOf(route) === 'POST /api/account/logout' ? await loggedIn(caller.username) : clients.get(caller.username)!;
  return client.request(route.method, route.path, route.method === 'GET' ? {} : { body: [] });
};

describe('roles: every route × every role and package', () => {
  it('gives each caller the actions of its role in its settings, computed by the matrix', async () => {
    for (const caller of CALLERS) {
      const settings = (await clients.get(caller.username)!.get<Settings>('/api/account/settings')).body;
      expect(settings.AllowedActions, caller.username).toEqual(allowedActions(caller.subject));
    }
  });

  for (const caller of CALLERS) {
    it(`allows ${caller.username} exactly what the matrix and the package allow`, async () => {
      const outcomes: string[] = [];
      const wrong: string[] = [];
      for (const route of routes) {
        const expected = expectation(route, caller);
        const response = await call(route, caller);
        const body = response.body as { Code?: string; Message?: string };
        const got =
          response.status === 403 && body.Code === 'RoleRefused'
            ? 'role'
            : response.status === 403 && body.Code === 'Forbidden'
              ? 'package'
              : response.status === 403 || response.status === 401
                ? `refused otherwise (${response.status} ${body.Code})`
                : 'allowed';
        outcomes.push(got);
        if (got !== expected) wrong.push(`${routeKeyOf(route)} (${route.action}): expected ${expected}, got ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
        if (got === 'role') expect(body.Message).toBe(ROLE_REFUSAL);
      }
      expect(wrong, caller.username).toEqual([]);
      expect(outcomes).toContain('allowed');
    });
  }

  it('refuses a mechanic deleting, selling, signing, cancelling, saving cases and uploading appendices', async () => {
    const mechanic = clients.get('mekaniker@demo.dk')!;
    const attempts = [
      mechanic.request('DELETE', '/api/case/delete?id=1'),
      mechanic.post('/api/case/deletemultiple/', { Ids: ['1'] }),
      mechanic.post('/api/car/sellcar/', { CarId: '1', SalesPrice: 100_000, IsRetailPrice: true }),
      mechanic.post('/api/case/savesigneddocument/', { CaseId: '1' }),
      mechanic.post('/api/case/canceldocument/', { CaseId: '1' }),
      mechanic.post('/api/salescontractappendix/uploadpdf?dealerId=101&label=x', {}),
      mechanic.post('/api/case/save', { Id: '1' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ Code: 'RoleRefused', Message: ROLE_REFUSAL });
    }
  });
});

describe("roles: the department's users and its own equipment list", () => {
  it('lists the active users to those who set a car’s responsible, with no more than the picker shows', async () => {
    const users = await clients.get('saelger@demo.dk')!.get<Record<string, unknown>[]>('/api/user/getactiveconglomerateusers');
    tried += 1;
    expect(users.status).toBe(200);
    expect(users.body.length).toBeGreaterThan(0);
    for (const user of users.body) expect(Object.keys(user).sort()).toEqual(['DealerId', 'Id', 'Name']);
    const mechanic = await clients.get('mekaniker@demo.dk')!.get('/api/user/getactiveconglomerateusers');
    tried += 1;
    expect(mechanic.status).toBe(403);
  });

  it("refuses a salesman changing the department's own equipment list", async () => {
    const salesman = clients.get('saelger@demo.dk')!;
    const attempts = [
      salesman.post('/api/UsedVehicleExtraEquipment/Save/', { Description: 'Måtter', CostWithoutVat: 400, ProfitWithoutVat: 100 }),
      salesman.post('/api/UsedVehicleExtraEquipment/Delete', { Id: '1' }),
    ];
    tried += attempts.length;
    for (const response of await Promise.all(attempts)) expect(response.body).toMatchObject({ Code: 'RoleRefused', Message: ROLE_REFUSAL });
  });
});

describe("roles: the 'all departments' scope is one rule in every search", () => {
  const SEARCHES = [
    '/api/typeaheadcustomers/lookup?searchText=a&searchType=Conglomerate',
    '/api/TypeaheadOwnCars/Lookup?searchText=a&searchType=Conglomerate',
    '/api/TypeaheadOwnCars/List/?searchType=Conglomerate',
    '/api/caselist/search/?SearchType=Conglomerate',
  ];

  for (const caller of CALLERS.filter((each) => each.username !== 'saelger.vejle@demo.dk')) {
    it(`${mayPerform(caller.subject, 'searchAllDepartments') ? 'lets' : 'refuses'} ${caller.username} search all departments, in every search`, async () => {
      const client = clients.get(caller.username)!;
      for (const path of SEARCHES) {
        const route = routes.find((each) => path.toLowerCase().startsWith(each.path.toLowerCase()))!;
        const response = await client.get<{ List?: { DealerId?: string }[] }>(path);
        tried += 1;
        // A role that may not read the route at all is refused by the matrix before the scope is looked at.
        if (!mayPerform(caller.subject, route.action)) expect(response.status, path).toBe(403);
        else if (mayPerform(caller.subject, 'searchAllDepartments')) expect(response.status, path).toBe(200);
        else {
          expect(response.status, path).toBe(403);
          expect(JSON.stringify(response.body), path).not.toMatch(/"DealerId":"10[23]"/);
        }
      }
    });
  }
});
