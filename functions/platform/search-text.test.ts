import { describe, expect, it } from 'vitest';
import { matchesWords, searchFilter, searchTextOf, searchWords } from './search-text.ts';

describe('free-text search', () => {
  const row = searchTextOf(['Søren Østergård', 'Åbyhøjvej', '12', '8230', 'Åbyhøj', '20304050', null, 'SOEREN@example.dk']);

  it('matches every word of the query, in any case, Danish letters included', () => {
    expect(matchesWords(row, searchWords('søren'))).toBe(true);
    expect(matchesWords(row, searchWords('SØREN østergÅrd'))).toBe(true);
    expect(matchesWords(row, searchWords('ÅBYHØJ 8230'))).toBe(true);
    expect(matchesWords(row, searchWords('soeren@example'))).toBe(true);
    expect(matchesWords(row, searchWords('søren jensen'))).toBe(false);
  });

  it('matches a composed å typed as a + ring', () => {
    expect(matchesWords(row, searchWords('A\u030Abyhøj'))).toBe(true);
  });

  it('finds a phone number typed with or without spaces', () => {
    expect(matchesWords(row, searchWords('20304050'))).toBe(true);
    expect(matchesWords(row, searchWords('20 30 40 50'))).toBe(true);
    expect(matchesWords(row, searchWords('20 30 40 51'))).toBe(false);
  });

  it('an empty query matches everything; the DynamoDB filter has one condition per word', () => {
    expect(searchWords('  ')).toEqual([]);
    expect(matchesWords(row, [])).toBe(true);
    expect(searchFilter([])).toEqual({ expression: undefined, values: {} });
    expect(searchFilter(searchWords('Golf  golf 2021'))).toEqual({
      expression: 'contains(SearchText, :word0) AND contains(SearchText, :word1)',
      values: { ':word0': 'golf', ':word1': '2021' },
    });
  });
});
