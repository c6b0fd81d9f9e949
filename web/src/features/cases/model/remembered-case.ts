/** The case list's active row, remembered for the browser tab so the list opens where the user left it. */
const KEY = 'dealerhub.caseList.activeCase';

export const rememberedCase = (): string | undefined => {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
};

export const rememberCase = (id: string): void => {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // storage may be off; the list then starts at its first row
  }
};

/** Spec part 2 §4: closing (or deleting) a case clears the remembered selected case. */
export const forgetCase = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing remembered
  }
};
