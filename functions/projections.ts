import type { Projection } from './platform/projection.ts';
import { dealerDirectory } from './account/projections/dealer-directory.ts';
import { userDirectory } from './account/projections/user-directory.ts';

/** Every projection, by name: the projector Lambda runs them all (one reader on the stream), `npm run rebuild` picks one. */
export const projections: readonly Projection[] = [userDirectory, dealerDirectory] as unknown as Projection[];

export const projectionNamed = (name: string): Projection | undefined => projections.find((p) => p.name === name);
