import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { caseListPartition, type CaseListRow } from './projections/case-list.ts';

/** The list fields a search needs: a compact copy of each row (no case data), about a third of the stored item. */
export type ListedCase = Pick<
  CaseListRow,
  | 'Id'
  | 'DealerId'
  | 'Status'
  | 'CustomerId'
  | 'Customer2Id'
  | 'SwapCarId'
  | 'CaseManagerId'
  | 'CarId'
  | 'CarDescription'
  | 'RegistrationNumber'
  | 'IsFactoryNew'
  | 'CustomerName'
  | 'SwapCarDescription'
  | 'CaseManagerName'
  | 'Make'
  | 'FinanceCaseStatus'
  | 'InsuranceStatus'
  | 'CreatedDate'
  | 'ModifiedDate'
  | 'Deleted'
> & { lastVersion: number; /** Absent on rows written before the field existed. */ HasSwapCar?: boolean };

const LISTED_FIELDS = [
  'Id',
  'DealerId',
  'Status',
  'CustomerId',
  'Customer2Id',
  'SwapCarId',
  'CaseManagerId',
  'CarId',
  'CarDescription',
  'RegistrationNumber',
  'IsFactoryNew',
  'HasSwapCar',
  'CustomerName',
  'SwapCarDescription',
  'CaseManagerName',
  'Make',
  'FinanceCaseStatus',
  'InsuranceStatus',
  'CreatedDate',
  'ModifiedDate',
  'Deleted',
  'lastVersion',
] as const;
const projectionExpression = {
  ProjectionExpression: LISTED_FIELDS.map((_, index) => `#f${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(LISTED_FIELDS.map((field, index) => [`#f${index}`, field])),
};

export interface CaseListCacheOptions {
  client?: DynamoDBDocumentClient;
  tableName?: string;
  /**
   * How far back each incremental read looks beyond the previous one: covers writes in flight when it ran, clock skew
   * between the projector and this container, and the index's propagation delay.
   */
  lookbackMs?: number;
  /** A department is read whole again after this long, as a safety net for a row that landed outside the lookback. */
  fullReloadMs?: number;
  /** Departments kept; the least recently used is dropped beyond this. */
  maxDepartments?: number;
  now?: () => number;
}

interface Department {
  rows: Map<string, ListedCase>;
  loadedAt: number;
  /** The next incremental read asks for rows written after this (ISO time). */
  since: string;
  running?: Promise<void>;
  queued?: Promise<void>;
}

/**
 * The case-list rows of each department, held in memory by the query function's container and brought up to date
 * before every search by one read of the partition's change feed (gsi1: rows written since the last look). A search
 * over 20,000 cases then costs one small query plus filtering in memory, instead of reading the partition.
 * Reads are strongly ordered per department: a search waits for a refresh that starts after it arrived, so a row
 * written before the request is seen (read-your-writes across requests, as far as the projection has caught up).
 */
export class CaseListCache {
  private readonly departments = new Map<string, Department>();
  private readonly client: DynamoDBDocumentClient;
  private readonly tableName: string;
  private readonly lookbackMs: number;
  private readonly fullReloadMs: number;
  private readonly maxDepartments: number;
  private readonly now: () => number;

  constructor(options: CaseListCacheOptions = {}) {
    this.client = options.client ?? dynamo();
    this.tableName = options.tableName ?? physicalName(readModelsTable);
    this.lookbackMs = options.lookbackMs ?? 10_000;
    this.fullReloadMs = options.fullReloadMs ?? 10 * 60_000;
    this.maxDepartments = options.maxDepartments ?? 50;
    this.now = options.now ?? Date.now;
  }

  /** The live (not deleted) cases of the departments, up to date as of this call. */
  async casesOf(dealerIds: readonly string[]): Promise<ListedCase[]> {
    const departments = await Promise.all(dealerIds.map((dealerId) => this.refreshed(dealerId)));
    return departments.flatMap((department) => [...department.rows.values()]);
  }

  /** Forgets everything (tests, and a rebuild of the read model). */
  clear(): void {
    this.departments.clear();
  }

  private async refreshed(dealerId: string): Promise<Department> {
    let department = this.departments.get(dealerId);
    if (department) this.departments.delete(dealerId);
    department ??= { rows: new Map(), loadedAt: 0, since: '' };
    this.departments.set(dealerId, department); // most recently used last
    if (this.departments.size > this.maxDepartments) this.departments.delete(this.departments.keys().next().value!);

    // One refresh at a time per department; a caller arriving during one waits for the next, which starts after it.
    const running = department.running;
    if (running) {
      const current = department;
      current.queued ??= running.then(() => {
        current.queued = undefined;
        return this.run(dealerId, current);
      });
      await current.queued;
    } else {
      await this.run(dealerId, department);
    }
    return department;
  }

  private run(dealerId: string, department: Department): Promise<void> {
    const running = this.refresh(dealerId, department).finally(() => {
      if (department.running === running) department.running = undefined;
    });
    department.running = running;
    return running;
  }

  private async refresh(dealerId: string, department: Department): Promise<void> {
    const startedAt = this.now();
    const since = new Date(startedAt - this.lookbackMs).toISOString();
    if (department.loadedAt === 0 || startedAt - department.loadedAt > this.fullReloadMs) {
      const rows = new Map<string, ListedCase>();
      for (const item of await this.queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': caseListPartition(dealerId) } })) {
        if (!item.Deleted) rows.set(item.Id, item);
      }
      department.rows = rows;
      department.loadedAt = startedAt;
      department.since = since;
      return;
    }
    const changed = await this.queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk > :since',
      ExpressionAttributeValues: { ':pk': caseListPartition(dealerId), ':since': department.since },
    });
    for (const item of changed) {
      const known = department.rows.get(item.Id);
      if (known && known.lastVersion > item.lastVersion) continue;
      if (item.Deleted) department.rows.delete(item.Id);
      else department.rows.set(item.Id, item);
    }
    department.since = since;
  }

  private async queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<ListedCase[]> {
    const items: ListedCase[] = [];
    let exclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({ TableName: this.tableName, ...input, ...projectionExpression, ExclusiveStartKey: exclusiveStartKey }),
      );
      items.push(...((page.Items ?? []) as ListedCase[]));
      exclusiveStartKey = page.LastEvaluatedKey;
    } while (exclusiveStartKey);
    return items;
  }
}
