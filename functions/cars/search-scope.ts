import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { departmentsOf } from '../account/departments.ts';
import { dynamo } from '../platform/aws.ts';
import type { Session } from '../platform/http/session-context.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';

/**
 * The spec's search scope (part 1 §3, §4): 'User' (mine), 'Dealer' (my department, the default) or 'Conglomerate'
 * (all departments), for stock cars and customers alike. Tenancy comes from the session only: the departments a
 * scope covers are the caller's own, or its conglomerate's when the conglomerate has other departments.
 */
export const SEARCH_TYPES = ['User', 'Dealer', 'Conglomerate'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  User: 'Mine biler',
  Dealer: 'Min afdelings biler',
  Conglomerate: 'Alle afdelingers biler',
};

/** `searchType` as a query parameter, in any casing; missing or empty is 'Dealer'. */
export const searchTypeParam = z
  .string()
  .optional()
  .transform((value, context): SearchType => {
    if (value === undefined || value.trim() === '') return 'Dealer';
    const found = SEARCH_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase());
    if (found) return found;
    context.addIssue({ code: 'custom', message: 'searchType skal være User, Dealer eller Conglomerate.' });
    return z.NEVER;
  });

export interface Department {
  DealerId: string;
  Name: string;
}

export interface SearchScope {
  searchType: SearchType;
  /** The departments searched; the caller's own first. */
  departments: Department[];
  /** Set for 'User': only what this user is responsible for. */
  userId?: string;
}

/** Spec part 1 §4: all departments are offered only when the dealer's group has other dealers. */
export const mayUseConglomerateScope = (departments: readonly Department[], dealerId: string): boolean =>
  departments.some((department) => department.DealerId !== dealerId);

/**
 * The departments a search covers. 'Conglomerate' where it is not allowed falls back to the caller's department,
 * as the spec's empty selection does; it never reaches beyond the caller's conglomerate.
 */
export const resolveScope = async (session: Session, searchType: SearchType, client?: DynamoDBDocumentClient): Promise<SearchScope> => {
  const own: Department = { DealerId: session.dealerId, Name: session.dealerName };
  if (searchType === 'User') return { searchType, departments: [own], userId: session.userId };
  if (searchType === 'Dealer') return { searchType, departments: [own] };
  const departments = await departmentsOf(session.conglomerateId, client);
  if (!mayUseConglomerateScope(departments, session.dealerId)) return { searchType: 'Dealer', departments: [own] };
  const others = departments
    .filter((department) => department.DealerId !== session.dealerId)
    .sort((a, b) => a.Name.localeCompare(b.Name, 'da'));
  return { searchType, departments: [own, ...others] };
};

/** Every row of a read-model partition that passes the filter, across pages. */
export const queryPartition = async (
  input: { pk: string; filter?: string; names?: Record<string, string>; values?: Record<string, unknown>; attributes?: readonly string[] },
  client: DynamoDBDocumentClient = dynamo(),
): Promise<Record<string, unknown>[]> => {
  const names: Record<string, string> = { ...input.names };
  const projection = input.attributes?.map((attribute, index) => {
    names[`#p${index}`] = attribute;
    return `#p${index}`;
  });
  const rows: Record<string, unknown>[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: physicalName(readModelsTable),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: input.filter,
        ProjectionExpression: projection?.join(', '),
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: { ':pk': input.pk, ...input.values },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    rows.push(...(page.Items ?? []));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return rows;
};
