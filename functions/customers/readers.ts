import { rowsInConglomerate } from '../platform/auth/dealer-directory.ts';
import { idsInDepartments } from '../platform/department-rows.ts';
import { rowsById, rowsByIdOnceWritten } from '../platform/read-models.ts';
import { CUSTOMER_LIST, customerIndexKey, customerRowKey, type CustomerListRow } from './projections/customer-list.ts';
import { customerDetailsKey, type CustomerDetailsRow } from './projections/customer-details.ts';

/**
 * A customer event with its personal data revealed (null once the customer is forgotten): what a read model of another
 * context that shows the customer's name folds, so that a rename reaches it.
 */
export { revealCustomerEvent } from './personal.ts';

/**
 * What other contexts may read of the customers context: a customer as a case shows it (name, address, phone,
 * e-mail), and as a printed document names its buyer. A case may have picked a customer of another department of its
 * conglomerate; such a customer is found there, never in another conglomerate. Unknown, deleted and forgotten
 * customers are left out.
 */
export interface CustomerSummary {
  Id: string;
  /** Full name, or the company's name. */
  Name: string;
  /** Street and number, with 'c/o' where given. */
  Street: string;
  ZipCode: string;
  City: string;
  /** The mobile number, else the landline. */
  Phone: string;
  Email: string;
}

/** A customer as a document names it: the summary, and for a business its CVR and decision maker. */
export interface CustomerParty extends CustomerSummary {
  IsBusiness: boolean;
  Cvr: string | null;
  DecisionMaker: { Name: string; Title: string; Phone: string; Email: string } | null;
}

const joined = (...parts: (string | null | undefined)[]): string => parts.map((part) => part?.trim() ?? '').filter(Boolean).join(' ');

const summaryOf = (row: CustomerListRow): CustomerSummary => ({
  Id: row.Id,
  Name: row.Name,
  Street: row.Address,
  ZipCode: row.ZipCode,
  City: row.City,
  Phone: row.CellPhone || row.Phone,
  Email: row.Email,
});

const partyOf = (row: CustomerDetailsRow): CustomerParty => {
  const maker = row.IsBusiness ? row.DecisionMaker : null;
  const makerName = maker ? joined(maker.FirstName, maker.LastName) : '';
  return {
    Id: row.Id,
    Name: row.Title,
    Street: [joined(row.Street, row.StreetNumber), row.CoOrAtt ? `c/o ${row.CoOrAtt}` : ''].filter(Boolean).join(', '),
    ZipCode: row.ZipCode,
    City: row.City,
    Phone: row.CellPhone || row.Phone,
    Email: row.Email,
    IsBusiness: row.IsBusiness,
    Cvr: row.IsBusiness ? row.Cvr || null : null,
    DecisionMaker:
      maker && makerName
        ? { Name: makerName, Title: maker.Title ?? '', Phone: maker.CellPhone || maker.Phone || row.CellPhone || row.Phone, Email: maker.Email || row.Email }
        : null,
  };
};

/** The customers by id, as the dealer's cases show them: its own department's, else its conglomerate's. */
export const customerSummaries = async (dealerId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, CustomerSummary>> => {
  const rows = await rowsInConglomerate<CustomerListRow>(dealerId, ids, {
    key: customerRowKey,
    index: (id) => ({ gsi1pk: customerIndexKey(id), gsi1sk: CUSTOMER_LIST }),
  });
  return new Map([...rows].map(([id, row]) => [id, summaryOf(row)]));
};

/**
 * The customers by id as a printed document names them: every detail for the dealer's own customers, the summary
 * (without CVR or decision maker) for one of another department of its conglomerate. A customer saved a moment
 * before the document is printed is waited for (a few seconds at most).
 */
export const customerParties = async (dealerId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, CustomerParty>> => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const details = await rowsById<CustomerDetailsRow>(wanted, (id) => customerDetailsKey(dealerId, id));
  const others = await customerSummaries(dealerId, wanted.filter((id) => !details.has(id)));
  // A customer in neither read model was most likely saved a moment ago in this department: wait for its row.
  const fresh = await rowsByIdOnceWritten<CustomerDetailsRow>(
    wanted.filter((id) => !details.has(id) && !others.has(id)),
    (id) => customerDetailsKey(dealerId, id),
  );
  return new Map([
    ...[...details, ...fresh].map(([id, row]) => [id, partyOf(row)] as const),
    ...[...others].map(([id, summary]) => [id, { ...summary, IsBusiness: false, Cvr: null, DecisionMaker: null }] as const),
  ]);
};
export { customerListPartition } from './projections/customer-list.ts';

/** A customer as the customer list's detail pane shows it, its own cars included. */
export { customerListDetails } from './customer-list-details.ts';

/** Of these customer ids, those of a customer of one of the departments (deleted ones and ones saved a moment ago included). */
export const customersInDepartments = (dealerIds: readonly string[], ids: readonly string[]): Promise<Set<string>> =>
  idsInDepartments(ids, dealerIds, {
    key: customerRowKey,
    index: (id) => ({ gsi1pk: customerIndexKey(id), gsi1sk: CUSTOMER_LIST }),
    stream: (id) => `customer#${id}`,
  });
