import { projection } from '../../platform/projection.ts';

/** A dealer plate as the spec gives it (document 1 "Dealer plate"): its registration number upper-cased. */
export interface DealerPlate {
  Id: string;
  RegistrationNumber: string;
}

/** One row per dealer: its own plates, the choices of a test drive's plate. */
export interface DealerPlatesRow extends Record<string, unknown> {
  DealerId: string;
  Plates: DealerPlate[];
}

export const DEALER_PLATES = 'dealer-plates';
const dealerIdOf = (streamId: string): string => streamId.slice(streamId.indexOf('#') + 1);
// Keyed by the dealer itself, not by whoever set the plates (an administrator may do it from another dealer).
export const dealerPlatesKey = (dealerId: string) => ({ pk: `${DEALER_PLATES}#${dealerId}`, sk: dealerId });

export const dealerPlates = projection({
  name: DEALER_PLATES,
  events: ['DealerPlatesSet'],
  key: (event) => dealerPlatesKey(dealerIdOf(event.streamId)),
  // A plate reads the same however it was typed: the list shows it, and the test drive prints it, upper-cased.
  evolve: (_row: DealerPlatesRow | undefined, { streamId, data }): DealerPlatesRow => ({
    DealerId: dealerIdOf(streamId),
    Plates: data.Plates.map(({ Id, RegistrationNumber }) => ({ Id, RegistrationNumber: RegistrationNumber.toUpperCase() })),
  }),
});
