import { carDecider, type CarState } from '../../../domain/cars/decider.ts';
import { MAX_PICTURES } from '../../../domain/cars/messages.ts';
import { integerText, scopedId } from '../../platform/http/request-schemas.ts';
import { respond } from '../../platform/http/response.ts';
import type { CommandGroup } from '../../platform/command-handler.ts';
import { carStreamId } from '../car-commands.ts';
import { carPictureFields } from './picture-store.ts';

/**
 * What the picture routes share (spec document 2 §7 "Photos": `/api/CarPicture?{product}Id`, `&number` to delete,
 * `/move?…&oldNumber&newNumber`): the car's id as `carId`, picture numbers 1..12 as the uploader shows them, and
 * one answer, the car's pictures afterwards with fresh links, so the uploader and gallery show what was stored.
 */
export const carIdParam = scopedId('car', 'carId', 'Bil-id');
export const pictureNumber = (field: string) => integerText(field, 1, MAX_PICTURES);

/** The car's stream loaded into the group (the decider checks the dealer and the lock when a command is decided). */
export const loadCar = (group: CommandGroup, carId: string) => group.load(carDecider, carStreamId(carId));

export interface PicturesResult {
  CarId: string;
  PictureIds: string[];
  Title: string;
}

export const picturesResult = (carId: string, state: CarState): PicturesResult => ({
  CarId: carId,
  PictureIds: state.kind === 'active' ? [...state.pictures] : [],
  Title: state.kind === 'active' ? state.title : '',
});

/** The id of the picture shown as `number`, or undefined. */
export const pictureAt = (car: CarState, number: number): string | undefined => (car.kind === 'active' ? car.pictures[number - 1] : undefined);

/** The answer of every picture route: the car's pictures in order, with links, and the car's version as the ETag. */
export const picturesAnswer = async (result: PicturesResult, version: number, extra: Record<string, unknown> = {}) =>
  respond(200, { CarId: result.CarId, ...extra, ...(await carPictureFields(result.PictureIds, result.Title)) }, { headers: { etag: `"${version}"` } });
