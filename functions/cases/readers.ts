import { caseDecider, ownCase, type OpenCase } from '../../domain/cases/decider.ts';
import type { CaseActivity } from '../../domain/dealers/retention.ts';
import { load } from '../platform/command-handler.ts';
import type { EventStore } from '../platform/event-store.ts';
import type { Session } from '../platform/http/session-context.ts';
import { caseStreamId } from './case-commands.ts';
import { idsInDepartments } from '../platform/department-rows.ts';
import { queryPartition } from '../platform/read-models.ts';
import { caseListPartition } from './projections/case-list.ts';
import { caseListCache } from './case-list-query.ts';
import { listItem, type CaseListItem } from './case-search.ts';

/**
 * What other contexts may read of the cases context (queries only): whose cases a caller may read (a department's case
 * data follows the same rule), and one case as its printed documents read it. Asking the cases context to act is an event it
 * reacts to.
 */
export { readableDealerIds } from './case-scope.ts';

/**
 * The event stream of a case, for a flow of another context that records its own part on the case through the case
 * decider (printing a document decides its status change and lead event there), as `cars/readers.ts` names a car's.
 */
export { caseStreamId } from './case-commands.ts';

/** The case as just loaded from the event store, with its version, if it is the caller's; 'Sagen findes ikke.' (404) otherwise. */
export const ownCaseOf = async (store: EventStore, session: Pick<Session, 'dealerId'>, caseId: string): Promise<{ state: OpenCase; version: number }> => {
  const { state, version } = await load(store, caseDecider, caseStreamId(caseId));
  return { state: ownCase(state, session.dealerId), version };
};

/**
 * The cases (id and department) of the departments given whose buyer or co-buyer is the customer, deleted ones left
 * out: what is erased with the customer. Read from the case list's rows, which keep the customer's id, never its name.
 */
export const casesOfCustomer = async (dealerIds: Iterable<string>, customerId: string): Promise<{ Id: string; DealerId: string }[]> => {
  const found = await Promise.all(
    [...dealerIds].map((dealerId) =>
      queryPartition({
        pk: caseListPartition(dealerId),
        filter: '(CustomerId = :customer OR Customer2Id = :customer) AND attribute_not_exists(Deleted)',
        values: { ':customer': customerId },
        attributes: ['Id', 'DealerId'],
      }),
    ),
  );
  return found.flat().map((row) => ({ Id: String(row.Id), DealerId: String(row.DealerId) }));
};

/**
 * Every case of the departments given, deleted ones left out, with its buyer and co-buyer (ids) and when it last
 * changed: the retention period of customers and cases reads from it whether a customer's business is still going on,
 * and which cases without a customer ran out. One read of each department's case list.
 */
export const caseActivity = async (dealerIds: Iterable<string>): Promise<CaseActivity[]> => {
  const rows = (
    await Promise.all(
      [...dealerIds].map((dealerId) =>
        queryPartition({ pk: caseListPartition(dealerId), filter: 'attribute_not_exists(Deleted)', attributes: ['Id', 'DealerId', 'CustomerId', 'Customer2Id', 'ModifiedDate', 'CreatedDate'] }),
      ),
    )
  ).flat();
  return rows.map((row) => ({
    Id: String(row.Id),
    DealerId: String(row.DealerId),
    CustomerIds: [...new Set([row.CustomerId, row.Customer2Id].filter((id) => id !== null && id !== undefined && id !== '').map(String))],
    LastChanged: String(row.ModifiedDate ?? row.CreatedDate ?? ''),
  }));
};
export type { CaseActivity } from '../../domain/dealers/retention.ts';

/**
 * A customer's latest cases (as buyer or co-buyer) in the departments given, most recently modified first, as the case
 * list shows them: the customer's cases (`GET /api/casesbycustomer/getbycustomerid`) and the customer list's detail
 * pane (the latest 3) read them here.
 */
export const latestCasesOfCustomer = async (
  dealerIds: readonly string[],
  branches: ReadonlyMap<string, string>,
  customerId: string,
  count: number,
): Promise<CaseListItem[]> => {
  const { rows } = await caseListCache().latestOf(dealerIds, (row) => row.CustomerId === customerId || row.Customer2Id === customerId, count);
  return rows.map((row) => listItem(row, branches.get(row.DealerId) ?? ''));
};
export type { CaseListItem } from './case-search.ts';

/**
 * Of these case ids, those of a case of one of the departments (deleted ones and ones saved a moment ago included); a
 * case in `elsewhere` (the rest of the dealer group) is another's at once.
 */
export const casesInDepartments = (dealerIds: readonly string[], ids: readonly string[], elsewhere: readonly string[] = []): Promise<Set<string>> =>
  idsInDepartments(ids, dealerIds, { key: (dealerId, id) => ({ pk: caseListPartition(dealerId), sk: id }), elsewhere, stream: caseStreamId });
