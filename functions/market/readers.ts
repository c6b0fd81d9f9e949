import { guideLink, priceGuide, type GuideLink, type PriceGuide } from '../../domain/market/price-guide.ts';
import { valuation, type Valuation } from '../../domain/market/valuation.ts';
import { marketSearch } from './market.ts';
import type { MarketSearch } from './market-search.ts';

/** A car to price against the market: a dealer's stock car or a customer's swap car. */
export interface CarToPrice {
  Make: string;
  Model: string;
  /** km */
  Mileage: number;
  /** The year of first registration. */
  RegistrationYear: number;
  /** The car's own asking price, when it has one (a stock car). */
  CurrentPrice: number | null;
}

export interface MarketPrice {
  /** The all-cars search that prices the car (make, model, ±1 year, ±50 thousand km). */
  Link: GuideLink;
  Guide: PriceGuide;
  Valuation: Valuation;
}

/**
 * What the market says a car is worth (spec part 1 §3 "Price guide", "Valuation data", §9): the price guide over the
 * comparable cars for sale, for the car's own mileage, and the green, yellow and red ranges around it. Other contexts
 * read the market only through here (the own-cars price indicator, the price estimate, the swap car's guide).
 */
export const priceAgainstMarket = async (car: CarToPrice, market?: MarketSearch): Promise<MarketPrice> => {
  const link = guideLink({ Make: car.Make, Model: car.Model, mileageKm: car.Mileage, registrationYear: car.RegistrationYear });
  const figures = await (market ?? (await marketSearch())).figures({
    IsSold: false,
    Make: link.Make,
    Model: car.Model,
    RegistrationYearFrom: link.RegistrationYearFrom,
    RegistrationYearTo: link.RegistrationYearTo,
    MileageFrom: link.MileageFrom,
    MileageTo: link.MileageTo,
  });
  const guide = priceGuide({ ...figures, ActualMileage: link.ActualMileage });
  return { Link: link, Guide: guide, Valuation: valuation({ currentPrice: car.CurrentPrice, estimatedPrice: guide.CalculatedPrice, comparableCars: figures.NumberOfCars }) };
};

/** A stock car as the own-cars grid has it: its price indicator is the market's colour for it. */
export interface GridCarToPrice {
  Id: string;
  Make: string;
  Model: string;
  Mileage: number | null;
  FirstRegistrationDate: string | null;
  ModelYear: number | null;
  CashPrice: number | null;
}

/**
 * The own-cars grid's price indicator (spec part 1 §3 "Stock car list row" CurrentRangeColor, §2 valuation colour) of
 * the cars on a page, by car id: 1 good, 2 fair, 3 high price, 0 unique on the market. A car without make, model or
 * year cannot be compared: 0, as a car without comparable cars.
 */
export const priceIndicators = async (cars: readonly GridCarToPrice[]): Promise<Map<string, number>> => {
  const market = await marketSearch();
  const colours = await Promise.all(
    cars.map(async (car) => {
      const year = car.FirstRegistrationDate ? Number(car.FirstRegistrationDate.slice(0, 4)) : car.ModelYear;
      if (!car.Make || !car.Model || !year) return [car.Id, 0] as const;
      const priced = await priceAgainstMarket({ Make: car.Make, Model: car.Model, Mileage: car.Mileage ?? 0, RegistrationYear: year, CurrentPrice: car.CashPrice }, market);
      return [car.Id, priced.Valuation.CurrentRangeColor] as const;
    }),
  );
  return new Map(colours);
};
