import { describe, expect, it } from 'vitest';
import { compareDanish, danishSortKey, matchesWords, searchFilter, searchTextOf, searchWords } from './search-text.ts';

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

describe('the Danish order every list sorts by', () => {
  const sorted = (texts: readonly string[]) => [...texts].sort((a, b) => (danishSortKey(a) < danishSortKey(b) ? -1 : danishSortKey(a) > danishSortKey(b) ? 1 : 0));

  it('puts Æ, Ø and Å after Z, in that order, whatever the case', () => {
    expect(sorted(['Åse', 'zeuthen', 'Ørsted', 'Ærø', 'Bo', 'åbyhøj', 'Zak', 'æble', 'østerby'])).toEqual(['Bo', 'Zak', 'zeuthen', 'æble', 'Ærø', 'Ørsted', 'østerby', 'åbyhøj', 'Åse']);
  });

  it("orders 'Aa' as 'Å': Aagaard and Aabenraa after Østergaard, Aarhus beside Århus", () => {
    expect(sorted(['Aarhus', 'Andersen', 'Østergaard', 'Aabenraa', 'Zealand', 'Åbyhøj'])).toEqual(['Andersen', 'Zealand', 'Østergaard', 'Aabenraa', 'Åbyhøj', 'Aarhus']);
    expect(danishSortKey('Aarhus')).toBe(danishSortKey('Århus'));
    expect(danishSortKey('Maagevej')).toBe(danishSortKey('Mågevej'));
  });

  it('ignores case and accents, takes Ä, Ö and Ü as Æ, Ø and Y, and a decomposed å as å', () => {
    expect(danishSortKey('ÉRIC')).toBe(danishSortKey('eric'));
    expect(danishSortKey('Škoda')).toBe(danishSortKey('skoda'));
    expect(danishSortKey('Ärø')).toBe(danishSortKey('Ærø'));
    expect(danishSortKey('Öster')).toBe(danishSortKey('Øster'));
    expect(danishSortKey('Üx')).toBe(danishSortKey('yx'));
    expect(danishSortKey('A\u030Ase')).toBe(danishSortKey('Åse'));
    expect(sorted(['Ærø', 'Ärzte', 'Zoo'])).toEqual(['Zoo', 'Ärzte', 'Ærø']);
  });

  it('orders numbers by their value, before letters', () => {
    expect(sorted(['Golf 10', 'Golf', 'Golf 9', 'Golf GTI', 'Golf 09', '2 Series', '10 Series'])).toEqual(['2 Series', '10 Series', 'Golf', 'Golf 9', 'Golf 09', 'Golf 10', 'Golf GTI']);
  });

  it('gives texts of one key (Skoda, Škoda) each one place, unaccented first', () => {
    expect(['Škoda', 'VW', 'Skoda', 'Ford'].sort(compareDanish)).toEqual(['Ford', 'Skoda', 'Škoda', 'VW']);
  });

  it('gives empty text the empty key, before every other', () => {
    expect(danishSortKey('')).toBe('');
    expect(danishSortKey(null)).toBe('');
    expect(danishSortKey('   ')).toBe('');
    expect(danishSortKey('0') > '').toBe(true);
  });
});
