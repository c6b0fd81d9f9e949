import { describe, expect, it } from 'vitest';
import { loginSearchSchema, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its search and hash', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/Cars/CarList?Make=Audi&IsSold=false')).toBe('/Cars/CarList?Make=Audi&IsSold=false');
    expect(safeReturnPath('/Cases/Case/12#/calculation')).toBe('/Cases/Case/12#/calculation');
  });

  it('refuses every way to another site', () => {
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /Cars',
      '/\t/evil.example',
      'Cars/CarList',
      '',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBe('/');
    }
  });

  it('does not return to the login page itself', () => {
    expect(safeReturnPath('/Account/Login?returnUrl=%2F')).toBe('/');
    expect(safeReturnPath('/account/login/')).toBe('/');
  });

  it('refuses what is not text', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(123)).toBe('/');
  });
});

describe('the login search schema', () => {
  it("defaults returnUrl to '/' and keeps a safe path", () => {
    expect(loginSearchSchema.parse({})).toEqual({ returnUrl: '/' });
    expect(loginSearchSchema.parse({ returnUrl: '/Customers/CustomerList' })).toEqual({ returnUrl: '/Customers/CustomerList' });
  });

  it("turns an unsafe or malformed returnUrl into '/'", () => {
    expect(loginSearchSchema.parse({ returnUrl: 'https://evil.example' })).toEqual({ returnUrl: '/' });
    expect(loginSearchSchema.parse({ returnUrl: 42 })).toEqual({ returnUrl: '/' });
  });
});
