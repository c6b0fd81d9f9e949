import { describe, expect, it } from 'vitest';
import type { CustomerCarData } from '../../../events/customer-cars.ts';
import type { EventData, EventType } from '../../../events/catalogue.ts';
import type { ProjectedEvent } from '../../platform/projection.ts';
import { evolveCustomerCarBids } from './customer-car-bids.ts';
import { evolveCustomerCarRow } from './customer-car-list.ts';

const car = {
  CustomerId: '7',
  LatestBid: null,
  RegistrationDate: '2019-03-14',
  Variant: { Title: '', Make: 'VW', Model: 'Golf' },
} as unknown as CustomerCarData;

let version = 0;
const event = <T extends EventType>(type: T, data: EventData<T>, occurredAt = '2026-01-05T10:00:00.000Z') => ({
  type,
  data,
  streamId: 'customer-car#4',
  version: (version += 1),
  meta: { eventId: String(version), occurredAt, dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
}) as ProjectedEvent<T>;
const bid = (id: string, price: number) => ({ Id: id, CaseId: '1042', CreatedByUserName: 'Mads Sørensen', CreatedDate: '2026-01-05T10:00:00.000Z', Price: price, CarTitle: 'VW Golf', FirstRegistration: null, BranchName: 'Demo Biler Aarhus' });

describe('the customer car list row', () => {
  it('holds the car with its id, title and the gsi keys; an update keeps the created date', () => {
    const created = evolveCustomerCarRow(undefined, event('CustomerCarCreated', { CarId: '4', DealerId: '101', Car: car }, '2026-01-01T00:00:00.000Z'));
    expect(created).toMatchObject({ Id: '4', DealerId: '101', CustomerId: '7', Title: 'VW Golf', gsi1pk: 'customer-car#4', gsi1sk: 'customer-car-list' });
    const updated = evolveCustomerCarRow(created!, event('CustomerCarUpdated', { Car: { ...car, Variant: { ...car.Variant, Title: 'VW Golf 1,5 TSI' } } }, '2026-01-02T00:00:00.000Z'));
    expect(updated).toMatchObject({ Title: 'VW Golf 1,5 TSI', CreatedDate: '2026-01-01T00:00:00.000Z', ModifiedDate: '2026-01-02T00:00:00.000Z' });
  });
  it('a car forgotten with its customer leaves the list, and its bids with it', () => {
    const created = evolveCustomerCarRow(undefined, event('CustomerCarCreated', { CarId: '4', DealerId: '101', Car: car }));
    expect(evolveCustomerCarRow(created!, event('CustomerCarForgotten', {}))).toBeNull();
    const bids = evolveCustomerCarBids(undefined, event('CustomerCarBidRecorded', { Bid: bid('1', 80_000) }));
    expect(evolveCustomerCarBids(bids!, event('CustomerCarForgotten', {}))).toBeNull();
  });
  it('a deleted car stays in the list, marked Deleted', () => {
    const created = evolveCustomerCarRow(undefined, event('CustomerCarCreated', { CarId: '4', DealerId: '101', Car: car }));
    expect(evolveCustomerCarRow(created!, event('CustomerCarDeleted', {}))).toMatchObject({ Id: '4', Deleted: true });
  });
});

describe('the bids of a customer car', () => {
  it('lists the bids newest first', () => {
    let row = evolveCustomerCarBids(undefined, event('CustomerCarBidRecorded', { Bid: bid('1', 80_000) }));
    expect(row).toEqual({ CarId: '4', Bids: [bid('1', 80_000)] });
    row = evolveCustomerCarBids(undefined, event('CustomerCarBidRecorded', { Bid: bid('1', 80_000) }));
    row = evolveCustomerCarBids(row!, event('CustomerCarBidRecorded', { Bid: bid('2', 87_500) }));
    expect(row!.Bids.map((entry) => entry.Price)).toEqual([87_500, 80_000]);
  });
});
