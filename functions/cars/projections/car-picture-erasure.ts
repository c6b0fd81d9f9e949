import { projection, type ProjectedEvent } from '../../platform/projection.ts';
import { deletePictures } from '../pictures/picture-store.ts';
import { carRowKeyOf } from './car-facts.ts';

/**
 * Deleting a stock car deletes its pictures (originals and thumbnails) from the pictures bucket: nothing names them
 * any more. The row follows the car's pictures; the deletion is the projection's lookup (its I/O) on `CarDeleted`,
 * harmless when redelivered or replayed. A transferred car's pictures live on under its new number: its row goes.
 * pk `car-picture-erasure#<dealerId>`, sk the car id.
 */
export interface CarPictureErasureRow extends Record<string, unknown> {
  Id: string;
  Pictures: string[];
  /** Set once the car was deleted: how many pictures went with it. */
  Deleted?: number;
  ErasedDate?: string;
}

export const CAR_PICTURE_ERASURE = 'car-picture-erasure';
const EVENTS = ['CarCreated', 'CarPictureAdded', 'CarPictureDeleted', 'CarPicturesReordered', 'CarTransferred', 'CarDeleted'] as const;
type PictureEvent = ProjectedEvent<(typeof EVENTS)[number]>;

const carIdOf = (event: Pick<PictureEvent, 'streamId'>): string => event.streamId.slice(event.streamId.indexOf('#') + 1);

export const carPictureErasure = projection<CarPictureErasureRow, (typeof EVENTS)[number], number>({
  name: CAR_PICTURE_ERASURE,
  events: EVENTS,
  streamTypes: ['car'],
  key: (event) => carRowKeyOf(CAR_PICTURE_ERASURE, event),
  lookup: async (row, event) => {
    if (event.type !== 'CarDeleted' || !row?.Pictures.length) return 0;
    await deletePictures(row.Pictures);
    return row.Pictures.length;
  },
  evolve: (row, event, deleted) => {
    const pictures = row?.Pictures ?? [];
    const base = { Id: carIdOf(event), Pictures: pictures };
    switch (event.type) {
      case 'CarCreated':
        return { ...base, Pictures: event.data.Pictures ?? [] };
      case 'CarPictureAdded':
        return { ...base, Pictures: [...pictures, event.data.PictureId] };
      case 'CarPictureDeleted':
        return { ...base, Pictures: pictures.filter((id) => id !== event.data.PictureId) };
      case 'CarPicturesReordered':
        return { ...base, Pictures: event.data.PictureIds };
      case 'CarTransferred':
        return null;
      case 'CarDeleted':
        return { ...base, Pictures: [], Deleted: deleted ?? 0, ErasedDate: event.meta.occurredAt };
    }
  },
});
