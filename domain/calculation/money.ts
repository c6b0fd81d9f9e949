/**
 * Money in øre (integers), the only representation the calculation rules compute with. Rates are integers too
 * (basis points, 1 % = 100), so a product is exact and rounding happens at one place: half away from zero, to the
 * øre.
 */
export type Ore = number;

export const ORE_PER_KRONE = 100;
/** Basis points in one (100 %). */
export const BASIS = 10_000;

/** Kroner as typed or sent on the wire (up to two decimals) to øre. */
export const toOre = (kroner: number): Ore => Math.round(kroner * ORE_PER_KRONE);
/** Øre to kroner for the wire and the screen. */
export const toKroner = (ore: Ore): number => ore / ORE_PER_KRONE;

/** `numerator / denominator` rounded half away from zero, exactly (both integers, denominator > 0). */
export const divRound = (numerator: number, denominator: number): number => {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const remainder = magnitude % denominator;
  const quotient = (magnitude - remainder) / denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
};

/** An amount times a rate in basis points, to the øre. */
export const applyRate = (amount: Ore, basisPoints: number): Ore => divRound(amount * basisPoints, BASIS);

export const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);
