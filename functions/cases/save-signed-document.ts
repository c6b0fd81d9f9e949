import { CarMessages } from '../../domain/cars/messages.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { CaseStatus } from '../../domain/cases/status.ts';
import { customerCarDecider } from '../../domain/customer-cars/decider.ts';
import { stockCarFromSwapCar, type SwapCarTransfer } from '../../domain/customer-cars/swap-car-transfer.ts';
import { DomainError } from '../../domain/errors.ts';
import { caseDecider } from '../../domain/cases/decider.ts';
import { danishToday } from '../../domain/format.ts';
import { carStreamId, innerCarCommand } from '../cars/readers.ts';
import { customerCarStreamId } from '../customer-cars/readers.ts';
import { handleCommand, load } from '../platform/command-handler.ts';
import { HttpError } from '../platform/errors.ts';
import { command, type CommandContext } from '../platform/http/endpoint.ts';
import { nextNumber } from '../platform/sequences.ts';
import { caseCommand, caseStreamId, ownCase, withVersion } from './case-commands.ts';
import { signedDocumentBody } from './schemas.ts';

/**
 * POST /api/case/savesigneddocument/ (the signed-document model): marks the printed contract or purchase agreement
 * as signed. With a swap car on the case, the model must name the swap car or the sales item (spec part 2 §5).
 * With TransferSwapCartoOwnCars the swap car, checked as the modal checks it, is taken into stock as a new stock car
 * with the modal's prices and status; a retry finds it taken and adds none.
 */
export const handler = command({
  body: signedDocumentBody,
  async run(context) {
    const { CaseId, SalesItem, SwapCar, swapCarTransfer } = context.body;
    const swapCarId = swapCarTransfer ? await requireCaseSwapCar(context, CaseId, SwapCar?.CarId) : null;
    const outcome = await caseCommand(
      context,
      CaseId,
      { type: 'MarkDocumentSigned', namesCar: Boolean(SwapCar?.CarId || SalesItem?.CarId) },
      { result: ({ state }) => (state.kind === 'open' && state.status === CaseStatus.PurchaseDocumentIsSigned ? 'PurchaseDocument' : 'Contract') },
    );
    if (swapCarId && swapCarTransfer) await takeSwapCarIntoStock(context, swapCarId, swapCarTransfer);
    return withVersion({ Message: CaseMessages.signed(outcome.result ?? 'Contract') }, outcome.version);
  },
});

/** The car to take into stock must be this case's swap car (the case itself of the caller's dealer, else 404). */
const requireCaseSwapCar = async (context: CommandContext<unknown, unknown>, caseId: string, carId: string | null | undefined): Promise<string> => {
  const { state } = await load(context.store, caseDecider, caseStreamId(caseId));
  const swapCarId = ownCase(context.session, state).data.SwapCarId;
  if (!swapCarId || swapCarId !== carId) throw new HttpError(400, 'SwapCar.CarId er ikke sagens byttebil.', { field: 'SwapCar.CarId' });
  return swapCarId;
};

/**
 * The customer car records the stock car number it becomes before that car is created, so a retry (or a second
 * signing) creates the same car at most once: a number already recorded is reused, and a car already created is left.
 */
const takeSwapCarIntoStock = async (context: CommandContext<unknown, unknown>, customerCarId: string, transfer: SwapCarTransfer): Promise<void> => {
  const dealerId = context.session.dealerId;
  const streamId = customerCarStreamId(customerCarId);
  const { state } = await load(context.store, customerCarDecider, streamId);
  const taken = state.kind === 'active' && state.dealerId === dealerId ? state.stockCarId : null;
  if (taken && (await stockCarExists(context, taken))) return;
  const stockCarId = taken ?? String(await nextNumber(context.store, 'car', context.appendContext));
  const recorded = await handleCommand(context.store, customerCarDecider, streamId, { type: 'TakeCustomerCarIntoStock', dealerId, stockCarId }, context.appendContext);
  if (recorded.state.kind !== 'active' || recorded.state.stockCarId === null) return;
  const car = stockCarFromSwapCar(recorded.state.car, transfer, danishToday(), context.session.userId);
  try {
    await innerCarCommand(context, recorded.state.stockCarId, { type: 'CreateCar', carId: recorded.state.stockCarId, dealerId, car });
  } catch (error) {
    if (!(error instanceof DomainError && error.message === CarMessages.exists)) throw error;
  }
};

const stockCarExists = async (context: CommandContext<unknown, unknown>, carId: string): Promise<boolean> =>
  (await context.store.lastVersion(carStreamId(carId))) > 0;
