import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { departmentInScope, leadsDepartments, searchScopeParam, UNKNOWN_DEPARTMENT } from './search-scope.ts';

describe('the search scope parameter', () => {
  it("reads the three levels in any casing; missing or blank is the caller's department (undefined)", () => {
    const param = searchScopeParam('searchType');
    expect(['user', 'DEALER', 'Conglomerate'].map((value) => param.parse(value))).toEqual(['User', 'Dealer', 'Conglomerate']);
    expect(param.parse(undefined)).toBeUndefined();
    expect(param.parse('  ')).toBeUndefined();
  });

  it("takes a context's wire names (the case list's 'Casemanager' is 'User') and names them when refusing", () => {
    const param = searchScopeParam('SearchType', { Casemanager: 'User' });
    expect(param.parse('casemanager')).toBe('User');
    const refused = param.safeParse('Everyone');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('SearchType skal være Casemanager, Dealer eller Conglomerate.');
    expect(searchScopeParam('searchType').safeParse('Alle').error?.issues[0]?.message).toBe('searchType skal være User, Dealer eller Conglomerate.');
  });
});

describe('who leads a department', () => {
  it('is an owner, business manager, sales manager or administrator', () => {
    expect(['Owner', 'BusinessManager', 'SalesManager'].every((simpleRole) => leadsDepartments({ isAdmin: false, simpleRole }))).toBe(true);
    expect(leadsDepartments({ isAdmin: true, simpleRole: 'Salesman' })).toBe(true);
    expect(leadsDepartments({ isAdmin: false, simpleRole: 'Salesman' })).toBe(false);
    expect(leadsDepartments({ isAdmin: false, simpleRole: null })).toBe(false);
  });
});

describe('a query naming one department of its scope', () => {
  const aarhus = { DealerId: '101', Name: 'Demo Biler Aarhus' };
  const aalborg = { DealerId: '102', Name: 'Demo Biler Aalborg' };
  const ownDepartment = { departments: [aarhus], branches: new Map([aarhus, aalborg].map((department) => [department.DealerId, department.Name])) };
  const refusalOf = (dealerId: string): { status: number; message: string } | undefined => {
    try {
      departmentInScope(ownDepartment, dealerId, 'Du har ikke adgang.');
      return undefined;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { status: error.statusCode, message: error.message };
    }
  };

  it('reads that department when the scope covers it', () => {
    expect(departmentInScope(ownDepartment, '101')).toEqual([aarhus]);
    expect(departmentInScope({ ...ownDepartment, departments: [aarhus, aalborg] }, '102')).toEqual([aalborg]);
  });

  it("refuses (403) a department of the caller's conglomerate outside the scope", () => {
    expect(refusalOf('102')).toEqual({ status: 403, message: 'Du har ikke adgang.' });
  });

  it('does not find (404) a department that does not exist or belongs to another conglomerate', () => {
    expect(refusalOf('201')).toEqual({ status: 404, message: UNKNOWN_DEPARTMENT });
    expect(refusalOf('999999')).toEqual({ status: 404, message: UNKNOWN_DEPARTMENT });
  });
});
