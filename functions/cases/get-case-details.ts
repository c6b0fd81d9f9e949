import { query } from '../platform/http/endpoint.ts';
import { readableDealerIds } from './case-scope.ts';
import { caseDetailsPane, readCaseIn } from './case-views.ts';
import { idQuery } from './schemas.ts';

/**
 * GET /api/case/getcasedetails/?id=: the case list's detail pane. A caller who may search all departments also sees
 * the pane of another department's case found there (reading only: every command checks the case's own dealer);
 * everyone else only their own department's.
 */
export const handler = query({
  query: idQuery,
  requires: ['case'],
  async run({ query: { Id }, session }) {
    return caseDetailsPane(await readCaseIn(await readableDealerIds(session), Id));
  },
});
