import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import type { CaseListItem } from '../../functions/cases/case-search.ts';
import type { CaseModel } from '../../functions/cases/case-views.ts';
import { s3 } from '../../functions/platform/aws.ts';
import { analyticsBucket, physicalName } from '../../functions/platform/tables.ts';
import { contractViolation } from '../support/api-contract.ts';
import { baseUrl, queryString, type ApiClient, type ApiResponse } from '../support/api-client.ts';
import { salesItemRequest } from '../support/sales-item-request.ts';
import { swapCarRequest } from '../support/swap-car-request.ts';

/**
 * Helpers of the case API tests: saving and reading cases as the SPA does, PDFs as bytes, and waiting for read models
 * (a command's ETag with `Case/Get?MinVersion=`, or polling the list until a row shows what a command did).
 */
export interface CaseList {
  Total: number;
  Offset: number;
  Count: number;
  List: CaseListItem[];
  SearchTypes: string[];
}

export const isLocalCloud = (): boolean => Boolean((inject as (key: string) => unknown)('localCloud'));

/**
 * On the local cloud, waits until the stream consumers have caught up (the demo data is projected a while after the
 * cloud starts: logins need the user directory).
 */
export const projectionsCaughtUp = async (): Promise<void> => {
  if (!isLocalCloud()) return;
  const response = await fetch(`${baseUrl()}/__local/drain`);
  expect(response.status).toBe(204);
};

let lastMark = 0;
/** A time in base 36, later than the last one: marks of one length, none the start of another (searches match prefixes). */
const nextMark = (): string => {
  lastMark = Math.max(Date.now(), lastMark + 1);
  return `T${lastMark.toString(36).toUpperCase()}`;
};

/**
 * This test file's mark, put in the cars' titles so that a search finds exactly this file's cases. The API and end-to-end
 * files share their modules, so each file starts with a mark of its own (`startNewMark`, in the projects' set-up).
 */
export let RUN = nextMark();

export const startNewMark = (): void => {
  RUN = nextMark();
};

export const versionOf = (response: { headers: Headers }): number => Number(response.headers.get('etag')?.replace(/"/g, ''));

export const saveCase = async (client: ApiClient, body: Record<string, unknown>): Promise<{ id: string; version: number }> => {
  const response = await client.post<string>('/api/case/save', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { id: response.body, version: versionOf(response) };
};

export const getCase = async (client: ApiClient, id: string, minVersion?: number): Promise<CaseModel> => {
  const response = await client.get<CaseModel>(`/api/Case/Get?Id=${id}${minVersion ? `&MinVersion=${minVersion}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  if (minVersion) expect(response.body.Version).toBeGreaterThanOrEqual(minVersion);
  return response.body;
};

/** Polls until `check` passes (read models follow the events a moment later). */
export const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) return value;
    await sleep(100);
  }
};

export const search = async (client: ApiClient, params: Record<string, string | number | boolean>): Promise<ApiResponse<CaseList>> =>
  client.get<CaseList>(`/api/caselist/search/?${queryString(params)}`);

/** This run's cases in the list (found by the run's mark, or by the case id asked for), once `check` holds. */
export const listedUntil = async (client: ApiClient, params: Record<string, string | number | boolean>, check: (list: CaseList) => boolean): Promise<CaseList> => {
  const list = await eventually(
    // A case id scopes the search by itself; otherwise this run's cases are found by the run's mark in their car.
    async () => (await search(client, { ...(params.CaseId === undefined ? { CarFreeTextQuery: RUN } : {}), ...params })).body,
    check,
  );
  expect(check(list), JSON.stringify(list)).toBe(true);
  return list;
};

/** A GET answered with bytes (a PDF), with the client's cookies. */
export const fetchBytes = async (
  client: ApiClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; bytes: Uint8Array; json?: unknown }> => {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { 'x-xsrf-token': client.xsrfToken() ?? '', ...headers, cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  const json = contentType.includes('json') ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : undefined;
  const violation = await contractViolation({ method: 'GET', path, status: response.status, contentType, json });
  if (violation) throw new Error(`The API's answer breaks its contract (GET /api/openapi.json): ${violation}`);
  return { status: response.status, headers: response.headers, bytes, json };
};

export interface DemoCustomer {
  Id: string;
  Name: string;
}
export interface DemoCar {
  Id: string;
  Title: string;
  Make: string;
  Model: string;
  RegistrationNumber: string | null;
  Mileage: number | null;
  CashPrice: number | null;
}

/** A demo customer of the caller's department, found as the case page finds one: through the typeahead. */
export const demoCustomer = async (client: ApiClient, index = 0): Promise<DemoCustomer> => {
  const response = await client.get<{ Total: number; List: { Id: string; Header: string }[] }>('/api/typeaheadcustomers/lookup?searchText=&count=50');
  expect(response.status, 'the customer typeahead (customers context) answers').toBe(200);
  const customer = response.body.List[index];
  expect(customer, 'the demo data has customers in this department').toBeDefined();
  expect(customer!.Header, 'demo customers have names (their projection reveals the personal data)').not.toBe('');
  return { Id: customer!.Id, Name: customer!.Header };
};

/** A demo stock car of the caller's department, found through the own-cars typeahead's list. */
export const demoCar = async (client: ApiClient, index = 0): Promise<DemoCar> => {
  const response = await client.get<{ Total: number; List: DemoCar[] }>('/api/TypeaheadOwnCars/List/');
  expect(response.status, 'the own-cars typeahead (cars context) answers').toBe(200);
  const car = response.body.List[index];
  expect(car, 'the demo data has stock cars in this department').toBeDefined();
  return car!;
};

/** A case with a buyer and a free-text car of this run, ready to print. */
export const sellableCase = (customerId: string, label: string, fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  CustomerId: customerId,
  SalesItem: salesItemRequest(`Škoda Octavia ${RUN} ${label}`),
  ...fields,
});

/** A new customer car (swap car) of the customer, saved in the caller's department, as the swap car tab saves one: its id. */
export const customerCarOf = async (client: ApiClient, customerId: string, changes: Record<string, unknown> = {}): Promise<string> => {
  const saved = await client.post<string>('/api/car/saveCustomerCar', swapCarRequest(customerId, changes));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
};

/** A lead event as the local cloud's bus writes it into the analytics bucket: an EventBridge envelope. */
export interface Envelope {
  'detail-type': string;
  source: string;
  time: string;
  detail: Record<string, unknown> & { CaseId: string; EventId: string };
}

/** Every lead event in the local analytics bucket (local cloud only: a deployed stage's is behind Firehose). */
export const deliveredEnvelopes = async (): Promise<Envelope[]> => {
  const bucket = physicalName(analyticsBucket);
  const envelopes: Envelope[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'leads/', ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      const body = await (await s3().send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }))).Body!.transformToString();
      envelopes.push(...body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Envelope));
    }
    token = page.NextContinuationToken;
  } while (token);
  return envelopes;
};
