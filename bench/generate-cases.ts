import { randomUUID } from 'node:crypto';
import { caseDecider, type CaseCommand, type CaseEvent, type CaseRequest, type CaseState } from '../domain/cases/decider.ts';
import type { CaseData } from '../events/cases.ts';
import type { NewEvent, StoredEvent } from '../events/envelope.ts';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore, storedEvents } from '../functions/platform/event-store.ts';
import { eventsTable, physicalName } from '../functions/platform/tables.ts';
import { demoData } from '../local/demo-data.ts';

/**
 * Realistic sales cases for the benchmarks, appended through the event store as the API would: each case's history is
 * decided by the domain's decider (opened with a demo customer and a demo stock car or a specified vehicle of the
 * department, then for some printed, signed, closed or deleted) and appended as one batch per case, many cases at a
 * time. Case numbers come from the 'case' sequence, reserved up front, so cases created later through the API follow.
 * Deterministic for a given seed.
 */
export interface GeneratedCases {
  cases: number;
  events: number;
  /** Cases per department. */
  byDealer: Record<string, number>;
  /** Live (not deleted) cases per department, and how many of them are not closed. */
  live: Record<string, number>;
  open: Record<string, number>;
  /** The first and last case number. */
  first: number;
  last: number;
}

/** A small deterministic random source (LCG), so that every run generates the same cases. */
const randomSource = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
};

const SPECIFIED = [
  ['Tesla', 'Model Y Long Range AWD'],
  ['Volvo', 'XC40 Recharge Plus'],
  ['Kia', 'EV6 GT-Line'],
  ['Škoda', 'Enyaq iV 80'],
  ['Peugeot', 'e-2008 Allure'],
  ['Toyota', 'Corolla Touring Sports 1.8 Hybrid'],
  ['Mercedes-Benz', 'EQA 250+'],
  ['Citroën', 'ë-C4 Shine'],
] as const;

/** What becomes of a case, with its share of all cases (the rest stays open, untouched since it was saved). */
const FATES = [
  { fate: 'printed', share: 0.2 },
  { fate: 'signed', share: 0.1 },
  { fate: 'delivered', share: 0.05 },
  { fate: 'closed', share: 0.1 },
  { fate: 'deleted', share: 0.03 },
] as const;
type Fate = (typeof FATES)[number]['fate'] | 'open';

const COMMANDS: Record<Fate, CaseRequest[]> = {
  open: [],
  printed: [{ type: 'PrintDocument', document: 'Contract' }],
  signed: [{ type: 'PrintDocument', document: 'Contract' }, { type: 'MarkDocumentSigned' }],
  delivered: [{ type: 'PrintDocument', document: 'Contract' }, { type: 'MarkDocumentSigned' }, { type: 'DeliverCar' }],
  closed: [{ type: 'PrintDocument', document: 'Contract' }, { type: 'MarkDocumentSigned' }, { type: 'DeliverCar' }, { type: 'CloseCase' }],
  deleted: [{ type: 'DeleteCase' }],
};

/** The history of one case, decided command by command as the API would. */
const historyOf = (caseId: string, dealerId: string, data: CaseData, fate: Fate): CaseEvent[] => {
  let state: CaseState = caseDecider.initialState();
  const events: CaseEvent[] = [];
  for (const request of [{ type: 'OpenCase', caseId, data } as CaseRequest, ...COMMANDS[fate]]) {
    const command = { ...request, dealerId } as CaseCommand;
    const decided = caseDecider.decide(command, state);
    state = decided.reduce(caseDecider.evolve, state);
    events.push(...decided);
  }
  return events;
};

export async function generateCases(
  total: number,
  options: {
    store?: EventStore;
    concurrency?: number;
    seed?: number;
    log?: (message: string) => void;
    /**
     * Write the events as a bulk import (batches of 25 unconditional puts) instead of one transaction per case: the
     * same events, for filling a store with a million of them in minutes. Only for a store nothing else writes to.
     */
    bulk?: boolean;
  } = {},
): Promise<GeneratedCases> {
  const store = options.store ?? new EventStore();
  const concurrency = options.concurrency ?? 50;
  const random = randomSource(options.seed ?? 2026);
  const log = options.log ?? (() => {});

  // The dealer group: the departments with the case function, their salespeople, customers and stock cars.
  const departments = demoData.departments.filter((department) => department.SubscriptionPackageName !== 'start').map((department) => department.DealerId);
  const people = Object.fromEntries(departments.map((dealerId) => [dealerId, demoData.users.filter((user) => user.DealerId === dealerId && !user.IsConsultant).map((user) => user.UserId)]));
  const customers = Object.fromEntries(departments.map((dealerId) => [dealerId, demoData.customers.filter((customer) => customer.DealerId === dealerId).map((customer) => customer.CustomerId)]));
  const cars = Object.fromEntries(departments.map((dealerId) => [dealerId, demoData.cars.filter((car) => car.DealerId === dealerId)]));

  const context = (dealerId: string) => ({ dealerId, userId: 'bench', correlationId: randomUUID(), causationId: 'bench-generate-cases' });
  const first = (await store.lastVersion('sequence#case')) + 1;
  const importer = options.bulk ? bulkImporter() : undefined;
  for (let from = 0; from < total; from += 100) {
    const reserved: NewEvent[] = Array.from({ length: Math.min(100, total - from) }, () => ({ type: 'SequenceNumberReserved', data: { Name: 'case' } }));
    const append = { streamId: 'sequence#case', expectedVersion: first - 1 + from, events: reserved };
    if (importer) importer.add(storedEvents(append, context(departments[0]!), new Date().toISOString()));
    else await store.append(append.streamId, append.expectedVersion, append.events, context(departments[0]!));
  }
  await importer?.flush();

  const outcome: GeneratedCases = { cases: 0, events: 0, byDealer: {}, live: {}, open: {}, first, last: first + total - 1 };
  const started = performance.now();
  const plans = Array.from({ length: total }, (_, index) => {
    const caseId = String(first + index);
    // Three in five cases are Aarhus's (the larger department), the rest Aalborg's.
    const dealerId = random.next() < 0.6 ? departments[0]! : (departments[1] ?? departments[0]!);
    const car = random.next() < 0.75 ? random.pick(cars[dealerId]!) : undefined;
    const [make, model] = random.pick(SPECIFIED);
    const data: CaseData = {
      CustomerId: random.next() < 0.95 ? random.pick(customers[dealerId]!) : null,
      CaseManagerId: random.pick(people[dealerId]!),
      SalesItem: car
        ? {
            Id: car.CarId,
            Title: [car.Car.Make, car.Car.Model, car.Car.Variant].filter(Boolean).join(' '),
            RegistrationNumber: car.Car.RegistrationNumber || null,
            ChassisNumber: car.Car.ChassisNumber || null,
            VehicleNumber: car.Car.VehicleNumber || null,
            ModelYear: car.Car.ModelYear,
            RegistrationDate: car.Car.RegistrationDate,
            Mileage: car.Car.Mileage,
            SalesItemPriceWithVat: car.Car.CashPrice,
            IsFactoryNew: false,
            IsSpecifiedVehicle: false,
          }
        : { Title: `${make} ${model}`, IsFactoryNew: true, IsSpecifiedVehicle: false, SalesItemPriceWithVat: Math.round(300_000 + random.next() * 400_000) },
    };
    let roll = random.next();
    const fate: Fate = FATES.find(({ share }) => (roll -= share) < 0)?.fate ?? 'open';
    // A case without a customer cannot be printed: it stays open.
    return { caseId, dealerId, data, fate: data.CustomerId ? fate : fate === 'deleted' ? fate : 'open' };
  });

  const chunk = options.bulk ? concurrency * 20 : concurrency;
  for (let start = 0; start < plans.length; start += chunk) {
    await Promise.all(
      plans.slice(start, start + chunk).map(async ({ caseId, dealerId, data, fate }) => {
        const events = historyOf(caseId, dealerId, data, fate);
        if (importer) importer.add(storedEvents({ streamId: `case#${caseId}`, expectedVersion: 0, events }, context(dealerId), new Date().toISOString()));
        else await store.append(`case#${caseId}`, 0, events, context(dealerId));
        outcome.cases += 1;
        outcome.events += events.length;
        outcome.byDealer[dealerId] = (outcome.byDealer[dealerId] ?? 0) + 1;
        if (fate !== 'deleted') outcome.live[dealerId] = (outcome.live[dealerId] ?? 0) + 1;
        if (fate !== 'deleted' && fate !== 'closed') outcome.open[dealerId] = (outcome.open[dealerId] ?? 0) + 1;
      }),
    );
    await importer?.flush();
    if ((start / chunk) % 40 === 0) log(`  ${outcome.cases} cases appended (${Math.round(performance.now() - started)} ms)`);
  }
  return outcome;
}

/** Stored events written 25 a request, many requests at once; what DynamoDB leaves unprocessed is sent again. */
const bulkImporter = () => {
  const client = dynamo();
  const tableName = physicalName(eventsTable);
  let queued: StoredEvent[] = [];
  const write = async (items: StoredEvent[]): Promise<void> => {
    let requests = items.map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  };
  return {
    add: (events: readonly StoredEvent[]) => queued.push(...events),
    async flush(): Promise<void> {
      const items = queued;
      queued = [];
      const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, index) => items.slice(index * 25, index * 25 + 25));
      for (let start = 0; start < batches.length; start += 16) await Promise.all(batches.slice(start, start + 16).map(write));
    },
  };
};
