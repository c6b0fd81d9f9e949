/**
 * The address's search params as plain text, both ways: an id or a search word goes into the address as it is
 * (`?carId=1`, `?CaseId=1042`), never JSON-quoted as the router does by default (`?carId=%221%22`), so that addresses
 * are the spec's, and links from elsewhere and addresses typed by hand mean the same. Values come back as strings (a
 * repeated key as a list); each route's schema turns them into numbers or flags where they are ones.
 */
export const parsePlainSearch = (searchText: string): Record<string, string | string[]> => {
  const search: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(searchText.startsWith('?') ? searchText.slice(1) : searchText)) {
    const earlier = search[key];
    search[key] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return search;
};

/** The search params' text; empty values (undefined, null) are left out, lists repeat the key. */
export const stringifyPlainSearch = (search: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item as string | number | boolean));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};
