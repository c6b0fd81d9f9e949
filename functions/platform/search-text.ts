/**
 * Free-text search over read-model rows (typeaheads, lists): a row keeps one normalised `SearchText`, and a search
 * matches when every word of the query occurs in it. Case-insensitive for Danish letters (Æ/æ, Ø/ø, Å/å), and
 * composed forms (NFC), so 'å' typed as a + ring matches too. Spaces inside phone numbers do not matter: the
 * number is stored without them and each typed group is a word of its own.
 */
export const normaliseSearch = (text: string): string => text.normalize('NFC').toLocaleLowerCase('da-DK').replace(/\s+/g, ' ').trim();

/** The row's search text from its searchable values (empty ones skipped). */
export const searchTextOf = (values: readonly (string | number | null | undefined)[]): string =>
  normaliseSearch(values.filter((value) => value !== null && value !== undefined && value !== '').join(' '));

/** The words of a query (at most 8; DynamoDB filters have a size limit, and more words narrow nothing in practice). */
export const searchWords = (searchText: string | undefined): string[] =>
  [...new Set(normaliseSearch(searchText ?? '').split(' ').filter(Boolean))].slice(0, 8);

export const matchesWords = (searchText: string, words: readonly string[]): boolean => words.every((word) => searchText.includes(word));

/** A DynamoDB filter that keeps rows whose `SearchText` contains every word (the same rule as `matchesWords`). */
export const searchFilter = (words: readonly string[]): { expression: string | undefined; values: Record<string, string> } => ({
  expression: words.length ? words.map((_, index) => `contains(SearchText, :word${index})`).join(' AND ') : undefined,
  values: Object.fromEntries(words.map((word, index) => [`:word${index}`, word])),
});

/** Texts a list sorts by repeat (makes, cities, case managers): each distinct one's key is made once. */
const sortKeys = new Map<string, string>();

/**
 * A text's place in Danish alphabetical order as a key that plain comparison (`<`) sorts, the one order every list uses:
 * case and accents ignored; Æ, Ø, Å after Z in that order (Ä as Æ, Ö as Ø, Ü as Y); 'aa' as 'å', as Danish orders
 * names and places (Aagaard and Aabenraa after Østergaard); numbers by their value ('Golf 9' before 'Golf 10'). The
 * same order as the Danish collation the browser and Excel apply, at a fraction of its cost over a department's rows.
 * Empty text is the empty key (each list says where blanks go).
 */
export const danishSortKey = (text: string | null | undefined): string => {
  if (!text) return '';
  let key = sortKeys.get(text);
  if (key !== undefined) return key;
  key = text
    .trim()
    .toLocaleLowerCase('da-DK')
    .normalize('NFC')
    // What stands for the three letters after z (kept out of the text itself).
    .replace(/[{|}]/g, ' ')
    .replace(/aa/g, 'å')
    .replace(/[æä]/g, '{')
    .replace(/[øö]/g, '|')
    .replace(/å/g, '}')
    .replace(/ü/g, 'y')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // A number as its length then its digits: a longer number is a larger one.
    .replace(/\d+/g, (digits) => {
      const value = digits.replace(/^0+(?=\d)/, '');
      return `${String(value.length).padStart(2, '0')}${value}`;
    });
  if (sortKeys.size < 50_000) sortKeys.set(text, key);
  return key;
};

/**
 * Two texts compared in Danish order (for a short list: the makes of a search panel); texts of one key (Skoda, Škoda)
 * by how they are written, unaccented first, so that each has one place.
 */
export const compareDanish = (a: string | null | undefined, b: string | null | undefined): number => {
  const left = danishSortKey(a);
  const right = danishSortKey(b);
  if (left !== right) return left < right ? -1 : 1;
  const [first, second] = [(a ?? '').normalize('NFD'), (b ?? '').normalize('NFD')];
  return first < second ? -1 : first > second ? 1 : 0;
};
