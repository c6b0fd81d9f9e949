import type { EventData } from '../../events/catalogue.ts';
import type { Decider } from '../decider.ts';
import { notFound, refused } from '../errors.ts';
import { AppendixMessages } from './print-options.ts';

/**
 * A sales contract appendix (spec part 1 "Settings and appendices"): uploaded once, deleted once, and only by its
 * own dealer; another dealer's appendix does not exist for the caller.
 */
export type AppendixEvent =
  | { type: 'SalesContractAppendixUploaded'; data: EventData<'SalesContractAppendixUploaded'> }
  | { type: 'SalesContractAppendixDeleted'; data: EventData<'SalesContractAppendixDeleted'> };

export type AppendixCommand =
  | { type: 'UploadAppendix'; upload: EventData<'SalesContractAppendixUploaded'> }
  | { type: 'DeleteAppendix'; dealerId: string };

export type AppendixState =
  | { kind: 'none' }
  | { kind: 'live' | 'deleted'; appendixId: string; dealerId: string; label: string; fileKey: string };

export const appendixStreamId = (appendixId: string): string => `appendix#${appendixId}`;

export const appendixDecider: Decider<AppendixCommand, AppendixEvent, AppendixState> = {
  initialState: () => ({ kind: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'UploadAppendix':
        if (state.kind !== 'none') throw refused('Bilaget findes allerede.');
        return [{ type: 'SalesContractAppendixUploaded', data: command.upload }];
      case 'DeleteAppendix':
        if (state.kind !== 'live' || state.dealerId !== command.dealerId) throw notFound(AppendixMessages.notFound);
        return [{ type: 'SalesContractAppendixDeleted', data: { AppendixId: state.appendixId } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SalesContractAppendixUploaded':
        return { kind: 'live', appendixId: event.data.AppendixId, dealerId: event.data.DealerId, label: event.data.Label, fileKey: event.data.FileKey };
      case 'SalesContractAppendixDeleted':
        return state.kind === 'none' ? state : { ...state, kind: 'deleted' };
    }
  },
};
