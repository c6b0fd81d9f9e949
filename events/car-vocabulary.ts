// The stock car's words, without the events' schemas: the SPA's first screen reads them (the stock list's address) and
// carries no schema library for them.

/** Fuel types of stock cars (spec part 1 §3): petrol, diesel, electric, hybrid, unknown. */
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Unknown'] as const;
/** Gear types as the stock filters name them (spec part 1 §9). */
export const GEAR_TYPES = ['AutoShift', 'ManualShift'] as const;
