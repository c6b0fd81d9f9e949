import { carListSearchSchema, type CarListSearch } from '../api/car-list.ts';

/**
 * Spec part 1 §2: opened without a Make in its address, the all-cars list restores the last search of this browser tab
 * (session storage).
 */
const KEY = 'dealerhub.all-cars.search';

export const rememberCarListSearch = (search: CarListSearch): void => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...search, car: '' }));
  } catch {
    // storage full or refused: the list works without remembering
  }
};

export const rememberedCarListSearch = (): CarListSearch | undefined => {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? carListSearchSchema.parse(JSON.parse(stored)) : undefined;
  } catch {
    return undefined;
  }
};
