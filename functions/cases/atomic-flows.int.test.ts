import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleStockCar } from '../../domain/cars/test-fixtures.ts';
import { sampleSwapCar } from '../../domain/customer-cars/test-fixtures.ts';
import type { CarData } from '../../events/cars.ts';
import type { CaseData } from '../../events/cases.ts';
import type { CustomerCarData } from '../../events/customer-cars.ts';
import type { NewEvent } from '../../events/envelope.ts';
import { httpEvent, lambdaContext } from '../../tests/support/http-event.ts';
import { signedInAt } from '../../tests/support/signed-in.ts';
import { EventStore, type AppendContext } from '../platform/event-store.ts';
import { sequenceStreamId } from '../platform/sequences.ts';
import { handler as carDelivered } from './car-delivered.ts';
import { handler as copyCase } from './copy-case.ts';
import { handler as saveCase } from './save-case.ts';
import { handler as saveSignedDocument } from './save-signed-document.ts';

/**
 * What spans aggregates is one append: each flow, made to fail at its last step on the real handlers against
 * DynamoDB Local, leaves every stream it touches as it was and takes no number.
 */
const store = new EventStore();
const system = (dealerId: string): AppendContext => ({ dealerId, userId: 'system', correlationId: 'c', causationId: 'c' });

const swapCarData = (customerId: string): CustomerCarData => ({ ...sampleSwapCar, CustomerId: customerId });
const stockCarData: CarData = sampleStockCar;

type Caller = Awaited<ReturnType<typeof signedInAt>>;
const signedIn = (): Promise<Caller> => signedInAt(['case']);

/** An id no other test uses: twelve digits, as ids are on the wire. */
const newId = (): string => String(randomInt(100_000_000_000, 999_999_999_999));

const post = (caller: Caller, path: string, options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> }) =>
  (path.endsWith('copy') ? copyCase : path.includes('cardelivered') ? carDelivered : path.includes('signed') ? saveSignedDocument : saveCase)(
    httpEvent('POST', path, { ...caller.request, ...options, headers: { ...caller.request.headers, ...options.headers } }),
    lambdaContext(),
  );

const seed = async (dealerId: string, streamId: string, events: NewEvent[]): Promise<void> => {
  await store.append(streamId, await store.lastVersion(streamId), events, system(dealerId));
};

/** A case of the dealer with a stock car and a buyer, its contract printed (and signed when asked). */
const caseWith = async (dealerId: string, data: CaseData, signed = false): Promise<string> => {
  const caseId = newId();
  await seed(dealerId, `case#${caseId}`, [
    { type: 'CaseOpened', data: { CaseId: caseId, DealerId: dealerId, CopiedFromCaseId: null, Case: { CustomerId: '9', ...data } } },
    { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
    { type: 'CaseStatusChanged', data: { Status: 1, PreviousStatus: 0 } },
    ...(signed
      ? [
          { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
          { type: 'CaseStatusChanged', data: { Status: 2, PreviousStatus: 1 } },
        ]
      : []),
  ]);
  return caseId;
};

/** The versions of every stream a flow touches, to compare before and after. */
const versions = (streamIds: string[]): Promise<number[]> => Promise.all(streamIds.map((streamId) => store.lastVersion(streamId)));

/** Makes the sequence's next number a taken one: a stream already holds it (a leftover, an import, a race). */
const takeNextNumberBehindTheSequence = async (dealerId: string, name: string, streamOf: (id: string) => string, event: (id: string) => NewEvent) => {
  const next = String((await store.lastVersion(sequenceStreamId(name))) + 1);
  await seed(dealerId, streamOf(next), [event(next)]);
  return next;
};

/** Moves the sequence past the number a test occupied, so later tests are not refused on it. */
const skipNumber = async (dealerId: string, name: string): Promise<void> =>
  seed(dealerId, sequenceStreamId(name), [{ type: 'SequenceNumberReserved', data: { Name: name } }]);

const transfer = (swapCarId: string) => ({
  SwapCar: {
    CarId: swapCarId,
    RegistrationDate: '14-03-2019',
    RetailPrice: 159_900,
    PriceWithNoTax: 99_000,
    WholeSalePrice: 120_000,
    Status: 5,
    VehicleNumber: 'T1',
    IsIntern: false,
    IsVatFree: false,
    IsNewNonDbi: false,
    ModelYear: 2019,
    IsVan: false,
  },
  TransferSwapCartoOwnCars: true,
});

let caller: Caller;
beforeAll(async () => {
  caller = await signedIn();
});

describe("signing with 'Overfør byttebilen til egne biler'", () => {
  it('with a swap car that does not exist answers 404 and leaves the case unsigned, taking no number', async () => {
    const swapCarId = newId();
    const caseId = await caseWith(caller.dealerId, { SwapCarId: swapCarId, SalesItem: { Id: '55', Title: 'Škoda Octavia' } });
    const streams = [`case#${caseId}`, `customer-car#${swapCarId}`, sequenceStreamId('car')];
    const before = await versions(streams);
    const refused = await post(caller, '/api/case/savesigneddocument/', { body: { CaseId: caseId, ...transfer(swapCarId) } });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(JSON.parse(refused.body ?? '')).toMatchObject({ Message: 'Kundebilen findes ikke.' });
    expect(await versions(streams)).toEqual(before);
  });

  it('when the stock car number is already taken, signs nothing, takes nothing into stock and burns no number', async () => {
    const swapCarId = newId();
    await seed(caller.dealerId, `customer-car#${swapCarId}`, [
      { type: 'CustomerCarCreated', data: { CarId: swapCarId, DealerId: caller.dealerId, Car: swapCarData('9') } },
    ]);
    const caseId = await caseWith(caller.dealerId, { SwapCarId: swapCarId, SalesItem: { Id: '55', Title: 'Škoda Octavia' } });
    const taken = await takeNextNumberBehindTheSequence(caller.dealerId, 'car', (id) => `car#${id}`, (id) => ({
      type: 'CarCreated',
      data: { CarId: id, DealerId: caller.dealerId, Car: stockCarData },
    }));
    const streams = [`case#${caseId}`, `customer-car#${swapCarId}`, `car#${taken}`, sequenceStreamId('car')];
    const before = await versions(streams);
    const refused = await post(caller, '/api/case/savesigneddocument/', { body: { CaseId: caseId, ...transfer(swapCarId) } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(JSON.parse(refused.body ?? '')).toMatchObject({ Message: 'Bilen findes allerede.', Code: 'AlreadyExists' });
    expect(await versions(streams)).toEqual(before);

    // With the number free again the same signing goes through, all of it at once.
    await skipNumber(caller.dealerId, 'car');
    const signed = await post(caller, '/api/case/savesigneddocument/', { body: { CaseId: caseId, ...transfer(swapCarId) } });
    expect(signed.statusCode, signed.body).toBe(200);
    const stockCarId = String(before[3]! + 2);
    const [caseEvents, swapCarEvents, stockCarEvents] = await Promise.all([
      store.readStream(`case#${caseId}`),
      store.readStream(`customer-car#${swapCarId}`),
      store.readStream(`car#${stockCarId}`),
    ]);
    expect(caseEvents.at(-1)?.type).toBe('ContractSigned');
    expect(swapCarEvents.at(-1)).toMatchObject({ type: 'CustomerCarTakenIntoStock', data: { CarId: stockCarId } });
    expect(stockCarEvents.map((event) => event.type)).toEqual(['CarCreated']);
    expect(new Set([caseEvents.at(-1)!.meta.causationId, swapCarEvents.at(-1)!.meta.causationId, stockCarEvents[0]!.meta.causationId]).size).toBe(1);
  });
});

describe('car delivered', () => {
  it('when the stock car cannot be sold (deleted from stock), records no delivery', async () => {
    const carId = newId();
    await seed(caller.dealerId, `car#${carId}`, [
      { type: 'CarCreated', data: { CarId: carId, DealerId: caller.dealerId, Car: stockCarData } },
      { type: 'CarDeleted', data: {} },
    ]);
    const caseId = await caseWith(caller.dealerId, { SalesItem: { Id: carId, Title: 'Škoda Octavia' } }, true);
    const streams = [`case#${caseId}`, `car#${carId}`];
    const before = await versions(streams);
    const refused = await post(caller, '/api/case/cardelivered', {
      body: { CaseId: caseId, SalesItemCarId: carId, SalesItemSalesPrice: 200_000, SalesItemIsRetailPrice: true },
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(JSON.parse(refused.body ?? '')).toMatchObject({ Message: 'Bilen findes ikke.' });
    expect(await versions(streams)).toEqual(before);
  });

  it("sells the car with the dialog's price and type, or with no price saved, in the same append as the delivery", async () => {
    for (const [price, retail, expected] of [
      [185_000, false, { SalesPrice: 185_000, IsRetailPrice: false }],
      [null, null, { SalesPrice: null, IsRetailPrice: null }],
    ] as const) {
      const carId = newId();
      await seed(caller.dealerId, `car#${carId}`, [{ type: 'CarCreated', data: { CarId: carId, DealerId: caller.dealerId, Car: stockCarData } }]);
      const caseId = await caseWith(caller.dealerId, { SalesItem: { Id: carId, Title: 'Škoda Octavia' } }, true);
      const delivered = await post(caller, '/api/case/cardelivered', {
        body: { CaseId: caseId, SalesItemCarId: carId, SalesItemSalesPrice: price, SalesItemIsRetailPrice: retail },
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      const [sold] = (await store.readStream(`car#${carId}`)).slice(1);
      expect(sold).toMatchObject({ type: 'CarSold', data: expected });
      expect((await store.readStream(`case#${caseId}`)).at(-1)).toMatchObject({ type: 'CarDelivered', meta: { causationId: sold!.meta.causationId } });
    }
  });

  it("sells nothing when the car API maintains the car: the lock is the car's own stream's to say", async () => {
    const carId = newId();
    await seed(caller.dealerId, `car#${carId}`, [
      { type: 'CarCreated', data: { CarId: carId, DealerId: caller.dealerId, Car: stockCarData } },
      { type: 'CarLockedByCarApi', data: { Locked: true } },
    ]);
    const caseId = await caseWith(caller.dealerId, { SalesItem: { Id: carId, Title: 'Škoda Octavia' } }, true);
    const delivered = await post(caller, '/api/case/cardelivered', {
      body: { CaseId: caseId, SalesItemCarId: carId, SalesItemSalesPrice: 185_000, SalesItemIsRetailPrice: true },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await store.readStream(`case#${caseId}`)).at(-1)).toMatchObject({ type: 'CarDelivered' });
    expect(await store.lastVersion(`car#${carId}`)).toBe(2);
  });

  it("refuses to sell a car that is not the case's, naming the field, and records no delivery", async () => {
    const carId = newId();
    const otherCarId = newId();
    await seed(caller.dealerId, `car#${otherCarId}`, [{ type: 'CarCreated', data: { CarId: otherCarId, DealerId: caller.dealerId, Car: stockCarData } }]);
    const caseId = await caseWith(caller.dealerId, { SalesItem: { Id: carId, Title: 'Škoda Octavia' } }, true);
    const refused = await post(caller, '/api/case/cardelivered', { body: { CaseId: caseId, SalesItemCarId: otherCarId } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(JSON.parse(refused.body ?? '')).toMatchObject({ Field: 'SalesItemCarId', Message: 'SalesItemCarId er ikke sagens bil.' });
    expect(await versions([`case#${caseId}`, `car#${otherCarId}`])).toEqual([5, 1]);
  });

  it('refuses a price without its type, naming the field, and sells nothing', async () => {
    const carId = newId();
    await seed(caller.dealerId, `car#${carId}`, [{ type: 'CarCreated', data: { CarId: carId, DealerId: caller.dealerId, Car: stockCarData } }]);
    const caseId = await caseWith(caller.dealerId, { SalesItem: { Id: carId, Title: 'Škoda Octavia' } }, true);
    const refused = await post(caller, '/api/case/cardelivered', { body: { CaseId: caseId, SalesItemCarId: carId, SalesItemSalesPrice: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body ?? '')).toMatchObject({ Field: 'SalesItemIsRetailPrice', Message: 'Vælg om salgsprisen er detailpris eller anden pris.' });
    expect(await versions([`case#${caseId}`, `car#${carId}`])).toEqual([5, 1]);
  });
});

describe('copy case and new case', () => {
  it("refused copies (another dealer's case) take no case number", async () => {
    const other = await signedIn();
    const caseId = await caseWith(other.dealerId, { SalesItem: { Id: '55', Title: 'Škoda Octavia' } });
    const before = await store.lastVersion(sequenceStreamId('case'));
    for (let i = 0; i < 3; i += 1) {
      const refused = await post(caller, '/api/case/copy', { query: { caseId } });
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect(await store.lastVersion(sequenceStreamId('case'))).toBe(before);
    expect(await store.lastVersion(`case#${caseId}`)).toBe(3);
  });

  it("answers the new case's version as its ETag; a retried copy answers the same case and copies nothing again", async () => {
    const caseId = await caseWith(caller.dealerId, { SalesItem: { Id: '55', Title: 'Škoda Octavia' } });
    const headers = { 'idempotency-key': `copy-${newId()}` };
    const copied = await post(caller, '/api/case/copy', { query: { caseId }, headers });
    expect(copied.statusCode, copied.body).toBe(200);
    const copyId = JSON.parse(copied.body ?? '') as string;
    expect(copied.headers?.etag).toBe('"1"');
    const before = await versions([`case#${caseId}`, `case#${copyId}`, sequenceStreamId('case')]);
    const retried = await post(caller, '/api/case/copy', { query: { caseId }, headers });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(JSON.parse(retried.body ?? '')).toBe(copyId);
    expect(retried.headers?.etag).toBe('"1"');
    expect(await versions([`case#${caseId}`, `case#${copyId}`, sequenceStreamId('case')])).toEqual(before);
  });

  it('when the new case number is already taken, records no copy on the original and burns no number', async () => {
    const caseId = await caseWith(caller.dealerId, { SalesItem: { Id: '55', Title: 'Škoda Octavia' } });
    const taken = await takeNextNumberBehindTheSequence(caller.dealerId, 'case', (id) => `case#${id}`, (id) => ({
      type: 'CaseOpened',
      data: { CaseId: id, DealerId: caller.dealerId, CopiedFromCaseId: null, Case: {} },
    }));
    const streams = [`case#${caseId}`, `case#${taken}`, sequenceStreamId('case')];
    const before = await versions(streams);
    const refused = await post(caller, '/api/case/copy', { query: { caseId } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(JSON.parse(refused.body ?? '')).toMatchObject({ Message: 'Sagen findes allerede.' });
    expect(await versions(streams)).toEqual(before);

    // A new case meets the same taken number: refused, and nothing is written either.
    const opened = await post(caller, '/api/case/save', { body: { SalesItem: { Title: 'Škoda Octavia', ModelYear: 2021 } } });
    expect(opened.statusCode, opened.body).toBe(409);
    expect(await versions(streams)).toEqual(before);

    await skipNumber(caller.dealerId, 'case');
    const copied = await post(caller, '/api/case/copy', { query: { caseId } });
    expect(copied.statusCode, copied.body).toBe(200);
    const copyId = JSON.parse(copied.body ?? '') as string;
    expect(copyId).toBe(String(before[2]! + 2));
    expect((await store.readStream(`case#${caseId}`)).at(-1)).toMatchObject({ type: 'CaseCopied', data: { NewCaseId: copyId } });
    expect((await store.readStream(`case#${copyId}`))[0]).toMatchObject({ type: 'CaseOpened', data: { CopiedFromCaseId: caseId } });
  });
});
