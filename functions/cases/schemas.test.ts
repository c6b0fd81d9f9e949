import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { caseSearchQuery, deleteMultipleBody, getCaseQuery, saveCaseBody, trackLeadQuery } from './schemas.ts';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ Field: issue.path.join('.'), Message: issue.message }));
};

describe('the case API request schemas', () => {
  it('match query parameter names in any casing and name a missing or malformed one in the schema spelling', () => {
    expect(getCaseQuery.parse({ id: '1042', minversion: '3' })).toEqual({ Id: '1042', MinVersion: 3 });
    expect(trackLeadQuery.parse({ CASEID: '7', Event: 'OfferPrinted' })).toEqual({ caseid: '7', event: 'OfferPrinted' });
    expect(issues(getCaseQuery, {})).toEqual([{ Field: 'Id', Message: 'Id skal udfyldes.' }]);
    expect(issues(getCaseQuery, { Id: 'abc' })).toEqual([{ Field: 'Id', Message: 'Id skal være et tal.' }]);
    expect(issues(trackLeadQuery, { caseid: '1', event: 'Whatever' })[0]).toMatchObject({ Field: 'event' });
  });

  it('read the list search with its defaults, sort keys in any casing and a page of at most 50', () => {
    expect(caseSearchQuery.parse({ searchtype: 'conglomerate', sort: 'customername', sortdir: 'ASC', count: '500', offset: '50', isactive: 'true' })).toEqual({
      SearchType: 'Conglomerate',
      sort: 'CustomerName',
      sortdir: 'asc',
      count: 50,
      offset: 50,
      IsActive: true,
    });
    expect(issues(caseSearchQuery, { sort: 'Price' })[0]).toMatchObject({ Field: 'sort' });
    expect(issues(caseSearchQuery, { SearchType: 'Everyone' })[0]).toMatchObject({ Field: 'SearchType' });
    expect(issues(caseSearchQuery, { offset: '-1' })[0]).toMatchObject({ Field: 'offset' });
  });

  it("take the case's fields on save, ignore the model's read-only ones and name an unknown or malformed field", () => {
    expect(saveCaseBody.parse({ Id: '1042', CustomerId: '7', Title: 'Sag 1042', Status: 2 })).toEqual({ Id: '1042', CustomerId: '7' });
    expect(issues(saveCaseBody, { CustomerId: 7 })).toEqual([{ Field: 'CustomerId', Message: expect.stringMatching(/^CustomerId: /) }]);
    expect(issues(saveCaseBody, { SalesItem: { Mileage: 'mange' } })[0]).toMatchObject({ Field: 'SalesItem.Mileage' });
    expect(issues(saveCaseBody, { Kunde: 'x' })).toEqual([{ Field: 'Kunde', Message: 'Ukendt felt: Kunde.' }]);
  });

  it('accept at most 50 cases to delete at once, naming ids', () => {
    expect(deleteMultipleBody.parse({ ids: ['1', '2'] })).toEqual({ ids: ['1', '2'] });
    expect(issues(deleteMultipleBody, { ids: Array.from({ length: 51 }, (_, i) => String(i)) })).toEqual([
      { Field: 'ids', Message: 'Der kan højst slettes 50 sager ad gangen.' },
    ]);
    expect(issues(deleteMultipleBody, {})).toEqual([{ Field: 'ids', Message: 'ids skal udfyldes.' }]);
  });
});
