import { ownCarsLinkSearch } from '../../../../../domain/cars/stock-search.ts';

/**
 * The own-cars list's search of a link from a dashboard widget (document 2 §4: the alert categories pass through the
 * query string), in the address's own form: texts, and a list of categories.
 */
export const ownCarsLink = (link: Parameters<typeof ownCarsLinkSearch>[0]) => {
  const search = ownCarsLinkSearch(link);
  return {
    ...(search.selectedCategories ? { selectedCategories: search.selectedCategories } : {}),
    ...(search.isInternal ? { isInternal: search.isInternal } : {}),
    ...(search.searchType ? { searchType: search.searchType } : {}),
    ...(search.daysfrom === undefined ? {} : { daysfrom: String(search.daysfrom) }),
    ...(search.daysto === undefined ? {} : { daysto: String(search.daysto) }),
  };
};
