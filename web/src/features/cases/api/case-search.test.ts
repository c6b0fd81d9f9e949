import { describe, expect, it } from 'vitest';
import { caseListColumns } from '../model/case-list-columns.ts';
import { CASE_LIST_DEFAULTS, caseListSearchSchema, searchQueryOf } from './case-search.ts';

describe('the case list search in the URL', () => {
  it('has defaults for everything: the department, open cases, newest change first, page 1', () => {
    expect(CASE_LIST_DEFAULTS).toEqual({
      searchType: 'Dealer',
      IsActive: true,
      CaseId: '',
      FreeTextQuery: '',
      CustomerId: '',
      CustomerName: '',
      Make: '',
      CarFreeTextQuery: '',
      sort: 'ModifiedDate',
      sortdir: 'desc',
      page: 1,
    });
  });

  it('reads numbers the router parsed as text, and falls back to the default for anything malformed', () => {
    const search = caseListSearchSchema.parse({ CaseId: 1042, FreeTextQuery: 2020, page: 0, sort: 'Price', sortdir: 'up', searchType: 'All', IsActive: 'maybe', CustomerId: 'x1' });
    expect(search).toMatchObject({ CaseId: '1042', FreeTextQuery: '2020', page: 1, sort: 'ModifiedDate', sortdir: 'desc', searchType: 'Dealer', IsActive: true, CustomerId: '' });
  });

  it('reads the address as text: flags, pages and ids as they were put in', () => {
    expect(caseListSearchSchema.parse({ IsActive: 'false', page: '3', CaseId: '1042', FreeTextQuery: 'true' })).toMatchObject({
      IsActive: false,
      page: 3,
      CaseId: '1042',
      FreeTextQuery: 'true',
    });
    expect(caseListSearchSchema.parse({ IsActive: 'all' })).toMatchObject({ IsActive: 'all' });
  });

  it("turns the spec's customername into the free text unless a free text is given", () => {
    expect(caseListSearchSchema.parse({ customername: 'Karen' }).FreeTextQuery).toBe('Karen');
    expect(caseListSearchSchema.parse({ customername: 'Karen', FreeTextQuery: 'Ole' }).FreeTextQuery).toBe('Ole');
    expect(caseListSearchSchema.parse({ customername: 'Karen' })).not.toHaveProperty('customername');
  });

  it('with a customer id, keeps customername as the label of that filter instead of searching the text', () => {
    expect(caseListSearchSchema.parse({ CustomerId: '7', customername: 'Karen Jensen' })).toMatchObject({ CustomerId: '7', CustomerName: 'Karen Jensen', FreeTextQuery: '' });
    expect(caseListSearchSchema.parse({ CustomerName: 'Karen Jensen' }).CustomerName).toBe('');
  });

  it('asks the server for 50 rows at the page offset, leaving out what is not set', () => {
    const search = caseListSearchSchema.parse({ page: 3, Make: 'VW', IsActive: 'all', searchType: 'Conglomerate' });
    expect(searchQueryOf(search)).toEqual({
      SearchType: 'Conglomerate',
      IsActive: undefined,
      CaseId: undefined,
      FreeTextQuery: undefined,
      CustomerId: undefined,
      Make: 'VW',
      CarFreeTextQuery: undefined,
      sort: 'ModifiedDate',
      sortdir: 'desc',
      count: 50,
      offset: 100,
    });
    expect(searchQueryOf(caseListSearchSchema.parse({ IsActive: false })).IsActive).toBe(false);
  });
});

describe('the case list columns', () => {
  const accessors = (flags: string[], scope: 'Casemanager' | 'Dealer' | 'Conglomerate' = 'Dealer') =>
    caseListColumns(flags, scope).map((column) => column.accessor);

  it('show finance with the finance flag, insurance with an insurance flag too, and the department across departments', () => {
    expect(accessors(['case'])).toEqual(['Id', 'CustomerName', 'CarDescription', 'SwapCarDescription', 'ModifiedDate', 'Status', 'CaseManagerName', 'Make', 'CreatedDate']);
    expect(accessors(['case', 'finance'])).toContain('FinanceCaseStatus');
    expect(accessors(['case', 'finance'])).not.toContain('InsuranceStatus');
    expect(accessors(['case', 'insurance'])).not.toContain('InsuranceStatus');
    expect(accessors(['case', 'finance', 'insurance'])).toContain('InsuranceStatus');
    expect(accessors(['case'], 'Conglomerate')).toContain('Branch');
  });

  it("have the spec's widths", () => {
    const widths = Object.fromEntries(caseListColumns(['finance', 'insurance'], 'Dealer').map((column) => [column.accessor, column.width]));
    expect(widths).toMatchObject({ Id: 70, CustomerName: 140, CarDescription: 140, SwapCarDescription: 140, FinanceCaseStatus: 110, InsuranceStatus: 65, ModifiedDate: 75 });
    // Without the finance column the swap car takes the room: 200.
    expect(caseListColumns(['case'], 'Dealer').find((column) => column.accessor === 'SwapCarDescription')?.width).toBe(200);
  });

  it('keep number and customer always shown; make and created date are optional columns, hidden at first', () => {
    const columns = caseListColumns(['case'], 'Dealer');
    expect(columns.filter((column) => !column.toggleable).map((column) => column.accessor)).toEqual(['Id', 'CustomerName']);
    expect(columns.filter((column) => !column.defaultToggle).map((column) => column.accessor)).toEqual(['Make', 'CreatedDate']);
  });
});
