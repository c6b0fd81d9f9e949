import { randomInt } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { DynamoDBClient, ListTablesCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListBucketsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, DEMO_PASSWORD } from '../tests/support/api-client.ts';
import { testPortOffset } from '../tests/setup/emulators.ts';
import { pdfText } from '../functions/pdf/pdf-tools.test-support.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';
import { localS3Client } from './resources.ts';
import { salesItemRequest } from '../tests/support/sales-item-request.ts';
import { swapCarRequest } from '../tests/support/swap-car-request.ts';

/**
 * Forgetting a customer forgets everything (GDPR erasure), shown on the whole local cloud in this process (its own
 * emulators, the demo data, the real routes, the stream consumers and the lead bus), so that what the handlers and
 * consumers log can be read too: a customer with CPR, phones, e-mail and address gets a case with its car as the swap
 * car (registration, chassis number, a comment), a rental driver and printed documents; then it is deleted, and every table (every item), every bucket (every object, PDFs as
 * a reader sees them) and the logs are searched for each of those values.
 */
// Before any function loads: every level, debug included, written through the console, which the test reads.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  process.env.POWERTOOLS_DEV = 'true';
});

const PORTS = { port: 3200 + testPortOffset, dynamoPort: 8300 + testPortOffset, s3Port: 4869 + testPortOffset } as const;

const letters = (count: number): string => Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
const digits = (count: number): string => Array.from({ length: count }, () => String(randomInt(10))).join('');
const capital = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

/** This run's personal data: values no demo record and no other run can hold. */
const TAG = letters(7);
const PERSON = {
  firstName: `Ingeborg${capital(letters(5))}`,
  lastName: `Qvist${capital(TAG)}`,
  cpr: `0311${digits(6)}`,
  street: `${capital(TAG)}vænget`,
  phone: `4${digits(7)}`,
  cellPhone: `2${digits(7)}`,
  email: `${TAG}@erasure.example.dk`,
  driverName: `Valdemar ${capital(letters(8))}holm`,
  driverLicense: `7${digits(7)}`,
  // The customer's car (its swap car): what identifies it, and so the customer, and what was written about it.
  carRegistration: `XQ${digits(5)}`,
  carChassisNumber: `WVWZZZ1KZKW${digits(6)}`,
  carComment: `Stenslag i forruden, ${capital(letters(9))}`,
};

/** Looked for as written and with spaces, dashes and case ignored (a PDF shows `21 22 23 24`, a CPR `031188-1234`). */
const compact = (text: string): string => text.toLowerCase().replace(/[\s-]/g, '');
const NEEDLES = Object.entries(PERSON).map(([label, value]) => ({ label, value, compact: compact(value) }));

interface Hit {
  label: string;
  place: string;
}
interface Search {
  hits: Hit[];
  places: { tables: number; items: number; buckets: number; objects: number; pdfs: number; logLines: number };
}

const hitsIn = (place: string, text: string): Hit[] => {
  const flat = compact(text);
  return NEEDLES.filter((needle) => text.includes(needle.value) || flat.includes(needle.compact)).map(({ label }) => ({ label, place }));
};

/** What every handler and consumer of the cloud writes (the structured logger and the console), as text. */
const logged: string[] = [];
const capture = (): (() => void) => {
  const originals = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const consoleOriginals = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
  const record = (chunk: unknown) => logged.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (record(chunk), originals.out(chunk as string, ...(rest as [])))) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (record(chunk), originals.err(chunk as string, ...(rest as [])))) as typeof process.stderr.write;
  for (const level of Object.keys(consoleOriginals) as (keyof typeof consoleOriginals)[]) {
    console[level] = (...args: unknown[]) => {
      record(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg, (_key, value: unknown) => (value instanceof Error ? { message: value.message, stack: value.stack } : value)))).join(' '));
      consoleOriginals[level](...args);
    };
  }
  return () => {
    process.stdout.write = originals.out as typeof process.stdout.write;
    process.stderr.write = originals.err as typeof process.stderr.write;
    Object.assign(console, consoleOriginals);
  };
};

const textOfObject = async (bytes: Uint8Array): Promise<{ text: string; pdf: boolean }> => {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head.startsWith('%PDF')) return { text: `${await pdfText(bytes)}\n${Buffer.from(bytes).toString('latin1')}`, pdf: true };
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return { text: gunzipSync(bytes).toString('utf8'), pdf: false };
  return { text: Buffer.from(bytes).toString('utf8'), pdf: false };
};

/** Every item of every table, every object of every bucket, every log line: where each value was found. */
const searchEverywhere = async (dynamo: DynamoDBClient, s3: S3Client): Promise<Search> => {
  const hits: Hit[] = [];
  const places = { tables: 0, items: 0, buckets: 0, objects: 0, pdfs: 0, logLines: 0 };
  const { TableNames = [] } = await dynamo.send(new ListTablesCommand({}));
  for (const table of TableNames) {
    places.tables += 1;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start as never, ConsistentRead: true }));
      for (const item of page.Items ?? []) {
        places.items += 1;
        hits.push(...hitsIn(`${table}: ${JSON.stringify(item).slice(0, 120)}`, JSON.stringify(item)));
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
  for (const bucket of Buckets) {
    places.buckets += 1;
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket.Name, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        places.objects += 1;
        const body = await s3.send(new GetObjectCommand({ Bucket: bucket.Name, Key: object.Key }));
        const { text, pdf } = await textOfObject(await body.Body!.transformToByteArray());
        if (pdf) places.pdfs += 1;
        hits.push(...hitsIn(`${bucket.Name}/${object.Key}`, text));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  const lines = logged.join('\n').split('\n');
  places.logLines = lines.length;
  lines.forEach((line, index) => hits.push(...hitsIn(`log line ${index}: ${line.slice(0, 120)}`, line)));
  return { hits, places };
};

let cloud: LocalCloud;
let dynamo: DynamoDBClient;
let s3: S3Client;
let salesman: ApiClient;
/** Forgetting a customer is for those who lead the department (the role matrix), not for a salesman. */
let salesManager: ApiClient;
let release: () => void = () => {};

beforeAll(async () => {
  release = capture();
  cloud = await startLocalCloud({ ...PORTS, inMemory: true, fresh: true, seed: true, web: 'none', quiet: true });
  await cloud.poller.drain(240_000);
  dynamo = new DynamoDBClient({});
  s3 = localS3Client();
  salesman = new ApiClient(cloud.baseUrl);
  expect((await salesman.login('saelger@demo.dk', DEMO_PASSWORD)).status).toBe(200);
  salesManager = new ApiClient(cloud.baseUrl);
  expect((await salesManager.login('salgschef@demo.dk', DEMO_PASSWORD)).status).toBe(200);
}, 300_000);

afterAll(async () => {
  release();
  dynamo?.destroy();
  s3?.destroy();
  await cloud?.stop();
}, 60_000);

const ok = <T>(response: { status: number; body: T }, what: string): T => {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
};

const drain = async (): Promise<void> => {
  await cloud.poller.drain(60_000);
};

const pdf = async (path: string): Promise<string> => {
  const response = await fetch(`${cloud.baseUrl}${path}`, {
    headers: { cookie: [...salesman.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-xsrf-token': decodeURIComponent(salesman.cookies.get('XSRF-TOKEN') ?? '') },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, `${path}: ${Buffer.from(bytes.subarray(0, 300)).toString('utf8')}`).toBe(200);
  return pdfText(bytes);
};

const printedCase = async (customerId: string, extra: Record<string, unknown> = {}): Promise<string> =>
  ok(
    await salesman.post<string>('/api/case/save', {
      CustomerId: customerId,
      SalesItem: salesItemRequest(`Škoda Octavia ${TAG}`),
      ...extra,
    }),
    'the case is saved',
  );

const storedDocuments = async (caseId: string): Promise<unknown[]> => {
  const listed = ok(await salesman.get<unknown>(`/api/casedocuments/list?caseId=${caseId}`), 'the case documents are listed');
  return Array.isArray(listed) ? listed : ((listed as { List?: unknown[] }).List ?? []);
};

describe('forgetting a customer', () => {
  it('leaves none of its personal data in any table, bucket or log; its case stays without it', async () => {
    const customerId = ok(
      await salesman.post<string>('/api/customer/save', {
        Id: '0',
        FirstName: PERSON.firstName,
        LastName: PERSON.lastName,
        Cpr: PERSON.cpr,
        Street: PERSON.street,
        StreetNumber: '17',
        ZipCode: '8000',
        City: 'Aarhus C',
        Phone: PERSON.phone,
        CellPhone: PERSON.cellPhone,
        Email: PERSON.email,
        Category: 1,
      }),
      'the customer is saved',
    );
    const swapCarId = ok(
      await salesman.post<string>(
        '/api/car/saveCustomerCar',
        swapCarRequest(customerId, { RegistrationNumber: PERSON.carRegistration, ChassisNumber: PERSON.carChassisNumber, Comment: PERSON.carComment, TimingBeltReplaced: 2 }),
      ),
      'the swap car is saved',
    );
    const caseId = await printedCase(customerId, {
      SwapCarId: swapCarId,
      CarRental: {
        periodFrom: '2026-12-01',
        periodFromTime: '09:00',
        periodTo: '2026-12-03',
        periodToTime: '17:00',
        price: 1_500,
        kmIncluded: 300,
        hasAdditionalDriver: true,
        firstAdditionalDriverName: PERSON.driverName,
        firstAdditionalDriverLicense: PERSON.driverLicense,
      },
    });
    const fullName = `${PERSON.firstName} ${PERSON.lastName}`;
    // Four printed documents (a case prints either the contract or the purchase agreement) and a preview: each names the customer (and the rental its driver).
    const printed = [
      await pdf(`/api/PrintOffer/PrintOffer?CaseId=${caseId}&RenderPdf=true`),
      await pdf(`/api/PrintRental/PrintRental?CaseId=${caseId}&RenderPdf=true`),
      await pdf(`/api/PrintPurchaseDocument/PrintPurchaseDocument?CaseId=${caseId}&RenderPdf=true`),
      await pdf(`/api/case/PrintTestDriveDoc?CaseId=${caseId}&RenderPdf=true`),
      await pdf(`/api/PrintOffer/PrintOffer?CaseId=${caseId}&RenderPdf=false`),
    ];
    for (const text of printed) expect(text).toContain(PERSON.lastName);
    expect(printed[1]).toContain(PERSON.driverName);
    expect(await storedDocuments(caseId)).toHaveLength(4);
    await drain();

    // Before: the search finds the customer in the stores (so that it can find it afterwards).
    const before = await searchEverywhere(dynamo, s3);
    const foundBefore = new Set(before.hits.map((hit) => hit.label));
    for (const label of ['lastName', 'email', 'cellPhone', 'street', 'driverName', 'carRegistration', 'carChassisNumber', 'carComment']) expect(foundBefore, label).toContain(label);
    const listedBefore = ok(await salesman.get<{ Total: number }>(`/api/caselist/search/?FreeTextQuery=${encodeURIComponent(PERSON.lastName)}`), 'the list');
    expect(listedBefore.Total).toBe(1);

    // The erasure: the spec's route and message.
    const deleted = await salesManager.request<{ Message: string }>('DELETE', `/api/customer/delete?id=${customerId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.Message).toBe(`Kunden ${fullName} blev slettet permanent.`);
    await drain();

    // The customer is gone; its case stays, without its name, its drivers or its documents.
    expect((await salesman.get(`/api/customer/get?id=${customerId}`)).status).toBe(404);
    const kept = ok(await salesman.get<Record<string, unknown>>(`/api/Case/Get?Id=${caseId}`), 'the case stays');
    expect(kept.CustomerName ?? null).toBeNull();
    expect(JSON.stringify(kept)).not.toContain(PERSON.driverName);
    expect(await storedDocuments(caseId)).toHaveLength(0);
    const listedAfter = ok(await salesman.get<{ Total: number }>(`/api/caselist/search/?FreeTextQuery=${encodeURIComponent(PERSON.lastName)}`), 'the list');
    expect(listedAfter.Total).toBe(0);
    const typeahead = ok(await salesman.get<{ Total: number }>(`/api/typeaheadcustomers/lookup?searchText=${encodeURIComponent(PERSON.lastName)}&count=10`), 'the typeahead');
    expect(typeahead.Total).toBe(0);
    // Asking again confirms again, without the name it no longer has.
    const again = await salesManager.request<{ Message: string }>('DELETE', `/api/customer/delete?id=${customerId}`);
    expect(again.status).toBe(200);
    expect(again.body.Message).toBe(`Kunden nr. ${customerId} blev slettet permanent.`);
    await drain();

    // The logs were read: the refused read of the forgotten customer above is in them.
    expect(logged.join('')).toContain('Request refused');
    const after = await searchEverywhere(dynamo, s3);
    console.info(`Erasure searched ${JSON.stringify(after.places)}`);
    expect(after.places.tables).toBeGreaterThanOrEqual(5);
    expect(after.places.buckets).toBeGreaterThanOrEqual(2);
    expect(after.hits).toEqual([]);
  });
});

describe('deleting a case', () => {
  it('deletes its printed documents and previews, one case or several', async () => {
    const customers = ok(await salesman.get<{ List: { Id: string }[] }>('/api/typeaheadcustomers/lookup?searchText=&count=5'), 'demo customers');
    const ids = [await printedCase(customers.List[0]!.Id), await printedCase(customers.List[1]!.Id), await printedCase(customers.List[0]!.Id)];
    for (const id of ids) {
      await pdf(`/api/PrintContract/PrintContract?CaseId=${id}&RenderPdf=true`);
      await pdf(`/api/PrintOffer/PrintOffer?CaseId=${id}&RenderPdf=false`);
    }
    const objectsOf = async (caseId: string): Promise<string[]> => {
      const keys: string[] = [];
      const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
      for (const bucket of Buckets) {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket.Name }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? '').filter((key) => key.includes(`/${caseId}/`)));
      }
      return keys;
    };
    // The print is kept with the case (and passed through a preview), the preview only under previews/.
    for (const id of ids) expect((await objectsOf(id)).filter((key) => key.startsWith('cases/'))).toHaveLength(1);
    for (const id of ids) expect((await objectsOf(id)).filter((key) => key.startsWith('previews/')).length).toBeGreaterThanOrEqual(1);

    ok(await salesman.request('DELETE', `/api/case/delete?id=${ids[0]}`), 'one case is deleted');
    ok(await salesman.post('/api/case/deletemultiple/', { ids: [ids[1], ids[2]] }), 'two cases are deleted');
    await drain();
    for (const id of ids) expect(await objectsOf(id)).toEqual([]);
  });
});
