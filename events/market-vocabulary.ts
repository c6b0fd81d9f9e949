// The market's words, without the events' schemas: the SPA's first screen reads them (the all-cars list's address) and
// carries no schema library for them.

/** Where a listing is advertised: the two ad marketplaces, and the provider's own wholesale list. */
export const LISTING_SOURCES = ['Bilbasen', 'DBA', 'Engros'] as const;
/** Fuel types as the spec names them (part 1 §2). */
export const LISTING_FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Unknown'] as const;
export const LISTING_GEAR_TYPES = ['AutoShift', 'ManualShift'] as const;
