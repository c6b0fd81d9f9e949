import * as z from 'zod';
import { figuresOfLink, modelKey, type YearCells } from './price-cells.ts';
import { guideLink, priceGuide } from './price-guide.ts';
import { valuation } from './valuation.ts';

/**
 * Market insights for one car (spec part 1 §2 price estimate → /marketinsights, part 2 §2 the market insights tool,
 * and the vehicle assessment): what the comparable cars for sale say it is worth (the price guide of part 1 §9 and
 * the valuation's ranges), and how the market of its make and model runs over the registration years around it at the
 * same mileage. All of it is summed from the market's price cells.
 */

/** The breakdown shows this many registration years either side of the car's. */
export const INSIGHT_YEAR_SPAN = 3;

export interface InsightCar {
  Make: string;
  Model: string;
  RegistrationYear: number;
  /** km */
  Mileage: number;
  /** The car's own asking price, when it has one. */
  CurrentPrice: number | null;
}

/** The rows of cells the insights read: the car's make and model, its year and the years around it. */
export const insightRows = (car: InsightCar): { model: string; year: number }[] =>
  Array.from({ length: 2 * INSIGHT_YEAR_SPAN + 1 }, (_, index) => ({ model: modelKey(car.Make, car.Model), year: car.RegistrationYear - INSIGHT_YEAR_SPAN + index }));

const range = z.object({ From: z.number(), To: z.number() });
export const marketInsightResponse = z.object({
  Make: z.string(),
  Model: z.string(),
  RegistrationYear: z.number(),
  Mileage: z.number(),
  /** The guide link's search (all cars), in thousands of km. */
  MileageFrom: z.number(),
  MileageTo: z.number(),
  RegistrationYearFrom: z.number(),
  RegistrationYearTo: z.number(),
  NumberOfCars: z.number(),
  AveragePrice: z.number(),
  AverageMileage: z.number(),
  PricePrKmCalculated: z.number(),
  CalculatedPrice: z.number().nullable(),
  CarEstimatedPrice: z.number().nullable(),
  CurrentPrice: z.number().nullable(),
  /** 1 good price, 2 fair, 3 high, 0 unique or no price. */
  CurrentRangeColor: z.number(),
  GreenRange: range.nullable(),
  YellowRange: range.nullable(),
  RedRange: range.nullable(),
  /** Per registration year around the car's, at the same mileage (±50 thousand km). */
  Years: z.array(z.object({ Year: z.number(), NumberOfCars: z.number(), AveragePrice: z.number().nullable(), AverageMileage: z.number().nullable() })),
});
export type MarketInsight = z.infer<typeof marketInsightResponse>;

export const marketInsight = (car: InsightCar, rowOf: (model: string, year: number) => YearCells | undefined): MarketInsight => {
  const link = { ...guideLink({ Make: car.Make, Model: car.Model, mileageKm: car.Mileage, registrationYear: car.RegistrationYear }), Model: car.Model };
  const figures = figuresOfLink(link, rowOf);
  const guide = priceGuide({ ...figures, ActualMileage: link.ActualMileage });
  const valued = valuation({ currentPrice: car.CurrentPrice, estimatedPrice: guide.CalculatedPrice, comparableCars: figures.NumberOfCars });
  return {
    Make: car.Make,
    Model: car.Model,
    RegistrationYear: car.RegistrationYear,
    Mileage: car.Mileage,
    MileageFrom: link.MileageFrom,
    MileageTo: link.MileageTo,
    RegistrationYearFrom: link.RegistrationYearFrom,
    RegistrationYearTo: link.RegistrationYearTo,
    NumberOfCars: figures.NumberOfCars,
    AveragePrice: figures.AveragePrice,
    AverageMileage: figures.AverageMileage,
    PricePrKmCalculated: guide.PricePrKmCalculated,
    CalculatedPrice: figures.NumberOfCars > 0 ? guide.CalculatedPrice : null,
    CarEstimatedPrice: valued.CarEstimatedPrice,
    CurrentPrice: car.CurrentPrice,
    CurrentRangeColor: valued.CurrentRangeColor,
    GreenRange: valued.GreenRange,
    YellowRange: valued.YellowRange,
    RedRange: valued.RedRange,
    Years: insightRows(car).map(({ year }) => {
      const one = figuresOfLink({ ...link, RegistrationYearFrom: year, RegistrationYearTo: year }, rowOf);
      return { Year: year, NumberOfCars: one.NumberOfCars, AveragePrice: one.NumberOfCars ? one.AveragePrice : null, AverageMileage: one.NumberOfCars ? one.AverageMileage : null };
    }),
  };
};
