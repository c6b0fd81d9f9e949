import type { CarEvent, CarState } from '../domain/cars/decider.ts';
import { carDecider } from '../domain/cars/decider.ts';
import { sampleJpeg, THUMBNAIL } from '../functions/cars/pictures/picture-image.ts';
import { storePicture } from '../functions/cars/pictures/picture-store.ts';
import { buildDemoCars, type DemoCar } from '../functions/platform/registries/sandbox-demo-cars.ts';
import { inPool } from '../functions/platform/worker-pool.ts';

/** The demo stock (made with the sandbox registers' fleet, which knows its cars) and its pictures. */
export { buildDemoCars, demoPictureId, type DemoCar } from '../functions/platform/registries/sandbox-demo-cars.ts';

/** The colours the demo pictures are drawn in: the car's own colour, roughly. */
const PICTURE_COLOURS: { match: RegExp; rgb: [number, number, number] }[] = [
  { match: /Sort|Mørkegrå/, rgb: [70, 78, 92] },
  { match: /Hvid|Sølv/, rgb: [214, 222, 232] },
  { match: /Rød/, rgb: [196, 76, 70] },
  { match: /./, rgb: [88, 132, 190] },
];

/**
 * The demo pictures, one per colour, drawn once per process: a car in flat colours, so a small original shows as well
 * as a large one, and pure JavaScript JPEG encoding of a few hundred thousand pixels stays quick.
 */
const drawn = new Map<number, Promise<{ original: Uint8Array; thumbnail: Uint8Array }>>();
const demoPicture = (colour: number) => {
  let picture = drawn.get(colour);
  if (!picture) {
    const rgb = PICTURE_COLOURS[colour]!.rgb;
    picture = Promise.all([
      sampleJpeg({ width: 640, height: 360, rgb }),
      sampleJpeg({ width: 320, height: 180, rgb, quality: THUMBNAIL.quality }),
    ]).then(([original, thumbnail]) => ({ original, thumbnail }));
    drawn.set(colour, picture);
  }
  return picture;
};

/**
 * Stores the pictures of the demo cars (original and thumbnail each) in the pictures bucket, several at a time; a car
 * `seeded` says is there already has them.
 */
export const storeDemoPictures = async (cars: readonly Pick<DemoCar, 'CarId' | 'Car' | 'PictureIds'>[], seeded: (carId: string) => Promise<boolean>): Promise<void> => {
  const pending = (
    await Promise.all(cars.map(async (car) => ((car.PictureIds?.length ?? 0) > 0 && !(await seeded(car.CarId)) ? car : undefined)))
  ).flatMap((car) => (car ? car.PictureIds!.map((id) => ({ id, colour: PICTURE_COLOURS.findIndex((each) => each.match.test(car.Car.Color ?? '')) })) : []));
  await inPool(pending, 16, async ({ id, colour }) => {
    await storePicture(id, await demoPicture(colour));
  });
};

/** A demo car's pictures added through its decider on its state after creation, as uploads would add them. */
export const demoPictureEvents = (demo: Pick<DemoCar, 'DealerId' | 'PictureIds'>, created: CarState): CarEvent[] => {
  const events: CarEvent[] = [];
  let state = created;
  for (const pictureId of demo.PictureIds ?? []) {
    const added = carDecider.decide({ type: 'AddPicture', dealerId: demo.DealerId, pictureId }, state);
    state = added.reduce(carDecider.evolve, state);
    events.push(...added);
  }
  return events;
};

export const demoCars: DemoCar[] = buildDemoCars();
