import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { streamBatchOf } from '../tests/support/stream-records.ts';
import { customerDecider } from '../domain/customers/decider.ts';
import { sampleCustomer, sampleCustomerCar } from '../domain/customers/test-fixtures.ts';
import type { CustomerCarData } from '../events/customer-cars.ts';
import type { NewEvent } from '../events/envelope.ts';
import { privatePersonalDataKeysTable } from './test-support.ts';
import { projector } from '../functions/projector.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { LocalKeyVault, PersonalData } from '../functions/platform/personal-data.ts';
import { randomSource, runProjectionSpec, type StreamHistory } from '../functions/platform/projection-spec.ts';
import { newCustomerEvents } from '../functions/customers/create-customer.ts';
import { MATCH_SLOTS, matchKey } from '../functions/customers/customer-matching.ts';
import { customerMatchIndexKey, customerMatchProjection } from '../functions/customers/projections/customer-match.ts';
import { protectCustomer } from '../functions/customers/personal.ts';
import { customerOverviewProjection } from '../functions/customers/projections/customer-overview.ts';

/**
 * The customer overview projection on the platform's one projection spec: the customers' and their cars' histories
 * appended to the real event store, projected by the real runner into DynamoDB Local once in order, then again in
 * shuffled batches, each delivered twice at once; both end in the same rows. The duplicate check's rows keep the CPR,
 * phones and e-mail only as keyed hashes.
 */
const personalData = new PersonalData(LocalKeyVault.random(), dynamo(), await privatePersonalDataKeysTable());
const projection = customerOverviewProjection(() => personalData);

const karen = sampleCustomer;
const car = (registrationNumber: string, make: string, model: string, customerId: string): CustomerCarData => sampleCustomerCar(customerId, registrationNumber, make, model);

const histories = async (): Promise<{ customerId: string; carIds: string[]; histories: StreamHistory[] }> => {
  const customerId = String(randomInt(1_000_000_000, 9_000_000_000));
  const created = await newCustomerEvents(personalData, customerId, '101', karen);
  const renamed = await protectCustomer(personalData, customerId, { ...karen, Category: 1, City: 'Aarhus N', ZipCode: '8200' });
  const state = created.reduce((folded, event) => customerDecider.evolve(folded, event as never), customerDecider.initialState());
  const updated = customerDecider.decide({ type: 'UpdateCustomer', dealerId: '101', ...renamed }, state);
  const [first, second] = [String(randomInt(1_000_000_000, 9_000_000_000)), String(randomInt(1_000_000_000, 9_000_000_000))];
  const carEvents = (carId: string, ...rest: NewEvent[]): NewEvent[] => [
    { type: 'CustomerCarCreated', data: { CarId: carId, DealerId: '101', Car: car('AB12345', 'VW', 'Golf', customerId) } },
    ...rest,
  ];
  return {
    customerId,
    carIds: [first, second],
    histories: [
      { streamId: `customer#${customerId}`, dealerId: '101', events: [...created, ...updated] as NewEvent[] },
      {
        streamId: `customer-car#${first}`,
        dealerId: '101',
        events: carEvents(first, { type: 'CustomerCarUpdated', data: { Car: car('CD 67 890', 'Škoda', 'Octavia', customerId) } }),
      },
      { streamId: `customer-car#${second}`, dealerId: '101', events: carEvents(second, { type: 'CustomerCarDeleted', data: {} }) },
    ],
  };
};

describe('the customer overview projection', () => {
  it('ends in the same rows fed twice, shuffled, as fed once in order; the cars follow their own streams', async () => {
    const { customerId, carIds, histories: streams } = await histories();
    const outcome = await runProjectionSpec(projection, streams, { random: randomSource(20261126), handler: (runner) => projector(runner), batchOf: streamBatchOf });
    expect(outcome.events).toBe(6);
    expect(outcome.shuffled).toEqual(outcome.inOrder);
    const rowOf = (sk: string) => outcome.inOrder.get(`customer-overview#101 ${sk}`);
    expect(rowOf(`customer#${customerId}`)).toMatchObject({
      Kind: 'customer',
      CustomerId: customerId,
      Name: 'Karen Ødegaard',
      Address: 'Østergade 3',
      ZipCode: '8200',
      City: 'Aarhus N',
      CellPhone: '31323334',
      Category: 1,
      lastVersion: 2,
    });
    expect(rowOf(`customer-car#${carIds[0]}`)).toMatchObject({ Kind: 'customer-car', CustomerId: customerId, RegistrationNumber: 'CD67890', Make: 'Škoda', Model: 'Octavia', lastVersion: 2 });
    expect(rowOf(`customer-car#${carIds[1]}`)).toMatchObject({ Deleted: true, lastVersion: 2 });
  });

  it('keeps no CPR; the duplicate check finds the customer under the keyed hashes it makes, in its own department', async () => {
    const { customerId, histories: streams } = await histories();
    const outcome = await runProjectionSpec(projection, streams.slice(0, 1), { random: randomSource(7), handler: (runner) => projector(runner), batchOf: streamBatchOf });
    const stored = JSON.stringify(outcome.inOrder.get(`customer-overview#101 customer#${customerId}`)!);
    for (const secret of ['0304851234', '030485', '851234']) expect(stored).not.toContain(secret);
    const indexed: string[] = [];
    for (const slot of MATCH_SLOTS) {
      // A customer of its own for each slot: the spec appends the history it projects.
      const { customerId: matchedId, histories: matchedStreams } = await histories();
      const matched = await runProjectionSpec(customerMatchProjection(slot, () => personalData), matchedStreams.slice(0, 1), { random: randomSource(7), handler: (runner) => projector(runner), batchOf: streamBatchOf });
      expect(matched.shuffled).toEqual(matched.inOrder);
      const row = matched.inOrder.get(`customer-match#101 ${slot}#${matchedId}`)!;
      for (const secret of ['0304851234', '851234', '31323334', 'karen@']) expect(JSON.stringify(row)).not.toContain(secret);
      if (row.gsi1pk) indexed.push(row.gsi1pk as string);
    }
    // Karen has no landline: three values, three index keys.
    expect(new Set(indexed)).toEqual(
      new Set([
        customerMatchIndexKey('101', await matchKey(personalData, 'cpr', '0304851234')),
        customerMatchIndexKey('101', await matchKey(personalData, 'phone', '31323334')),
        customerMatchIndexKey('101', await matchKey(personalData, 'email', 'karen@example.dk')),
      ]),
    );
  });
});
