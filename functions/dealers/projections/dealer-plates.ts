import type { EventData } from '../../../events/catalogue.ts';
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

export const dealerPlates = projection<DealerPlatesRow>({
  name: DEALER_PLATES,
  streamTypes: ['dealer'],
  key: (event) => dealerPlatesKey(dealerIdOf(event.streamId)),
  evolve(row, event) {
    if (event.type !== 'DealerPlatesSet') return row ?? null;
    const data = event.data as EventData<'DealerPlatesSet'>;
    // A plate reads the same however it was typed: the list shows it, and the test drive prints it, upper-cased.
    const plates = data.Plates.map(({ Id, RegistrationNumber }) => ({ Id, RegistrationNumber: RegistrationNumber.toUpperCase() }));
    return { DealerId: dealerIdOf(event.streamId), Plates: plates };
  },
});
