import { describeCarEvent, evolveCarHistory, type CarHistoryState } from '../../../domain/history/car-history.ts';
import { historyKey, recordHistory } from '../../platform/record-history.ts';
import { CAR_EVENTS, carRowKeyOf } from './car-facts.ts';

/** The stock car's history (its Historik): one row per car in its department, see platform/record-history.ts. */
export const CAR_HISTORY = 'car-history';
export const carHistoryKey = (dealerId: string, carId: string) => historyKey(CAR_HISTORY, dealerId, carId);

export const carHistory = recordHistory<CarHistoryState, (typeof CAR_EVENTS)[number]>({
  name: CAR_HISTORY,
  streamType: 'car',
  events: CAR_EVENTS,
  key: (event) => carRowKeyOf(CAR_HISTORY, event),
  describe: (event, state) => describeCarEvent(event, state),
  evolve: evolveCarHistory,
});
