import { describe, expect, it } from 'vitest';
import { isApiPath } from './cloud.ts';

describe('isApiPath', () => {
  it('sends /api and everything under it to the API and the rest to the SPA, as CloudFront does', () => {
    expect(isApiPath('/api/account/login')).toBe(true);
    expect(isApiPath('/api/Account/IsLoggedIn/')).toBe(true);
    expect(isApiPath('/API/Account/IsLoggedIn/')).toBe(false);
    expect(isApiPath('/api?x=1')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/Cases/CaseList')).toBe(false);
    expect(isApiPath('/assets/api.js')).toBe(false);
  });
});
