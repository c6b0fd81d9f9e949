import { describe, expect, it } from 'vitest';
import { CUSTOMER_LIST_DEFAULTS, customerListSearchSchema, exportQueryOf, isFiltered, searchQueryOf } from './customer-list-search.ts';

describe('the customer list search in the URL', () => {
  it('has a default for every key: my department, both categories, newest changes first, page 1', () => {
    expect(CUSTOMER_LIST_DEFAULTS).toEqual({
      SearchManagementLevel: 'Dealer',
      DealerId: '',
      SearchType: '',
      RegistrationNumber: '',
      CarMake: '',
      CarModel: '',
      FreeText: '',
      Sort: 'ModifiedDate',
      SortDir: 'desc',
      page: 1,
    });
  });

  it('reads numbers as text, trims words, and falls back to the default for what it cannot read', () => {
    const search = customerListSearchSchema.parse({ SearchType: 1, FreeText: '  Jensen ', DealerId: 'x1', page: '0', Sort: 'Cpr', SearchManagementLevel: 'Everyone' });
    expect(search).toMatchObject({ SearchType: '1', FreeText: 'Jensen', DealerId: '', page: 1, Sort: 'ModifiedDate', SearchManagementLevel: 'Dealer' });
    expect(customerListSearchSchema.parse({ SearchType: '2' }).SearchType).toBe('');
  });

  it('asks the server for a page of 50 with the empty fields left out, and a department only within all departments', () => {
    const search = customerListSearchSchema.parse({ SearchManagementLevel: 'Conglomerate', DealerId: '102', CarMake: 'VW', page: 3, Sort: 'City', SortDir: 'asc' });
    expect(searchQueryOf(search)).toEqual({
      SearchManagementLevel: 'Conglomerate',
      DealerId: '102',
      SearchType: undefined,
      RegistrationNumber: undefined,
      CarMake: 'VW',
      CarModel: undefined,
      FreeText: undefined,
      sort: 'City',
      sortdir: 'asc',
      count: 50,
      offset: 100,
    });
    expect(searchQueryOf({ ...search, SearchManagementLevel: 'Dealer' }).DealerId).toBeUndefined();
    expect(exportQueryOf(search)).not.toHaveProperty('count');
    expect(exportQueryOf(search)).not.toHaveProperty('offset');
  });

  it('counts plate, make, model and free text as a search to reset, not scope or category', () => {
    expect(isFiltered(customerListSearchSchema.parse({ SearchManagementLevel: 'User', SearchType: '0' }))).toBe(false);
    expect(isFiltered(customerListSearchSchema.parse({ RegistrationNumber: 'AB12345' }))).toBe(true);
  });
});
