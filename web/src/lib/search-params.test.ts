import { describe, expect, it } from 'vitest';
import {
  searchChoiceParam,
  searchDigitsParam,
  searchFlagParam,
  searchIndexParam,
  searchListParam,
  searchOptionalParam,
  searchPageParam,
  searchRequiredParam,
  searchSchema,
  searchTextParam,
} from './search-params.ts';

describe("the address's parsers", () => {
  it('read a text trimmed, a number given in code as its text, and fall back to empty on anything else', () => {
    expect(searchTextParam('  Audi ')).toBe('Audi');
    expect(searchTextParam(42)).toBe('42');
    expect([undefined, null, true, ['a', 'b'], 'x'.repeat(201)].map(searchTextParam)).toEqual(['', '', '', '', '']);
  });

  it('keep digits within their length, a choice among its values, and a flag as a flag', () => {
    expect([searchDigitsParam(4)('2019'), searchDigitsParam(4)('20190'), searchDigitsParam()('12a')]).toEqual(['2019', '', '']);
    expect([searchChoiceParam(['asc', 'desc'], 'desc')('asc'), searchChoiceParam(['asc', 'desc'], 'desc')('up')]).toEqual(['asc', 'desc']);
    expect([true, 'True', 'false', 'ja', undefined].map(searchFlagParam('unset'))).toEqual([true, true, false, 'unset', 'unset']);
  });

  it('read whole numbers from their least, and the page from 1', () => {
    expect(['3', 3, '0', '-1', '2.5', '', undefined].map(searchIndexParam(0))).toEqual([3, 3, 0, undefined, undefined, undefined, undefined]);
    expect(['2', '0', 'x', undefined].map(searchPageParam)).toEqual([2, 1, 1, 1]);
  });

  it('read a list from repeated keys or commas, once each, dropping what is not allowed', () => {
    const fuels = searchListParam((item): item is 'Diesel' | 'Benzin' => item === 'Diesel' || item === 'Benzin');
    expect(fuels(['Diesel', 'Benzin,Diesel', 'Vand'])).toEqual(['Diesel', 'Benzin']);
    expect(fuels(' Benzin ')).toEqual(['Benzin']);
    expect(fuels(7)).toEqual([]);
  });

  it('leave out an empty optional value, and fail the page without a required one', () => {
    expect(searchOptionalParam(searchTextParam)(' ')).toBeUndefined();
    expect(() => searchRequiredParam('id', /^\d+$/)('abc')).toThrow('id');
    expect(searchRequiredParam('id', /^\d+$/)('12')).toBe('12');
  });
});

describe('a search schema', () => {
  it('reads the keys it names, each by its parser, and drops the others', () => {
    const schema = searchSchema({ Make: searchTextParam, page: searchPageParam });
    expect(schema.parse({ Make: ' VW ', page: '3', injected: 'x' })).toEqual({ Make: 'VW', page: 3 });
    expect(schema.parse(undefined)).toEqual({ Make: '', page: 1 });
  });

  it('finishes the fields where the page derives state from them', () => {
    const schema = searchSchema({ goToRow: searchIndexParam(0) }, ({ goToRow }) => ({ page: goToRow === undefined ? 1 : Math.floor(goToRow / 50) + 1 }));
    expect(schema.parse({ goToRow: '120' })).toEqual({ page: 3 });
  });
});
