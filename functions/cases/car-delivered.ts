import { carDecider } from '../../domain/cars/decider.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { CaseStatus } from '../../domain/cases/status.ts';
import { danishToday } from '../../domain/format.ts';
import { carStreamId } from '../cars/readers.ts';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { forDealer, loadCase, withVersion } from './case-commands.ts';
import { lookUp } from './directory.ts';
import { carDeliveredBody } from './schemas.ts';

/**
 * POST /api/case/cardelivered (the car-delivered model from `cardeliveredinit`, with its CaseId). When the dialog
 * asked to sell the car (a signed contract with a stock car the car API does not lock, spec part 2 §4) and the client
 * sends that car back, the stock car is sold with the dialog's sales price and price type, or with no price saved
 * (spec part 1 "Sell car"). The sale and the delivery (a lead event, with the swap-car dialog's answers) are one
 * append: a refused delivery sells nothing. A car already sold (from the car list) is left as it is.
 */
export const handler = command({
  body: carDeliveredBody,
  async run(context) {
    const { CaseId, SalesItemCarId, SalesItemSalesPrice, SalesItemIsRetailPrice, SwapItemIsIntern, SwapItemStatus } = context.body;
    const { dealerId } = context.session;
    // The car API's lock is the car's read model's to say; it is read once, outside the retried decision.
    const locked = SalesItemCarId ? ((await lookUp(dealerId, { cars: [SalesItemCarId] })).cars.get(SalesItemCarId)?.CanOnlyBeEditedFromCarApi ?? false) : false;
    const outcome = await context.handleGroup(async (group) => {
      const delivered = await loadCase(group, CaseId);
      const before = delivered.state;
      delivered.decide(forDealer(context, { type: 'DeliverCar', swapCarIsIntern: SwapItemIsIntern, swapCarStatus: SwapItemStatus }));
      if (!SalesItemCarId || before.kind !== 'open') return null;
      if (before.data.SalesItem?.Id !== SalesItemCarId) throw new HttpError(400, 'SalesItemCarId er ikke sagens bil.', { field: 'SalesItemCarId' });
      if (before.status !== CaseStatus.ContractIsSigned || locked) return null;
      const car = await group.load(carDecider, carStreamId(SalesItemCarId));
      if (car.state.kind === 'active' && car.state.sold) return null;
      car.decide({
        type: 'SellCar',
        dealerId,
        salesPrice: SalesItemSalesPrice ?? null,
        isRetailPrice: SalesItemSalesPrice == null ? null : (SalesItemIsRetailPrice ?? null),
        soldDate: danishToday(),
      });
      return null;
    });
    return withVersion({ Message: CaseMessages.delivered }, outcome.version);
  },
});
