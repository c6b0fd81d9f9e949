import { CASE_STATUS_LABELS, type CaseStatus } from '../../domain/cases/status.ts';
import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { saveStatusQuery } from './schemas.ts';
import { saveStatusResponse } from './responses.ts';

/** POST /api/case/savestatus?id=&status=: sets the status by hand (refused on a closed case). */
export const handler = command({
  summary: 'Sætter sagens status manuelt.',
  responses: { 200: saveStatusResponse },
  query: saveStatusQuery,
  async run(context) {
    const { id, status } = context.query;
    const outcome = await caseCommand(context, id, { type: 'ChangeStatus', status });
    const current = outcome.state.kind === 'open' ? outcome.state.status : status;
    return withVersion({ Id: id, Status: current, StatusText: CASE_STATUS_LABELS[current as CaseStatus] }, outcome.version);
  },
});
