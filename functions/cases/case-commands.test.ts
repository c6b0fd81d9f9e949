import { describe, it } from 'vitest';
import type { CaseEvent } from '../../domain/cases/decider.ts';
import { specification } from '../../domain/decider-spec.ts';
import { caseDeciderFor } from './case-commands.ts';

const opened = (dealerId: string): CaseEvent => ({
  type: 'CaseOpened',
  data: { CaseId: '1042', DealerId: dealerId, CopiedFromCaseId: null, Case: { CustomerId: '7', SalesItem: { Id: '300', Title: 'Škoda Octavia' } } },
});
const given = specification(caseDeciderFor({ dealerId: '101' }));

describe('the case decider as one dealer sees it', () => {
  it("refuses every command on another dealer's case as if it did not exist", () => {
    given([opened('102')]).when({ type: 'CloseCase' }).thenRefuses('Sagen findes ikke.', 'not-found');
    given([opened('102')]).when({ type: 'PrintDocument', document: 'Contract' }).thenRefuses('Sagen findes ikke.', 'not-found');
    given([opened('102')]).when({ type: 'TrackLead', document: 'Offer' }).thenRefuses('Sagen findes ikke.', 'not-found');
    given([]).when({ type: 'OpenCase', caseId: '1042', dealerId: '102', data: {} }).thenRefuses('Sagen findes ikke.', 'not-found');
  });

  it("decides on its own dealer's case as the domain does", () => {
    given([opened('101')])
      .when({ type: 'CloseCase' })
      .then([
        { type: 'CaseClosed', data: {} },
        { type: 'CaseStatusChanged', data: { Status: 3, PreviousStatus: 0 } },
      ]);
  });

  it('records a tracked print as the lead event alone, without a status change', () => {
    given([opened('101')])
      .when({ type: 'TrackLead', document: 'TestDrive' })
      .then([{ type: 'CasePrinted', data: { CaseId: '1042', DealerId: '101', CarId: '300', DocumentType: 'TestDrive' } }]);
    given([]).when({ type: 'TrackLead', document: 'Offer' }).thenRefuses('Sagen findes ikke.', 'not-found');
  });

  it('signs only when the signing modal names a car on a case with a swap car', () => {
    const printed: CaseEvent[] = [
      opened('101'),
      { type: 'CaseSaved', data: { Changes: { SwapCarId: '55' } } },
      { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
      { type: 'CaseStatusChanged', data: { Status: 1, PreviousStatus: 0 } },
    ];
    given(printed)
      .when({ type: 'MarkDocumentSigned', namesCar: false })
      .thenRefuses('Vælg byttebilen eller bilen, før dokumentet kan angives som underskrevet.', 'invalid');
    given(printed)
      .when({ type: 'MarkDocumentSigned', namesCar: true })
      .then([
        { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
        { type: 'CaseStatusChanged', data: { Status: 2, PreviousStatus: 1 } },
        { type: 'ContractSigned', data: { CaseId: '1042', DealerId: '101', CarId: '300' } },
      ]);
  });

  it('saves only what changed, whatever the order of the keys the stored case comes back with', () => {
    const stored: CaseEvent = {
      type: 'CaseOpened',
      data: { CaseId: '1042', DealerId: '101', CopiedFromCaseId: null, Case: { CustomerId: '7', SalesItem: { Title: 'Škoda Octavia', Id: '300', Mileage: 45000 } } },
    };
    given([stored]).when({ type: 'SaveCase', data: { CustomerId: '7', SalesItem: { Id: '300', Mileage: 45000, Title: 'Škoda Octavia' } } }).then([]);
    given([stored])
      .when({ type: 'SaveCase', data: { CustomerId: '8', SalesItem: { Mileage: 45000, Id: '300', Title: 'Škoda Octavia' } } })
      .then([{ type: 'CaseSaved', data: { Changes: { CustomerId: '8' } } }]);
  });
});
