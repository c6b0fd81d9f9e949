/**
 * The price guide of the all-cars list (spec part 1 §3 "Price guide", §9): from the average price and mileage of the
 * comparable cars for sale, a price per km and the price a car with the actual mileage should fetch.
 */

/** The spec's least price per km: cheap cars still lose at least 20 øre of value per km driven. */
export const MIN_PRICE_PER_KM = 0.2;
/** The guide link searches this many thousand km either side of the car's mileage. */
export const GUIDE_MILEAGE_SPAN = 50;
/** The guide link searches this many registration years either side of the car's. */
export const GUIDE_YEAR_SPAN = 1;

/** Two decimals, half away from zero, without the binary noise of `x * 100` (0.145 → 0.15). */
export const roundTo2 = (value: number): number => {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
};

/**
 * Price per km = max(0.35 / (100000 / average price) rounded to 2 decimals, 0.2). Worked in hundredths as
 * 35 × price / 100000, which is exact for a price in whole kr, so that 0.455 rounds up as it does on paper.
 */
export const pricePerKm = (averagePrice: number): number =>
  averagePrice <= 0 ? MIN_PRICE_PER_KM : Math.max(Math.round((35 * averagePrice) / 100_000) / 100, MIN_PRICE_PER_KM);

export interface PriceGuideInput {
  NumberOfCars: number;
  /** Of the comparable cars, in km. */
  AverageMileage: number;
  /** Of the comparable cars, in kr. */
  AveragePrice: number;
  /** The car's own mileage, in thousands of km (as the all-cars list's ActualMileage is entered). */
  ActualMileage: number;
  /** A price per km the user typed over the calculated one. */
  PricePrKmUserOverwrite?: number | null;
}

export interface PriceGuide {
  NumberOfCars: number;
  AverageMileage: number;
  AveragePrice: number;
  ActualMileage: number;
  PricePrKmCalculated: number;
  PricePrKmUserOverwrite: number | null;
  CalculatedPrice: number;
}

/**
 * Calculated price = average price + price per km × (average mileage − 1000 × actual mileage), not below 0, with the
 * user's price per km when one is given. Kept to whole øre so that the formula's figures add up exactly.
 */
export const priceGuide = (input: PriceGuideInput): PriceGuide => {
  const calculated = pricePerKm(input.AveragePrice);
  const overwrite = input.PricePrKmUserOverwrite ?? null;
  const perKm = overwrite ?? calculated;
  const price = input.AveragePrice + perKm * (input.AverageMileage - 1000 * input.ActualMileage);
  return {
    NumberOfCars: input.NumberOfCars,
    AverageMileage: input.AverageMileage,
    AveragePrice: input.AveragePrice,
    ActualMileage: input.ActualMileage,
    PricePrKmCalculated: calculated,
    PricePrKmUserOverwrite: overwrite,
    CalculatedPrice: Math.max(roundTo2(price), 0),
  };
};

export interface GuideLink {
  Make: string;
  Model?: string;
  /** In thousands of km. */
  MileageFrom: number;
  MileageTo: number;
  RegistrationYearFrom: number;
  RegistrationYearTo: number;
  ActualMileage: number;
}

/**
 * The all-cars search that prices a car (the swap car's price-guide link): its make and model, mileage ±50 thousand km
 * (not below 0) and registration year ±1. `mileageKm` is the car's mileage in km.
 */
export const guideLink = (car: { Make: string; Model?: string; mileageKm: number; registrationYear: number }): GuideLink => {
  const thousands = Math.round(Math.max(car.mileageKm, 0) / 1000);
  return {
    Make: car.Make,
    ...(car.Model ? { Model: car.Model } : {}),
    MileageFrom: Math.max(thousands - GUIDE_MILEAGE_SPAN, 0),
    MileageTo: thousands + GUIDE_MILEAGE_SPAN,
    RegistrationYearFrom: car.registrationYear - GUIDE_YEAR_SPAN,
    RegistrationYearTo: car.registrationYear + GUIDE_YEAR_SPAN,
    ActualMileage: thousands,
  };
};

/** The query string of `/Cars/CarList/` for a guide link (spec part 1 §2 all-cars list). */
export const guideLinkQuery = (link: GuideLink): string => {
  const params = new URLSearchParams({ Make: link.Make });
  if (link.Model) params.set('FreetextQuery', link.Model);
  params.set('RegistrationYearFrom', String(link.RegistrationYearFrom));
  params.set('RegistrationYearTo', String(link.RegistrationYearTo));
  params.set('MileageFrom', String(link.MileageFrom));
  params.set('MileageTo', String(link.MileageTo));
  params.set('ActualMileage', String(link.ActualMileage));
  return params.toString();
};
