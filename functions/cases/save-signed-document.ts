import { carDecider } from '../../domain/cars/decider.ts';
import { signDocument, signedDocument, stockCarNumberNeeded, type SignDocument } from '../../domain/cases/flows/sign-document.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { customerCarDecider } from '../../domain/customer-cars/decider.ts';
import { danishToday } from '../../domain/format.ts';
import { carStreamId } from '../cars/readers.ts';
import { customerCarStreamId } from '../customer-cars/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { loadCase, withVersion } from './case-commands.ts';
import { signedDocumentBody } from './schemas.ts';
import { saveSignedDocumentResponse } from './responses.ts';

/**
 * POST /api/case/savesigneddocument/ (the signed-document model): marks the printed contract or purchase agreement
 * as signed; with TransferSwapCartoOwnCars the case's swap car, checked as the modal checks it, becomes a new stock car
 * (the flow `signDocument`). The signing, the swap car taken into stock, the stock car and its number are one append:
 * if any of them is refused (the swap car missing, the stock car number taken) nothing is written.
 */
export const handler = command({
  summary: 'Registrerer slutseddel eller købsaftale som underskrevet (byttebilen tages på lager).',
  responses: { 200: saveSignedDocumentResponse },
  body: signedDocumentBody,
  async run(context) {
    const { CaseId, SalesItem, SwapCar, swapCarTransfer } = context.body;
    const { dealerId, userId } = context.session;
    const signing: SignDocument = {
      dealerId,
      userId,
      today: danishToday(),
      namesCar: Boolean(SwapCar?.CarId || SalesItem?.CarId),
      ...(swapCarTransfer ? { transfer: { swapCarId: SwapCar?.CarId ?? '', fields: swapCarTransfer } } : {}),
    };
    const outcome = await context.handleGroup(async (group) => {
      const signed = await loadCase(group, CaseId);
      const swapCarId = signing.transfer?.swapCarId;
      const swapCar = swapCarId ? await group.load(customerCarDecider, customerCarStreamId(swapCarId)) : undefined;
      // A number only for a swap car still to take into stock, so that a repeated signing takes none.
      const stockCarId = stockCarNumberNeeded(signing, swapCar?.state) ? await group.reserve('car') : undefined;
      const stockCar = stockCarId ? await group.load(carDecider, carStreamId(stockCarId)) : undefined;
      const transfer = signing.transfer && { ...signing.transfer, ...(stockCarId ? { stockCarId } : {}) };
      group.run(signDocument, { ...signing, ...(transfer ? { transfer } : {}) }, { case: signed, swapCar, stockCar });
      return signedDocument(signed.state);
    });
    return withVersion({ Message: CaseMessages.signed(outcome.result) }, outcome.version);
  },
});
