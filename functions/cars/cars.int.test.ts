import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rowAt } from '../../tests/support/read-models.ts';
import { shuffled, streamBatchOf } from '../../tests/support/stream-records.ts';
import { carSchema } from '../../domain/cars/car.ts';
import { carDecider, type CarCommand } from '../../domain/cars/decider.ts';
import type { StoredEvent } from '../../events/envelope.ts';
import { projector } from '../projector.ts';
import { EventStore } from '../platform/event-store.ts';
import { ProjectionRunner } from '../platform/projection.ts';
import { carDetails, carDetailsKey } from './projections/car-details.ts';
import { carIndexKey, carRowKey, ownCarList } from './projections/own-car-list.ts';

const store = new EventStore();
const projections = [ownCarList, carDetails];

const golf = carSchema.parse({
  Make: 'Volkswagen',
  Model: 'Golf',
  Variant: '1,5 eTSI Life DSG',
  Motor: '1,5',
  ModelYear: 2021,
  RegistrationDate: '2021-04-09',
  Mileage: 61_200,
  CashPrice: 219_900,
  RetailPrice: 219_900,
  FuelType: 'Petrol',
  GearType: 'AutoShift',
  CarType: 1,
  RegistrationNumber: 'cx 45 678',
  ChassisNumber: 'WVWZZZCDZMW123456',
  VehicleNumber: '1042',
  ResponsibleUserId: '5',
  ExtraEquipmentText: 'Adaptiv fartpilot, bakkamera',
  InStockSince: '2026-09-15',
});

/** Runs commands through the car decider on a new car stream; returns the stored events. */
async function carHistory(dealerId: string, commands: (id: string) => CarCommand[]): Promise<{ id: string; events: StoredEvent[] }> {
  const id = String(randomInt(1_000_000_000, 9_000_000_000));
  const events: StoredEvent[] = [];
  for (const command of commands(id)) {
    const state = events.reduce((current, event) => carDecider.evolve(current, event as never), carDecider.initialState());
    const context = { dealerId, userId: '5', correlationId: randomUUID(), causationId: randomUUID() };
    events.push(...(await store.append(`car#${id}`, events.length, carDecider.decide(command, state), context)));
  }
  return { id, events };
}

describe('stock cars: list and details read models', () => {
  it('keeps one row per car with the list fields, and the details with every field', async () => {
    const { id, events } = await carHistory('101', (carId) => [
      { type: 'CreateCar', carId, dealerId: '101', car: golf },
      { type: 'UpdateCar', dealerId: '101', car: { ...golf, Mileage: 61_900, CashPrice: 214_900 } },
      { type: 'SellCar', dealerId: '101', salesPrice: 210_000, isRetailPrice: false, soldDate: '2026-11-20' },
    ]);
    expect((await projector(new ProjectionRunner(projections))(streamBatchOf(events))).batchItemFailures).toEqual([]);

    const row = await rowAt(carRowKey('101', id));
    expect(row).toMatchObject({
      Id: id,
      DealerId: '101',
      Title: 'Volkswagen Golf 1,5 eTSI Life DSG',
      Type: 1,
      Make: 'Volkswagen',
      Model: 'Golf',
      FirstRegistrationDate: '2021-04-09',
      Mileage: 61_900,
      CashPrice: 214_900,
      Status: 0,
      RegistrationNumber: 'CX45678',
      VehicleNumber: '1042',
      ResponsibleUserId: '5',
      IsSold: true,
      SoldDate: '2026-11-20',
      SalesPrice: 210_000,
      CreatedDate: events[0]!.meta.occurredAt,
      ModifiedDate: events[2]!.meta.occurredAt,
      SearchText: 'volkswagen golf 1,5 etsi life dsg 1,5 2021 cx45678 1042 wvwzzzcdzmw123456 benzin',
      gsi1pk: carIndexKey(id),
      lastVersion: 3,
    });
    expect(row).not.toHaveProperty('ExtraEquipmentText');
    expect(await rowAt(carDetailsKey('101', id))).toMatchObject({
      ...golf,
      Mileage: 61_900,
      CashPrice: 214_900,
      Title: 'Volkswagen Golf 1,5 eTSI Life DSG',
      IsSold: true,
      SalesPrice: 210_000,
      IsRetailPrice: false,
      ExtraEquipmentText: 'Adaptiv fartpilot, bakkamera',
    });
    expect(await rowAt(carRowKey('102', id))).toBeUndefined();
  });

  it('ends in the same rows when fed the events twice and out of order as when fed once in order, deletion included', async () => {
    const histories = await Promise.all([
      carHistory('101', (carId) => [
        { type: 'CreateCar', carId, dealerId: '101', car: golf },
        { type: 'UpdateCar', dealerId: '101', car: { ...golf, Status: 5 } },
        { type: 'UpdateCar', dealerId: '101', car: { ...golf, Status: 0, Color: 'Hvid' } },
        { type: 'SellCar', dealerId: '101', salesPrice: null, isRetailPrice: null, soldDate: '2026-11-21' },
      ]),
      carHistory('101', (carId) => [
        { type: 'CreateCar', carId, dealerId: '101', car: { ...golf, Model: 'Polo' } },
        { type: 'UpdateCar', dealerId: '101', car: { ...golf, Model: 'Polo', Mileage: 1 } },
        { type: 'DeleteCar', dealerId: '101' },
      ]),
    ]);
    const events = histories.flatMap((history) => history.events);
    const keys = histories.flatMap(({ id }) => [carRowKey('101', id), carDetailsKey('101', id)]);
    const runner = new ProjectionRunner(projections);
    await projector(runner)(streamBatchOf(events));
    const expected = await Promise.all(keys.map(rowAt));
    expect(expected[0]).toMatchObject({ Color: 'Hvid', IsSold: true, SalesPrice: null, lastVersion: 4 });
    expect(expected[2]).toMatchObject({ deleted: true, lastVersion: 3 });
    expect(expected[2]).not.toHaveProperty('Title');

    for (const key of keys) await runner.deleteRow(key);
    const handle = projector(new ProjectionRunner(projections));
    expect((await handle(streamBatchOf(shuffled(events, 3)))).batchItemFailures).toEqual([]);
    expect((await handle(streamBatchOf(shuffled(events, 5)))).batchItemFailures).toEqual([]);
    expect(await Promise.all(keys.map(rowAt))).toEqual(expected);
  });
});
