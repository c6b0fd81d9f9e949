import { Validator } from '@seriousme/openapi-schema-validator';
import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractViolation } from '../tests/support/api-contract.ts';
import { apiDocument, CONTEXT_NAMES } from './api-document.ts';
import { describing, type HandlerContract } from './platform/http/contract.ts';
import { query } from './platform/http/endpoint.ts';
import { OPENAPI_PATH, type OpenApiDocument } from './platform/http/openapi.ts';
import { contextOf, normalisePath, routes } from './routes.ts';

let document: OpenApiDocument;
beforeAll(async () => {
  document = await apiDocument();
}, 60_000);

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

const operationOf = (method: string, path: string): Operation | undefined => {
  const entry = Object.entries(document.paths).find(([documented]) => normalisePath(documented) === normalisePath(path));
  return entry?.[1][method.toLowerCase()] as Operation | undefined;
};

describe('the API description (GET /api/openapi.json)', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every route of the route table, itself included, with a Danish summary', () => {
    const missing = routes.filter((route) => !operationOf(route.method, route.path)?.summary?.trim()).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    expect(routes.some((route) => route.path === OPENAPI_PATH)).toBe(true);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routes.length);
  });

  it("names each context's section as integrators read it, never by its folder", () => {
    const unnamed = [...new Set(routes.map(contextOf))].filter((context) => !(context in CONTEXT_NAMES));
    expect(unnamed).toEqual([]);
    expect(document.tags.map((tag) => tag.name)).toContain('Login og brugere');
  });

  it("declares each route's success answers: a JSON schema, or the media type of a PDF or spreadsheet", () => {
    const undeclared: string[] = [];
    for (const route of routes) {
      const { responses } = operationOf(route.method, route.path)!;
      const successes = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      if (!successes.includes('200')) undeclared.push(`${route.method} ${route.path}: no 200`);
      for (const status of successes) {
        const content = responses[status]!.content ?? {};
        const json = content['application/json'];
        if (json ? !json.schema || Object.keys(json.schema).length === 0 : Object.keys(content).length === 0) undeclared.push(`${route.method} ${route.path}: ${status} without a schema`);
      }
      expect(responses['4XX']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(undeclared).toEqual([]);
    expect(operationOf('GET', '/api/PrintContract/PrintContract')!.responses['200']!.content).toHaveProperty(['application/pdf']);
    expect(operationOf('GET', '/api/customerlist/excel')!.responses['200']!.content).toHaveProperty([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('names the session cookie and the anti-forgery header, and asks for the header on every write', () => {
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: '__Host-dh_session' },
      antiForgery: { type: 'apiKey', in: 'header', name: 'x-xsrf-token' },
    });
    expect(operationOf('POST', '/api/case/save')!.security).toEqual([{ session: [], antiForgery: [] }]);
    expect(operationOf('GET', '/api/Case/Get')!.security).toEqual([{ session: [] }]);
    expect(operationOf('POST', '/api/account/login')!.security).toEqual([{ antiForgery: [] }]);
    expect(operationOf('GET', '/api/account/isloggedin')!.security).toEqual([{}]);
  });

  it("describes a route's query parameters and request body from its request schemas", () => {
    const getCase = operationOf('GET', '/api/Case/Get')!;
    expect(getCase.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Id', in: 'query', required: true }), expect.objectContaining({ name: 'MinVersion', required: false })]),
    );
    expect(operationOf('POST', '/api/case/save')!.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
  });
});

describe('an answer checked against the description, as the API suites check every answer', () => {
  const settings = {
    UserId: '5',
    Name: 'Sælger',
    Username: 'saelger@demo.dk',
    Initials: 'SÆ',
    SimpleRole: 'Salesman',
    IsAdmin: false,
    IsConsultant: false,
    ConglomerateId: '1',
    DealerId: '101',
    DealerName: 'Demo Biler Aarhus',
    SubscriptionPackageName: 'pro',
    RoleFlags: ['case'],
    AllowedActions: ['readCases'],
    AllowedRoutes: ['GET /api/case/get'],
    SessionExpiresAt: '2026-11-28T12:00:00.000Z',
    ImpersonatedBy: null,
    TermsAndLicenseAccepted: true,
    DsaRequirementAccepted: true,
  };
  const answer = (path: string, status: number, json: unknown, contentType = 'application/json; charset=utf-8') => ({ method: 'GET', path, status, contentType, json });

  it('passes an answer that keeps its contract', async () => {
    expect(await contractViolation(answer('/api/account/settings', 200, settings))).toBeUndefined();
    expect(await contractViolation(answer('/api/account/settings', 401, { Message: 'Du er ikke logget ind.', Code: 'NotLoggedIn' }))).toBeUndefined();
  });

  it('fails an answer whose body drifted: a field missing, renamed or of another type', async () => {
    const { DealerName: _gone, ...withoutDealerName } = settings;
    expect(await contractViolation(answer('/api/account/settings', 200, withoutDealerName))).toContain('DealerName');
    expect(await contractViolation(answer('/api/account/settings', 200, { ...settings, Dealer: 'x' }))).toContain('Dealer');
    expect(await contractViolation(answer('/api/account/settings', 200, { ...settings, IsAdmin: 'no' }))).toContain('/IsAdmin');
  });

  it('fails a status or a media type the route does not declare, and a refusal outside the error shape', async () => {
    expect(await contractViolation(answer('/api/account/settings', 201, settings))).toContain('does not declare');
    expect(await contractViolation(answer('/api/PrintContract/PrintContract?CaseId=1', 200, settings))).toContain('application/pdf');
    expect(await contractViolation(answer('/api/account/settings', 403, { Error: 'nej' }))).toContain('outside its contract');
  });

  it('leaves alone what is not the API: another path, or /API/ in capitals (the SPA answers it)', async () => {
    expect(await contractViolation(answer('/__local/drain', 200, { any: 1 }))).toBeUndefined();
    expect(await contractViolation(answer('/API/ACCOUNT/SETTINGS', 200, '<html>', 'text/html'))).toBeUndefined();
  });
});

describe('a handler without its answers', () => {
  it('does not compile: every route declares what it answers', () => {
    // @ts-expect-error a handler declares its `responses`, so that no route answers outside its published contract
    const withoutAnswers = query({ summary: 'Uden svar.', run: () => Promise.resolve(true) });
    const withAnswers = query({ summary: 'Med svar.', responses: { 200: z.boolean() }, run: () => Promise.resolve(true) });
    const contractOf = (handler: unknown) => (handler as { contract: HandlerContract }).contract;
    expect(contractOf(withoutAnswers).responses).toBeUndefined();
    expect(contractOf(withAnswers).responses[200]).toBeInstanceOf(z.ZodType);
  });

  it("does not compile with a schema that refuses what the handler's type allows", () => {
    const row = z.object({ Name: z.string().nullable() });
    // @ts-expect-error the handler's type allows a null name, which this schema would refuse
    const narrower = describing<{ Name: string | null }>()(z.object({ Name: z.string() }));
    expect(describing<{ Name: string | null }>()(row)).toBe(row);
    expect(narrower.safeParse({ Name: null }).success).toBe(false);
  });
});
