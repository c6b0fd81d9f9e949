import { carDecider } from '../../domain/cars/decider.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { CaseStatus } from '../../domain/cases/status.ts';
import { customerCarDecider } from '../../domain/customer-cars/decider.ts';
import { stockCarFromSwapCar } from '../../domain/customer-cars/swap-car-transfer.ts';
import { danishToday } from '../../domain/format.ts';
import { carStreamId } from '../cars/readers.ts';
import { customerCarStreamId } from '../customer-cars/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { forDealer, loadCase, withVersion } from './case-commands.ts';
import { signedDocumentBody } from './schemas.ts';

/**
 * POST /api/case/savesigneddocument/ (the signed-document model): marks the printed contract or purchase agreement
 * as signed. With a swap car on the case, the model must name the swap car or the sales item (spec part 2 §5).
 * With TransferSwapCartoOwnCars the case's swap car, checked as the modal checks it, becomes a new stock car with the
 * modal's prices and status. The signing, the swap car taken into stock, the stock car and its number are one append:
 * if any of them is refused (the swap car missing, the stock car number taken) nothing is written. A second signing
 * finds the swap car taken and adds no second stock car.
 */
export const handler = command({
  body: signedDocumentBody,
  async run(context) {
    const { CaseId, SalesItem, SwapCar, swapCarTransfer } = context.body;
    const { dealerId, userId } = context.session;
    const outcome = await context.handleGroup(async (group) => {
      const signed = await loadCase(group, CaseId);
      signed.decide(
        forDealer(context, {
          type: 'MarkDocumentSigned',
          namesCar: Boolean(SwapCar?.CarId || SalesItem?.CarId),
          ...(swapCarTransfer ? { transferSwapCarId: SwapCar?.CarId ?? '' } : {}),
        }),
      );
      if (swapCarTransfer && SwapCar?.CarId) {
        const swapCar = await group.load(customerCarDecider, customerCarStreamId(SwapCar.CarId));
        const taken = swapCar.state.kind === 'active' ? swapCar.state.stockCarId : null;
        // The number is reserved only for a car not yet taken, so a repeated signing takes no number.
        const stockCarId = taken ?? (await group.reserve('car'));
        const events = swapCar.decide({ type: 'TakeCustomerCarIntoStock', dealerId, stockCarId });
        if (events.length > 0 && swapCar.state.kind === 'active') {
          const car = stockCarFromSwapCar(swapCar.state.car, swapCarTransfer, danishToday(), userId);
          const stockCar = await group.load(carDecider, carStreamId(stockCarId));
          stockCar.decide({ type: 'CreateCar', carId: stockCarId, dealerId, car });
        }
      }
      const { state } = signed;
      return state.kind === 'open' && state.status === CaseStatus.PurchaseDocumentIsSigned ? 'PurchaseDocument' : 'Contract';
    });
    return withVersion({ Message: CaseMessages.signed(outcome.result) }, outcome.version);
  },
});
