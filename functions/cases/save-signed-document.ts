import { CaseMessages } from '../../domain/cases/messages.ts';
import { CaseStatus } from '../../domain/cases/status.ts';
import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { signedDocumentBody } from './schemas.ts';

/**
 * POST /api/case/savesigneddocument/ (the signed-document model): marks the printed contract or purchase agreement
 * as signed. With a swap car on the case, the model must name the swap car or the sales item (spec part 2 §5).
 * Selling the stock car and taking the swap car into stock belong to the cars context (a later issue).
 */
export const handler = command({
  body: signedDocumentBody,
  requires: ['case'],
  async run(context) {
    const { CaseId, SalesItem, SwapCar } = context.body;
    const outcome = await caseCommand(
      context,
      CaseId,
      { type: 'MarkDocumentSigned', namesCar: Boolean(SwapCar?.CarId || SalesItem?.CarId) },
      { result: ({ state }) => (state.kind === 'open' && state.status === CaseStatus.PurchaseDocumentIsSigned ? 'PurchaseDocument' : 'Contract') },
    );
    return withVersion({ Message: CaseMessages.signed(outcome.result ?? 'Contract') }, outcome.version);
  },
});
