import { describe, expect, it } from 'vitest';
import { sampleStockCar } from '../../../domain/cars/test-fixtures.ts';
import type { StoredEvent } from '../../../events/envelope.ts';
import { carPictureErasure, type CarPictureErasureRow } from './car-picture-erasure.ts';

let version = 0;
const event = (type: string, data: unknown, dealerId = '101'): StoredEvent =>
  ({
    streamId: 'car#55',
    version: (version += 1),
    type,
    data,
    meta: { eventId: `e${version}`, occurredAt: '2026-09-01T10:00:00.000Z', dealerId, userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  }) as StoredEvent;
const created = (pictures?: string[]) => {
  version = 0;
  return event('CarCreated', { CarId: '55', DealerId: '101', Car: sampleStockCar, ...(pictures ? { Pictures: pictures } : {}) });
};
const fold = (events: StoredEvent[], deleted?: number): CarPictureErasureRow | null =>
  events.reduce<CarPictureErasureRow | null>((row, each) => carPictureErasure.evolve(row ?? undefined, each, each.type === 'CarDeleted' ? deleted : undefined) as CarPictureErasureRow | null, null);

describe('the pictures a deleted car leaves behind', () => {
  it('follows the car’s pictures, those it brought from another department included', () => {
    const row = fold([
      created(['aaaaaaaa-0']),
      event('CarPictureAdded', { PictureId: 'aaaaaaaa-1' }),
      event('CarPictureAdded', { PictureId: 'aaaaaaaa-2' }),
      event('CarPicturesReordered', { PictureIds: ['aaaaaaaa-2', 'aaaaaaaa-0', 'aaaaaaaa-1'] }),
      event('CarPictureDeleted', { PictureId: 'aaaaaaaa-0' }),
    ]);
    expect(row).toEqual({ Id: '55', Pictures: ['aaaaaaaa-2', 'aaaaaaaa-1'] });
    expect(carPictureErasure.keyOf(created())).toEqual({ pk: 'car-picture-erasure#101', sk: '55' });
  });

  it('records how many pictures went with a deleted car, and forgets a transferred one (its pictures live on)', () => {
    expect(fold([created(), event('CarPictureAdded', { PictureId: 'aaaaaaaa-1' }), event('CarDeleted', {})], 1)).toEqual({
      Id: '55',
      Pictures: [],
      Deleted: 1,
      ErasedDate: '2026-09-01T10:00:00.000Z',
    });
    expect(fold([created(['aaaaaaaa-1']), event('CarTransferred', { FromDealerId: '101', ToDealerId: '102', NewCarId: '77' })])).toBeNull();
  });

  it('deletes nothing for any other event, nor for a car without pictures', async () => {
    expect(await carPictureErasure.lookup({ Id: '55', Pictures: ['aaaaaaaa-1'] }, event('CarPictureAdded', { PictureId: 'aaaaaaaa-2' }))).toBe(0);
    expect(await carPictureErasure.lookup({ Id: '55', Pictures: [] }, event('CarDeleted', {}))).toBe(0);
    expect(carPictureErasure.handles({ type: 'CarDeleted', streamId: 'customer-car#5' })).toBe(false);
  });
});
