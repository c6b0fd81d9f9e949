/** The all-cars list pages by 50 (spec part 1 §9); apart from the list's schemas, for the SPA's first screen. */
export const PAGE_SIZE = 50;
