import { caseData, type CaseData } from '../../events/cases.ts';
import { customerCarOwnerOf } from '../customer-cars/readers.ts';
import { command } from '../platform/http/endpoint.ts';
import { personalData } from '../platform/personal-data.ts';
import { caseCommand, forDealer, loadCase, withVersion } from './case-commands.ts';
import { protectCaseData, type CaseDataView } from './case-personal.ts';
import { saveCaseBody } from './schemas.ts';
import { caseIdResponse } from './responses.ts';

const CASE_FIELDS = Object.keys(caseData.shape) as (keyof CaseData)[];

/**
 * POST /api/case/save: the whole case as the client holds it (it strips nulls, so an absent field is an empty one);
 * an absent CaseManagerId keeps the case manager (the caller, for a new case). Without `Id` a new case is opened
 * under the next case number. Its customers, stock car, swap car and case manager are the caller's to name (the
 * platform refuses any other as unknown); a swap car must moreover be the case customer's car in the caller's
 * department (the decider checks the owner read here). Answers the case's id, with its version as the ETag.
 */
export const handler = command({
  summary: 'Gemmer en sag (ny eller ændret) og svarer med sagens nummer.',
  responses: { 200: caseIdResponse },
  body: saveCaseBody,
  async run(context) {
    const { Id, ...fields } = context.body;
    const data = Object.fromEntries(
      CASE_FIELDS.filter((field) => field !== 'CaseManagerId' || fields.CaseManagerId != null).map((field) => [field, fields[field] ?? null]),
    ) as CaseDataView;
    const swapCar = data.SwapCarId ? await customerCarOwnerOf(context.store, data.SwapCarId) : undefined;

    if (Id) {
      const stored = await protectCaseData(personalData(), Id, data);
      const outcome = await caseCommand(context, Id, { type: 'SaveCase', data: stored, swapCar }, { result: () => Id });
      return withVersion(Id, outcome.version);
    }
    // The case number is taken in the same transaction as the case's first event: a refused save takes none.
    const outcome = await context.handleGroup(async (group) => {
      const caseId = await group.reserve('case');
      const stored = await protectCaseData(personalData(), caseId, data);
      const opened = await loadCase(group, caseId);
      opened.decide(forDealer(context, { type: 'OpenCase', caseId, data: { ...stored, CaseManagerId: stored.CaseManagerId ?? context.session.userId }, swapCar }));
      return caseId;
    });
    return withVersion(outcome.result, outcome.version);
  },
});
