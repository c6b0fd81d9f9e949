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
