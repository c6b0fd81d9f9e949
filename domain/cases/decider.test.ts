import { describe, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { caseDecider, type CaseEvent } from './decider.ts';
import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from './messages.ts';
import { CaseStatus } from './status.ts';

const spec = specification(caseDecider);
const lead = { CaseId: '7', DealerId: '101', CarId: '55' };
const opened = (data: Record<string, unknown> = { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' } }): CaseEvent => ({
  type: 'CaseOpened',
  data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: data },
});
const status = (Status: number, PreviousStatus: number): CaseEvent => ({ type: 'CaseStatusChanged', data: { Status, PreviousStatus } });
const printed = (Document: 'Contract' | 'PurchaseDocument'): CaseEvent[] => [
  { type: 'CaseDocumentPrinted', data: { Document } },
  status(Document === 'Contract' ? 1 : 4, 0),
];
const closed: CaseEvent[] = [{ type: 'CaseClosed', data: {} }, status(3, 0)];

describe('case decider', () => {
  describe('opening', () => {
    it('opens a case with its data', () =>
      spec([]).when({ type: 'OpenCase', caseId: '7', dealerId: '101', data: { CustomerId: '9' } }).then([
        { type: 'CaseOpened', data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: { CustomerId: '9' } } },
      ]));
    it('refuses every other command on a case that does not exist', () =>
      spec([]).when({ type: 'CloseCase' }).thenRefuses(CaseMessages.notFound, 'not-found'));
  });

  describe('printing', () => {
    it('printing the contract sets ContractIsPrinted and records the lead event', () =>
      spec([opened()]).when({ type: 'PrintDocument', document: 'Contract' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
        status(CaseStatus.ContractIsPrinted, CaseStatus.Initial),
        { type: 'CasePrinted', data: { ...lead, DocumentType: 'Contract' } },
      ]));
    it('printing the purchase document sets PurchaseDocumentIsPrinted', () =>
      spec([opened()]).when({ type: 'PrintDocument', document: 'PurchaseDocument' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'PurchaseDocument' } },
        status(CaseStatus.PurchaseDocumentIsPrinted, CaseStatus.Initial),
        { type: 'CasePrinted', data: { ...lead, DocumentType: 'PurchaseDocument' } },
      ]));
    it('reprinting a signed contract keeps it signed', () =>
      spec([opened(), ...printed('Contract'), status(2, 1)]).when({ type: 'PrintDocument', document: 'Contract' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
        { type: 'CasePrinted', data: { ...lead, DocumentType: 'Contract' } },
      ]));
    it('an offer and a test drive are lead events without a status change', () => {
      spec([opened()]).when({ type: 'PrintDocument', document: 'Offer' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'Offer' } },
        { type: 'CasePrinted', data: { ...lead, DocumentType: 'Offer' } },
      ]);
      spec([opened()]).when({ type: 'PrintDocument', document: 'TestDrive' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'TestDrive' } },
        { type: 'CasePrinted', data: { ...lead, DocumentType: 'TestDrive' } },
      ]);
    });
    it('an invoice basis is printed without a lead event', () =>
      spec([opened()]).when({ type: 'PrintDocument', document: 'InvoiceDocument' }).then([{ type: 'CaseDocumentPrinted', data: { Document: 'InvoiceDocument' } }]));
    it("refuses with 'Mangler bil', 'Mangler kunde' or 'Mangler bil og kunde'", () => {
      spec([opened({ CustomerId: '9' })]).when({ type: 'PrintDocument', document: 'Contract' }).thenRefuses('Mangler bil');
      spec([opened({ SalesItem: { Id: '55', Title: 'X' } })]).when({ type: 'PrintDocument', document: 'Contract' }).thenRefuses('Mangler kunde');
      spec([opened({})]).when({ type: 'PrintDocument', document: 'Offer' }).thenRefuses('Mangler bil og kunde');
    });
    it('starting the contract over a purchase document asks for the cancel-document flow, and the reverse', () => {
      spec([opened(), ...printed('PurchaseDocument')])
        .when({ type: 'PrintDocument', document: 'Contract' })
        .thenRefuses(CaseMessages.cancelPurchaseFirst, 'refused', CANCEL_DOCUMENT_REQUIRED);
      spec([opened(), ...printed('Contract'), status(2, 1)])
        .when({ type: 'PrintDocument', document: 'PurchaseDocument' })
        .thenRefuses(CaseMessages.cancelContractFirst, 'refused', CANCEL_DOCUMENT_REQUIRED);
    });
    it('refuses a contract on a closed case', () =>
      spec([opened(), ...closed]).when({ type: 'PrintDocument', document: 'Contract' }).thenRefuses(CaseMessages.closed));
  });

  describe('signing and cancelling', () => {
    it('marking the contract signed records ContractSigned', () =>
      spec([opened(), ...printed('Contract')]).when({ type: 'MarkDocumentSigned' }).then([
        { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
        status(CaseStatus.ContractIsSigned, CaseStatus.ContractIsPrinted),
        { type: 'ContractSigned', data: lead },
      ]));
    it('marking the purchase document signed', () =>
      spec([opened(), ...printed('PurchaseDocument')]).when({ type: 'MarkDocumentSigned' }).then([
        { type: 'CaseDocumentSigned', data: { Document: 'PurchaseDocument' } },
        status(CaseStatus.PurchaseDocumentIsSigned, CaseStatus.PurchaseDocumentIsPrinted),
      ]));
    it('marking an already signed document again changes nothing', () =>
      spec([opened(), ...printed('Contract'), status(2, 1)]).when({ type: 'MarkDocumentSigned' }).then([]));
    it('refuses to sign when nothing is printed', () =>
      spec([opened()]).when({ type: 'MarkDocumentSigned' }).thenRefuses(CaseMessages.nothingToSign));
    it('cancelling a document returns to Initial and loses the lead', () =>
      spec([opened(), ...printed('Contract'), status(2, 1)]).when({ type: 'CancelDocument' }).then([
        { type: 'CaseDocumentCancelled', data: { Document: 'Contract' } },
        status(CaseStatus.Initial, CaseStatus.ContractIsSigned),
        { type: 'LeadLost', data: { ...lead, Reason: 'Cancelled' } },
      ]));
    it('refuses to cancel when there is no document', () =>
      spec([opened()]).when({ type: 'CancelDocument' }).thenRefuses(CaseMessages.nothingToCancel));
  });

  describe('status', () => {
    it('changes the status, and a repeat changes nothing', () => {
      spec([opened()]).when({ type: 'ChangeStatus', status: 2 }).then([status(2, 0)]);
      spec([opened(), status(2, 0)]).when({ type: 'ChangeStatus', status: 2 }).then([]);
    });
    it('a closed case cannot have its status changed', () =>
      spec([opened(), ...closed]).when({ type: 'ChangeStatus', status: 0 }).thenRefuses(CaseMessages.closedStatus));
    it('refuses an unknown status', () =>
      spec([opened()]).when({ type: 'ChangeStatus', status: 9 }).thenRefuses(CaseMessages.unknownStatus, 'invalid'));
    it('a change of swap car resets the status to Initial', () =>
      spec([opened(), ...printed('Contract')]).when({ type: 'SaveCase', data: { SwapCarId: '31' } }).then([
        { type: 'CaseSaved', data: { Changes: { SwapCarId: '31' } } },
        status(CaseStatus.Initial, CaseStatus.ContractIsPrinted),
      ]));
  });

  describe('saving', () => {
    it('appends only what changed, and nothing when nothing did', () => {
      spec([opened()]).when({ type: 'SaveCase', data: { CustomerId: '9', Customer2Id: '10' } }).then([
        { type: 'CaseSaved', data: { Changes: { Customer2Id: '10' } } },
      ]);
      spec([opened()]).when({ type: 'SaveCase', data: { CustomerId: '9' } }).then([]);
    });
    it('refuses to change a closed case', () =>
      spec([opened(), ...closed]).when({ type: 'SaveCase', data: { CustomerId: '1' } }).thenRefuses(CaseMessages.closed));
  });

  describe('delivery, closing, copying and deleting', () => {
    it('delivering the car records CarDelivered', () =>
      spec([opened({ CustomerId: '9', SwapCarId: '31', SalesItem: { Id: '55', Title: 'X' } })]).when({ type: 'DeliverCar' }).then([
        { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: '31', SwapCarIsIntern: null, SwapCarStatus: null } },
        { type: 'CarDelivered', data: lead },
      ]));
    it("records the swap-car dialog's answers with a swap car, and none without one", () => {
      spec([opened({ CustomerId: '9', SwapCarId: '31', SalesItem: { Id: '55', Title: 'X' } })])
        .when({ type: 'DeliverCar', swapCarIsIntern: true, swapCarStatus: 5 })
        .then([{ type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: '31', SwapCarIsIntern: true, SwapCarStatus: 5 } }, { type: 'CarDelivered', data: lead }]);
      spec([opened({ CustomerId: '9', SalesItem: { Id: '55', Title: 'X' } })])
        .when({ type: 'DeliverCar', swapCarIsIntern: true, swapCarStatus: 5 })
        .then([{ type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } }, { type: 'CarDelivered', data: lead }]);
    });
    it('refuses delivery without a car, twice, or on a closed case', () => {
      spec([opened({ CustomerId: '9' })]).when({ type: 'DeliverCar' }).thenRefuses(CaseMessages.missingCar);
      spec([opened(), { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } }]).when({ type: 'DeliverCar' }).thenRefuses(CaseMessages.alreadyDelivered);
      spec([opened(), ...closed]).when({ type: 'DeliverCar' }).thenRefuses(CaseMessages.closed);
    });
    it('closes a case once', () => {
      spec([opened()]).when({ type: 'CloseCase' }).then(closed);
      spec([opened(), ...closed]).when({ type: 'CloseCase' }).thenRefuses(CaseMessages.alreadyClosed);
    });
    it('records a copy on the original', () =>
      spec([opened()]).when({ type: 'RecordCopy', newCaseId: '8' }).then([{ type: 'CaseCopied', data: { NewCaseId: '8' } }]));
    it('deleting loses the lead unless the car was delivered; a deleted case is gone', () => {
      spec([opened()]).when({ type: 'DeleteCase' }).then([
        { type: 'CaseDeleted', data: {} },
        { type: 'LeadLost', data: { ...lead, Reason: 'Deleted' } },
      ]);
      spec([opened(), { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } }]).when({ type: 'DeleteCase' }).then([{ type: 'CaseDeleted', data: {} }]);
      spec([opened(), { type: 'CaseDeleted', data: {} }]).when({ type: 'CloseCase' }).thenRefuses(CaseMessages.notFound, 'not-found');
    });
  });
});
