import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { appendixDecider, type AppendixEvent } from './appendix.ts';

const upload = { AppendixId: '7', DealerId: '101', Label: 'Garantibetingelser', FileKey: 'appendices/101/7.pdf', Bytes: 1000, Pages: 2 };
const stateAfter = (events: AppendixEvent[]) => events.reduce(appendixDecider.evolve, appendixDecider.initialState());

describe('the appendix decider', () => {
  it('uploads once and deletes once, only for its own dealer', () => {
    const uploaded = appendixDecider.decide({ type: 'UploadAppendix', upload }, appendixDecider.initialState());
    expect(uploaded).toEqual([{ type: 'SalesContractAppendixUploaded', data: upload }]);
    const live = stateAfter(uploaded);
    expect(() => appendixDecider.decide({ type: 'UploadAppendix', upload }, live)).toThrow(DomainError);
    expect(() => appendixDecider.decide({ type: 'DeleteAppendix', dealerId: '102' }, live)).toThrow('Bilaget findes ikke.');
    const deleted = appendixDecider.decide({ type: 'DeleteAppendix', dealerId: '101' }, live);
    expect(deleted).toEqual([{ type: 'SalesContractAppendixDeleted', data: { AppendixId: '7' } }]);
    expect(() => appendixDecider.decide({ type: 'DeleteAppendix', dealerId: '101' }, stateAfter([...uploaded, ...deleted]))).toThrow('Bilaget findes ikke.');
  });
});
