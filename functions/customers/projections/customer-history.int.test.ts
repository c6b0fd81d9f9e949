import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rowAt } from '../../../tests/support/read-models.ts';
import { customerSchema } from '../../../domain/customers/customer.ts';
import { customerDecider } from '../../../domain/customers/decider.ts';
import type { StoredEvent } from '../../../events/envelope.ts';
import { EventStore, type AppendContext } from '../../platform/event-store.ts';
import { LocalKeyVault, PersonalData } from '../../platform/personal-data.ts';
import { ProjectionRunner } from '../../platform/projection.ts';
import { newCustomerEvents } from '../create-customer.ts';
import { forgetCustomer } from '../forget-customer.ts';
import { protectCustomer } from '../personal.ts';
import { customerHistoryKey, customerHistoryProjection } from './customer-history.ts';

/**
 * A customer's history through the real event store, the real key vault and the real runner: it tells the personal
 * changes with before and after while the customer is known, and once the customer is forgotten neither the live row nor
 * a rebuild from the store holds any of it.
 */
const store = new EventStore();
const personalData = new PersonalData(LocalKeyVault.random());
const history = customerHistoryProjection(() => personalData);
const runner = new ProjectionRunner([history], store);
const context = (): AppendContext => ({ dealerId: '101', userId: '5', correlationId: randomUUID(), causationId: randomUUID() });

const karen = customerSchema.parse({ IsBusiness: false, FirstName: 'Karen', LastName: 'Ødegaard', Street: 'Østergade', StreetNumber: '3', ZipCode: '8000', City: 'Aarhus C', CellPhone: '31323334', Category: 0, AccountManagerId: '5' });
const SECRETS = ['Karen', 'Ødegaard', 'Østergade', '31323334', '40414243'];

const savedCustomer = async (): Promise<{ id: string; events: StoredEvent[] }> => {
  const id = String(randomInt(1_000_000_000, 9_000_000_000));
  const streamId = `customer#${id}`;
  const events = await store.append(streamId, 0, await newCustomerEvents(personalData, id, '101', karen), context());
  const saved = await protectCustomer(personalData, id, { ...karen, CellPhone: '40414243', Category: 1 });
  const state = events.reduce((folded, event) => customerDecider.evolve(folded, event as never), customerDecider.initialState());
  events.push(...(await store.append(streamId, events.length, customerDecider.decide({ type: 'UpdateCustomer', dealerId: '101', ...saved }, state), context())));
  return { id, events };
};

const texts = async (id: string): Promise<string[][]> =>
  (((await rowAt(customerHistoryKey('101', id)))?.Entries ?? []) as { Lines: { Text: string }[] }[]).map((entry) => entry.Lines.map((told) => told.Text));

describe("a customer's history", () => {
  it('tells the personal changes with before and after while the customer is known', async () => {
    const { id, events } = await savedCustomer();
    await runner.applyBatch(events);
    expect(await texts(id)).toEqual([
      ['Emnet er oprettet.', 'Navn: Karen Ødegaard.'],
      ['Kategori ændret fra Emne til Kunde.', 'Mobil ændret fra 31323334 til 40414243.'],
    ]);
  });

  it('keeps none of it once the customer is forgotten, live and rebuilt from the store alike', async () => {
    const { id, events } = await savedCustomer();
    await runner.applyBatch(events);
    await forgetCustomer(store, personalData, id, context());
    await runner.applyBatch(await store.readStream(`customer#${id}`, 3));
    const erased = [
      ['Emnet er oprettet.', 'Oplysningerne er slettet.'],
      ['Kategori ændret fra Emne til Kunde.', 'Oplysningerne er slettet.'],
      ['Kundens personoplysninger er slettet.'],
    ];
    expect(await texts(id)).toEqual(erased);
    const live = JSON.stringify(await rowAt(customerHistoryKey('101', id)));
    for (const secret of SECRETS) expect(live).not.toContain(secret);

    await runner.deleteRow(customerHistoryKey('101', id));
    await runner.replayStreams([await store.readStream(`customer#${id}`)]);
    expect(await texts(id)).toEqual(erased);
    const rebuilt = JSON.stringify(await rowAt(customerHistoryKey('101', id)));
    for (const secret of SECRETS) expect(rebuilt).not.toContain(secret);
  });
});
