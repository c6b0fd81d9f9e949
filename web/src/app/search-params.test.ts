import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { parsePlainSearch, stringifyPlainSearch } from '@/lib/search-params.ts';

const router = () => createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));

describe('search params in the address', () => {
  it('carry ids and search words as they are, without quotes', () => {
    expect(stringifyPlainSearch({ carId: '1', customerId: undefined })).toBe('?carId=1');
    expect(stringifyPlainSearch({ CaseId: '1042', FreeTextQuery: 'Søren "Bil" true', page: 2, IsActive: false })).toBe(
      '?CaseId=1042&FreeTextQuery=S%C3%B8ren+%22Bil%22+true&page=2&IsActive=false',
    );
    expect(stringifyPlainSearch({ Ids: ['1', '2'], empty: null })).toBe('?Ids=1&Ids=2');
    expect(stringifyPlainSearch({})).toBe('');
  });

  it('come back as the text that was put in', () => {
    expect(parsePlainSearch('?carId=1&FreeTextQuery=true&Ids=1&Ids=2')).toEqual({ carId: '1', FreeTextQuery: 'true', Ids: ['1', '2'] });
    expect(parsePlainSearch('')).toEqual({});
    const search = { CaseId: '007', FreeTextQuery: '"citeret" 12', page: '3' };
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
  });

  it("make the router's links plain: a new case from car 1 is /Cases/Case/CreateCase?carId=1", () => {
    const app = router();
    expect(app.buildLocation({ to: '/Cases/Case/CreateCase', search: { carId: '1' } }).href).toBe('/Cases/Case/CreateCase?carId=1');
    expect(app.buildLocation({ to: '/Cases/Case', search: { carId: '12', customerId: '7' } }).href).toBe('/Cases/Case?carId=12&customerId=7');
    expect(app.buildLocation({ to: '/Cases/CaseList', search: (current) => ({ ...(current as object), CaseId: '1042', page: 2 }) }).href).toMatch(
      /^\/Cases\/CaseList\?.*CaseId=1042.*page=2/,
    );
  });
});
