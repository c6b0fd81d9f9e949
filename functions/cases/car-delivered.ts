import { carDecider } from '../../domain/cars/decider.ts';
import { deliverCar } from '../../domain/cases/flows/deliver-car.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { danishToday } from '../../domain/format.ts';
import { carStreamId } from '../cars/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { loadCase, withVersion } from './case-commands.ts';
import { carDeliveredBody } from './schemas.ts';
import { carDeliveredResponse } from './responses.ts';

/**
 * POST /api/case/cardelivered (the car-delivered model from `cardeliveredinit`, with its CaseId): the delivery, and the
 * sale of the stock car when the dialog asked to sell it (the flow `deliverCar`), in one append: a refused delivery
 * sells nothing.
 */
export const handler = command({
  summary: 'Registrerer bilen som udleveret (lagerbilen sælges).',
  responses: { 200: carDeliveredResponse },
  body: carDeliveredBody,
  async run(context) {
    const { CaseId, SalesItemCarId, SalesItemSalesPrice, SalesItemIsRetailPrice, SwapItemIsIntern, SwapItemStatus } = context.body;
    const delivery = {
      dealerId: context.session.dealerId,
      swapCarIsIntern: SwapItemIsIntern,
      swapCarStatus: SwapItemStatus,
      salesItemCarId: SalesItemCarId,
      salesPrice: SalesItemSalesPrice,
      isRetailPrice: SalesItemIsRetailPrice,
      today: danishToday(),
    };
    const outcome = await context.handleGroup(async (group) => {
      const delivered = await loadCase(group, CaseId);
      const stockCar = SalesItemCarId ? await group.load(carDecider, carStreamId(SalesItemCarId)) : undefined;
      group.run(deliverCar, delivery, { case: delivered, stockCar });
      return null;
    });
    return withVersion({ Message: CaseMessages.delivered }, outcome.version);
  },
});
