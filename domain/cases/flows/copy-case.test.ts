import { describe, expect, it } from 'vitest';
import { flowSpecification } from '../../decider-spec.ts';
import { fold } from '../../decider.ts';
import { DomainError } from '../../errors.ts';
import { caseDecider, type CaseEvent } from '../decider.ts';
import { CaseMessages } from '../messages.ts';
import { CaseStatus } from '../status.ts';
import { copyCase, copySource, type CopyCase } from './copy-case.ts';

const spec = flowSpecification(copyCase);

const data = { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' }, SwapCarId: '31' };
/** Case 7 of department 101, with a swap car. */
const original = (dealerId = '101'): CaseEvent => ({ type: 'CaseOpened', data: { CaseId: '7', DealerId: dealerId, CopiedFromCaseId: null, Case: data } });
const copy = (changes: Partial<CopyCase> = {}): CopyCase => ({ dealerId: '101', copyId: '8', data, ...changes });
const opened: CaseEvent = { type: 'CaseOpened', data: { CaseId: '8', DealerId: '101', CopiedFromCaseId: '7', Case: data } };

describe('copying a case', () => {
  it("opens the new case with the original's data and records the copy on the original", () =>
    spec({ original: [original()], copy: [] }).when(copy()).then({ original: [{ type: 'CaseCopied', data: { NewCaseId: '8' } }], copy: [opened] }));

  it('copies a closed and delivered case into a new open one', () =>
    spec({
      original: [
        original(),
        { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: '31', SwapCarIsIntern: null, SwapCarStatus: null } },
        { type: 'CaseClosed', data: {} },
        { type: 'CaseStatusChanged', data: { Status: CaseStatus.IsClosed, PreviousStatus: CaseStatus.Initial } },
      ],
      copy: [],
    })
      .when(copy())
      .then({ original: [{ type: 'CaseCopied', data: { NewCaseId: '8' } }], copy: [opened] }));

  it('refuses a case of another dealer as unknown', () =>
    spec({ original: [original('102')], copy: [] }).when(copy()).thenRefuses(CaseMessages.notFound, 'not-found', 'NotFound'));

  it('refuses a case that does not exist', () => spec({ original: [], copy: [] }).when(copy()).thenRefuses(CaseMessages.notFound, 'not-found'));

  it('refuses a deleted case', () =>
    spec({ original: [original(), { type: 'CaseDeleted', data: {} }], copy: [] }).when(copy()).thenRefuses(CaseMessages.notFound, 'not-found'));

  it('refuses when the new number holds a case already', () =>
    spec({ original: [original()], copy: [{ type: 'CaseOpened', data: { CaseId: '8', DealerId: '101', CopiedFromCaseId: null, Case: {} } }] })
      .when(copy())
      .thenRefuses(CaseMessages.exists, 'refused', 'AlreadyExists'));
});

describe('what a copy starts from', () => {
  it("is the original's data", () => expect(copySource(fold(caseDecider, [original()]), '101')).toEqual(data));

  it("is refused for another dealer's case, before anything of it is read", () =>
    expect(() => copySource(fold(caseDecider, [original('102')]), '101')).toThrow(DomainError));
});
