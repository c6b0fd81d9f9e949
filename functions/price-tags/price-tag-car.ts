import { CarMessages } from '../../domain/cars/messages.ts';
import { stockCarForPriceTag, type StockCarForPriceTag } from '../cars/readers.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { notFound } from '../platform/errors.ts';
import { logger } from '../platform/logger.ts';
import type { Session } from '../platform/http/session-context.ts';

/** The stock car a price tag is for: the caller may name it (the platform checked the id); a deleted one is unknown. */
export const priceTagCar = async (session: Session, carId: string): Promise<StockCarForPriceTag> => {
  const car = await stockCarForPriceTag(session.dealerId, carId);
  if (!car) {
    // Spec part 1 §8: a price tag asked for without a car is logged as a warning.
    logger.warn('Price tag for a car that is not found', { carId });
    throw notFound(CarMessages.notFound);
  }
  return car;
};

/** The finance company the car's department chose as its default: the price tag's financing is that company's (0: none). */
export const carFinanceCompany = async (car: StockCarForPriceTag): Promise<number> => (await dealerById(car.DealerId))?.DefaultFinanceCompany?.FinanceCompany ?? 0;
