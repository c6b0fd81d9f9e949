import { CarMessages } from '../../domain/cars/messages.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { DomainError } from '../../domain/errors.ts';
import { danishToday } from '../../domain/format.ts';
import { innerCarCommand } from '../cars/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { HttpError } from '../platform/errors.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { carDeliveredModel, readCase } from './case-views.ts';
import { carDeliveredBody } from './schemas.ts';

/**
 * POST /api/case/cardelivered (the car-delivered model from `cardeliveredinit`, with its CaseId). When the dialog
 * asked to sell the car (a signed contract with a stock car the car API does not lock, spec part 2 §4) and the client
 * sends that car back, the stock car is sold first (with the sales price and its type when given, spec part 1
 * "Sell-car payload"); a retry finds it sold and goes on. Then the delivery is recorded (a lead event), with the
 * swap-car dialog's answers (internal car, car status) when the case has a swap car.
 */
export const handler = command({
  body: carDeliveredBody,
  async run(context) {
    const { CaseId, SalesItemCarId, SalesItemSalesPrice, SalesItemIsRetailPrice, SwapItemIsIntern, SwapItemStatus } = context.body;
    if (SalesItemCarId) {
      const dialog = await carDeliveredModel(await readCase(context.session.dealerId, CaseId));
      if (dialog.SalesItemCarId !== SalesItemCarId) {
        throw new HttpError(400, 'SalesItemCarId er ikke sagens bil.', { field: 'SalesItemCarId' });
      }
      if (dialog.ShowSellCar) await sellCar(context, SalesItemCarId, SalesItemSalesPrice ?? null, SalesItemIsRetailPrice ?? null);
    }
    const outcome = await caseCommand(context, CaseId, { type: 'DeliverCar', swapCarIsIntern: SwapItemIsIntern, swapCarStatus: SwapItemStatus });
    return withVersion({ Message: CaseMessages.delivered }, outcome.version);
  },
});

const sellCar = async (
  context: Parameters<typeof innerCarCommand>[0] & { session: { dealerId: string } },
  carId: string,
  salesPrice: number | null,
  isRetailPrice: boolean | null,
): Promise<void> => {
  try {
    await innerCarCommand(context, carId, {
      type: 'SellCar',
      dealerId: context.session.dealerId,
      salesPrice,
      // A price without its type is taken as the retail price the dialog shows; no price saves none.
      isRetailPrice: salesPrice === null ? null : (isRetailPrice ?? true),
      soldDate: danishToday(),
    });
  } catch (error) {
    if (error instanceof DomainError && error.message === CarMessages.alreadySold) return;
    throw error;
  }
};
