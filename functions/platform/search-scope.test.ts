import { describe, expect, it } from 'vitest';
import { leadsDepartments, searchScopeParam } from './search-scope.ts';

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
