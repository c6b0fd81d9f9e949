import * as z from 'zod';
import { danishBody, scopedId } from '../platform/http/request-schemas.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { danishToday } from '../../domain/format.ts';
import { carCommand } from './car-commands.ts';
import { sellCarResponse } from './responses.ts';

const sellCarBody = danishBody(
  z.object({
    CarId: scopedId('car', 'CarId'),
    IsRetailPrice: z.boolean().nullable().optional(),
    SalesPrice: z.number().min(0, 'SalesPrice skal være mindst 0.').max(100_000_000, 'SalesPrice må højst være 100.000.000.').nullable().optional(),
  }),
);

/**
 * POST /api/car/sellcar/ (spec part 1 §7: CarId, IsRetailPrice, SalesPrice; null fields dropped): the stock car is
 * sold today. Either no price is saved (both absent) or a price and its price type are both given (the decider's rule).
 */
export const handler = command({
  summary: 'Sælger en lagerbil.',
  responses: { 200: sellCarResponse },
  body: sellCarBody,
  async run(context) {
    const { CarId, SalesPrice, IsRetailPrice } = context.body;
    await carCommand(context, CarId, {
      type: 'SellCar',
      dealerId: context.session.dealerId,
      salesPrice: SalesPrice ?? null,
      isRetailPrice: IsRetailPrice ?? null,
      soldDate: danishToday(),
    });
    return respond(200, { CarId });
  },
});
