import { isDefaultSearch, ownCarsSearchSchema, type OwnCarsSearch } from '../api/own-car-search.ts';

/**
 * Spec part 1 §4 "Own cars": the search state is kept in session storage (this tab only) and restored when the list
 * is opened again, unless the address asks for a reset. Where the user is in it (page, row) is the address's job.
 */
const KEY = 'dealerhub.own-cars.search';

export type RememberedSearch = Omit<OwnCarsSearch, 'goToRow' | 'reset'>;

export const rememberSearch = (search: OwnCarsSearch): void => {
  const { goToRow: _goToRow, reset: _reset, ...state } = search;
  try {
    if (isDefaultSearch(search)) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage full or refused: the list works without remembering
  }
};

export const forgetSearch = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing remembered then
  }
};

/** The remembered search, read through the address's schema (a stored value from an older version falls back). */
export const rememberedSearch = (): RememberedSearch | undefined => {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (!stored) return undefined;
    const { goToRow: _goToRow, reset: _reset, ...state } = ownCarsSearchSchema.parse(JSON.parse(stored));
    return isDefaultSearch(state) ? undefined : state;
  } catch {
    return undefined;
  }
};
