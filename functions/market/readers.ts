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
