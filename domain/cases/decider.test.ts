import { describe, expect, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { caseDecider, type CaseCommand, type CaseEvent, type SwapCarOwner } from './decider.ts';
import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from './messages.ts';
import { CaseStatus } from './status.ts';
import { OfferMessages } from '../offers/rules.ts';

const spec = specification(caseDecider);
const lead = { CaseId: '7', DealerId: '101', CarId: '55' };
const opened = (data: Record<string, unknown> = { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' } }): CaseEvent => ({
  type: 'CaseOpened',
  data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: data },
});
const financeOffer = (OfferId: string, IsActive: boolean): CaseEvent => ({
  type: 'CaseOfferAdded',
  data: { OfferId, FinanceCompany: 23, ServiceType: 1, IsActive, Offer: { BrandName: 'Fjord Finans', MonthlyPayment: 2_712.37 } },
});
const insuranceOffer: CaseEvent = { type: 'CaseOfferAdded', data: { OfferId: '2', FinanceCompany: 30, ServiceType: 3, IsActive: true, Offer: { BrandName: 'Vejbo' } } };
const status = (Status: number, PreviousStatus: number): CaseEvent => ({ type: 'CaseStatusChanged', data: { Status, PreviousStatus } });
const printed = (Document: 'Contract' | 'PurchaseDocument'): CaseEvent[] => [
  { type: 'CaseDocumentPrinted', data: { Document } },
  status(Document === 'Contract' ? 1 : 4, 0),
];
/** The customer car '31' of customer 9, saved in the case's department (101). */
const swapCar = (owner: Partial<SwapCarOwner> = {}): SwapCarOwner => ({ carId: '31', dealerId: '101', customerId: '9', deleted: false, ...owner });
const closed: CaseEvent[] = [{ type: 'CaseClosed', data: {} }, status(3, 0)];

describe('case decider', () => {
  describe('opening', () => {
    it('opens a case with its data', () =>
      spec([]).when({ type: 'OpenCase', caseId: '7', dealerId: '101', data: { CustomerId: '9' } }).then([
        { type: 'CaseOpened', data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: { CustomerId: '9' } } },
      ]));
    it('refuses every other command on a case that does not exist', () =>
      spec([]).when({ type: 'CloseCase', dealerId: '101' }).thenRefuses(CaseMessages.notFound, 'not-found'));
  });

  describe('printing', () => {
    it('printing the contract sets ContractIsPrinted and records PurchaseDocumentPrinted for the contract', () =>
      spec([opened()]).when({ type: 'PrintDocument', dealerId: '101', document: 'Contract' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
        status(CaseStatus.ContractIsPrinted, CaseStatus.Initial),
        { type: 'PurchaseDocumentPrinted', data: { ...lead, Document: 'Contract' } },
      ]));
    it('printing the purchase document sets PurchaseDocumentIsPrinted and records PurchaseDocumentPrinted', () =>
      spec([opened()]).when({ type: 'PrintDocument', dealerId: '101', document: 'PurchaseDocument' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'PurchaseDocument' } },
        status(CaseStatus.PurchaseDocumentIsPrinted, CaseStatus.Initial),
        { type: 'PurchaseDocumentPrinted', data: { ...lead, Document: 'PurchaseDocument' } },
      ]));
    it('reprinting a signed contract keeps it signed', () =>
      spec([opened(), ...printed('Contract'), status(2, 1)]).when({ type: 'PrintDocument', dealerId: '101', document: 'Contract' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
        { type: 'PurchaseDocumentPrinted', data: { ...lead, Document: 'Contract' } },
      ]));
    it('an offer is the lead event OfferPrinted without a status change', () =>
      spec([opened()]).when({ type: 'PrintDocument', dealerId: '101', document: 'Offer' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'Offer' } },
        { type: 'OfferPrinted', data: lead },
      ]));
    it('a test drive is the lead event TestDrivePrinted without a status change', () =>
      spec([opened()]).when({ type: 'PrintDocument', dealerId: '101', document: 'TestDrive' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'TestDrive' } },
        { type: 'TestDrivePrinted', data: lead },
      ]));
    it('a test drive printed elsewhere records TestDrivePrinted, without a status change', () =>
      spec([opened()]).when({ type: 'TrackLead', dealerId: '101', document: 'TestDrive' }).then([{ type: 'TestDrivePrinted', data: lead }]));
    it('a purchase agreement printed elsewhere records PurchaseDocumentPrinted, without a status change', () =>
      spec([opened()]).when({ type: 'TrackLead', dealerId: '101', document: 'PurchaseDocument' }).then([
        { type: 'PurchaseDocumentPrinted', data: { ...lead, Document: 'PurchaseDocument' } },
      ]));
    it('a print lead stored under its earlier name still folds into the case (and changes nothing)', () =>
      spec([opened(), { type: 'CasePrinted', data: { ...lead, DocumentType: 'Contract' } }])
        .when({ type: 'PrintDocument', dealerId: '101', document: 'Contract' })
        .then([
          { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } },
          status(CaseStatus.ContractIsPrinted, CaseStatus.Initial),
          { type: 'PurchaseDocumentPrinted', data: { ...lead, Document: 'Contract' } },
        ]));
    it('an invoice basis is printed without a lead event', () =>
      spec([opened()]).when({ type: 'PrintDocument', dealerId: '101', document: 'InvoiceDocument' }).then([{ type: 'CaseDocumentPrinted', data: { Document: 'InvoiceDocument' } }]));
    it("refuses to print for a case without a car with 'Mangler bil'", () =>
      spec([opened({ CustomerId: '9' })]).when({ type: 'PrintDocument', dealerId: '101', document: 'Contract' }).thenRefuses('Mangler bil'));
    it("refuses to print for a case without a customer with 'Mangler kunde'", () =>
      spec([opened({ SalesItem: { Id: '55', Title: 'X' } })]).when({ type: 'PrintDocument', dealerId: '101', document: 'Contract' }).thenRefuses('Mangler kunde'));
    it("refuses to print for a case without either with 'Mangler bil og kunde'", () =>
      spec([opened({})]).when({ type: 'PrintDocument', dealerId: '101', document: 'Offer' }).thenRefuses('Mangler bil og kunde'));
    it('starting the contract over a purchase document asks for the cancel-document flow', () =>
      spec([opened(), ...printed('PurchaseDocument')])
        .when({ type: 'PrintDocument', dealerId: '101', document: 'Contract' })
        .thenRefuses(CaseMessages.cancelPurchaseFirst, 'refused', CANCEL_DOCUMENT_REQUIRED));
    it('starting the purchase document over a signed contract asks for the cancel-document flow', () =>
      spec([opened(), ...printed('Contract'), status(2, 1)])
        .when({ type: 'PrintDocument', dealerId: '101', document: 'PurchaseDocument' })
        .thenRefuses(CaseMessages.cancelContractFirst, 'refused', CANCEL_DOCUMENT_REQUIRED));
    it('the finance contract of the active finance offer is printed without a status change or lead event', () =>
      spec([opened(), financeOffer('1', true)]).when({ type: 'PrintDocument', dealerId: '101', document: 'FinanceContract' }).then([
        { type: 'CaseDocumentPrinted', data: { Document: 'FinanceContract' } },
      ]));
    it('refuses the finance contract of a case without an active finance offer (an insurance offer is none)', () =>
      spec([opened(), insuranceOffer])
        .when({ type: 'PrintDocument', dealerId: '101', document: 'FinanceContract' })
        .thenRefuses(OfferMessages.noActiveFinanceOffer, 'refused', 'NoActiveFinanceOffer'));
    it('refuses the finance contract once its offer is deleted', () =>
      spec([opened(), financeOffer('1', true), { type: 'CaseOfferRemoved', data: { OfferId: '1', Reason: 'Deleted' } }])
        .when({ type: 'PrintDocument', dealerId: '101', document: 'FinanceContract' })
        .thenRefuses(OfferMessages.noActiveFinanceOffer, 'refused', 'NoActiveFinanceOffer'));
    it('refuses a contract on a closed case', () =>
      spec([opened(), ...closed]).when({ type: 'PrintDocument', dealerId: '101', document: 'Contract' }).thenRefuses(CaseMessages.closed));
  });

  describe('signing and cancelling', () => {
    it('marking the contract signed records ContractSigned', () =>
      spec([opened(), ...printed('Contract')]).when({ type: 'MarkDocumentSigned', dealerId: '101' }).then([
        { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
        status(CaseStatus.ContractIsSigned, CaseStatus.ContractIsPrinted),
        { type: 'ContractSigned', data: { ...lead, Document: 'Contract' } },
      ]));
    it('marking the purchase agreement signed records ContractSigned for the purchase agreement', () =>
      spec([opened(), ...printed('PurchaseDocument')]).when({ type: 'MarkDocumentSigned', dealerId: '101' }).then([
        { type: 'CaseDocumentSigned', data: { Document: 'PurchaseDocument' } },
        status(CaseStatus.PurchaseDocumentIsSigned, CaseStatus.PurchaseDocumentIsPrinted),
        { type: 'ContractSigned', data: { ...lead, Document: 'PurchaseDocument' } },
      ]));
    it('marking an already signed document again changes nothing', () =>
      spec([opened(), ...printed('Contract'), status(2, 1)]).when({ type: 'MarkDocumentSigned', dealerId: '101' }).then([]));
    it('refuses to sign when nothing is printed', () =>
      spec([opened()]).when({ type: 'MarkDocumentSigned', dealerId: '101' }).thenRefuses(CaseMessages.nothingToSign));
    it('cancelling a document returns to Initial and loses the lead', () =>
      spec([opened(), ...printed('Contract'), status(2, 1)]).when({ type: 'CancelDocument', dealerId: '101' }).then([
        { type: 'CaseDocumentCancelled', data: { Document: 'Contract' } },
        status(CaseStatus.Initial, CaseStatus.ContractIsSigned),
        { type: 'LeadLost', data: { ...lead, Reason: 'Cancelled' } },
      ]));
    it('refuses to cancel when there is no document', () =>
      spec([opened()]).when({ type: 'CancelDocument', dealerId: '101' }).thenRefuses(CaseMessages.nothingToCancel));
  });

  describe('status', () => {
    it('changes the status', () => spec([opened()]).when({ type: 'ChangeStatus', dealerId: '101', status: 2 }).then([status(2, 0)]));
    it('changing to the status the case has changes nothing', () =>
      spec([opened(), status(2, 0)]).when({ type: 'ChangeStatus', dealerId: '101', status: 2 }).then([]));
    it('a closed case cannot have its status changed', () =>
      spec([opened(), ...closed]).when({ type: 'ChangeStatus', dealerId: '101', status: 0 }).thenRefuses(CaseMessages.closedStatus));
    it('refuses to close a case through a status change: closing goes through the close flow', () =>
      spec([opened()]).when({ type: 'ChangeStatus', dealerId: '101', status: CaseStatus.IsClosed }).thenRefuses(CaseMessages.closeThroughCloseFlow, 'invalid'));
    it('refuses an unknown status', () =>
      spec([opened()]).when({ type: 'ChangeStatus', dealerId: '101', status: 9 }).thenRefuses(CaseMessages.unknownStatus, 'invalid'));
    it('a change of swap car resets the status to Initial', () =>
      spec([opened(), ...printed('Contract')]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' }, SwapCarId: '31' }, swapCar: swapCar() }).then([
        { type: 'CaseSaved', data: { Changes: { SwapCarId: '31' } } },
        status(CaseStatus.Initial, CaseStatus.ContractIsPrinted),
      ]));
  });

  describe('saving', () => {
    it('appends only what changed', () =>
      spec([opened()]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9', Customer2Id: '10' } }).then([
        { type: 'CaseSaved', data: { Changes: { Customer2Id: '10' } } },
      ]));
    it('appends nothing when nothing changed', () => spec([opened()]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9' } }).then([]));
    it("takes its own customer's car, saved in its own department, as its swap car", () =>
      spec([opened()]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' }, SwapCarId: '31' }, swapCar: swapCar() }).then([
        { type: 'CaseSaved', data: { Changes: { SwapCarId: '31' } } },
      ]));
    const absentSwapCars: [string, SwapCarOwner | undefined][] = [
      ['of another department', swapCar({ dealerId: '102' })],
      ['of another conglomerate', swapCar({ dealerId: '201' })],
      ['unknown', undefined],
      ['deleted', swapCar({ deleted: true })],
      ['other than the one named', swapCar({ carId: '32' })],
    ];
    it.each(absentSwapCars)('a save refuses as absent a swap car %s, and names the field', (_, owner) =>
      spec([opened()])
        .when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9', SwapCarId: '31' }, swapCar: owner })
        .thenRefuses(CaseMessages.swapCarNotFound, 'invalid', undefined, 'SwapCarId'));
    it.each(absentSwapCars)('opening refuses as absent a swap car %s, and names the field', (_, owner) =>
      spec([])
        .when({ type: 'OpenCase', caseId: '7', dealerId: '101', data: { CustomerId: '9', SwapCarId: '31' }, swapCar: owner })
        .thenRefuses(CaseMessages.swapCarNotFound, 'invalid', undefined, 'SwapCarId'));
    it("a save refuses another customer's car of its department", () =>
      spec([opened()]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9', SwapCarId: '31' }, swapCar: swapCar({ customerId: '8' }) }).thenRefuses(CaseMessages.swapCarOfOtherCustomer, 'invalid'));
    it("opening refuses a customer's car on a case without that customer", () =>
      spec([]).when({ type: 'OpenCase', caseId: '7', dealerId: '101', data: { SwapCarId: '31' }, swapCar: swapCar() }).thenRefuses(CaseMessages.swapCarOfOtherCustomer, 'invalid'));
    it('checks the swap car again when the customer changes', () =>
      spec([opened({ CustomerId: '9', SwapCarId: '31' })])
        .when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '8', SwapCarId: '31' }, swapCar: swapCar() })
        .thenRefuses(CaseMessages.swapCarOfOtherCustomer, 'invalid'));
    // A car deleted after the case chose it stays on the case through other changes.
    it('does not check the swap car again when the case keeps its customer and swap car', () =>
      spec([opened({ CustomerId: '9', SwapCarId: '31' })]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9', SwapCarId: '31', CashPayment: 1000 } }).then([
        { type: 'CaseSaved', data: { Changes: { CashPayment: 1000 } } },
      ]));
    it("lets a copy keep the original's swap car", () =>
      spec([]).when({ type: 'OpenCase', caseId: '8', dealerId: '101', data: { CustomerId: '9', SwapCarId: '31' }, copiedFromCaseId: '7' }).then([
        { type: 'CaseOpened', data: { CaseId: '8', DealerId: '101', CopiedFromCaseId: '7', Case: { CustomerId: '9', SwapCarId: '31' } } },
      ]));
    it('refuses to change a closed case', () =>
      spec([opened(), ...closed]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '1' } }).thenRefuses(CaseMessages.closed));
  });

  describe('saving the calculation', () => {
    const catalogueCar = { CarGuid: 'dbi-1', Title: 'Škoda Enyaq iV 80', IsFactoryNew: true };
    const withCar = opened({ CustomerId: '9', SalesItem: catalogueCar });
    const calculation = {
      CarCalculationMethod: 0 as const,
      RegistrationFeeCalculationMode: 0 as const,
      ProfitWithoutVat: 18_000,
      DiscountWithoutVat: 4_000,
      ExtraEquipments: [
        { UniqueId: 'd-1', Category: 0 as const, Description: 'Vinterhjul', ReferenceNumber: null, Comment: null, CostWithoutVat: 6_000, ProfitWithoutVat: 1_500, PriceEnteredWithVatAndProfit: false },
      ],
    };
    const save = (data: Record<string, unknown>) => ({ type: 'SaveCase' as const, dealerId: '101', data: { CustomerId: '9', SalesItem: catalogueCar, ...data } });
    const saved = (value: typeof calculation | Record<string, unknown> | null): CaseEvent => ({ type: 'CaseCalculationSaved', data: { Calculation: value } });

    it('records what the salesperson decided on its own event, whole, beside the case changes', () =>
      spec([withCar]).when(save({ Calculation: calculation, CashPayment: 20_000 })).then([
        { type: 'CaseSaved', data: { Changes: { CashPayment: 20_000 } } },
        saved(calculation),
      ]));
    it('records nothing when the calculation is unchanged, whatever order its fields come in', () =>
      spec([withCar, saved(calculation)]).when(save({ Calculation: { ...calculation, ExtraEquipments: calculation.ExtraEquipments, CarCalculationMethod: 0 } })).then([]));
    it('records a change of method, max gearing or equipment as the new whole calculation', () => {
      const next = { ...calculation, CarCalculationMethod: 1 as const, MaxGearing: true, ExtraEquipments: [] };
      spec([withCar, saved(calculation)]).when(save({ Calculation: next })).then([saved(next)]);
    });
    it('a reset to catalogue prices is recorded as the calculation without the prices typed over the catalogue', () => {
      const reset = { ...calculation, ProfitWithoutVat: null, MaxGearing: false };
      spec([withCar, saved(calculation)]).when(save({ Calculation: reset })).then([saved(reset)]);
    });
    it('picking another vehicle drops the calculation the client still holds for the previous one', () =>
      spec([withCar, saved(calculation)]).when(save({ SalesItem: { Id: '55', Title: 'Škoda Octavia' }, Calculation: calculation })).then([
        { type: 'CaseSaved', data: { Changes: { SalesItem: { Id: '55', Title: 'Škoda Octavia' } } } },
        saved(null),
      ]));
    it('a new calculation made for the newly picked vehicle is kept', () => {
      const forStockCar = { CarCalculationMethod: 0 as const, SalesPriceWithVat: 189_900 };
      spec([withCar, saved(calculation)]).when(save({ SalesItem: { Id: '55', Title: 'Škoda Octavia' }, Calculation: forStockCar })).then([
        { type: 'CaseSaved', data: { Changes: { SalesItem: { Id: '55', Title: 'Škoda Octavia' } } } },
        saved(forStockCar),
      ]);
    });
    it('removing the car clears the calculation', () =>
      spec([withCar, saved(calculation)]).when(save({ SalesItem: null, Calculation: calculation })).then([
        { type: 'CaseSaved', data: { Changes: { SalesItem: null } } },
        saved(null),
      ]));
    it('a closed case keeps its calculation', () =>
      spec([withCar, saved(calculation), ...closed]).when(save({ Calculation: { ...calculation, ProfitWithoutVat: 0 } })).thenRefuses(CaseMessages.closed));
    it("another dealer's case does not exist for the save", () =>
      spec([withCar]).when({ ...save({ Calculation: calculation }), dealerId: '102' }).thenRefuses(CaseMessages.notFound, 'not-found'));
    it('the saved calculation is the state the next save compares with', () => {
      const state = [withCar, saved(calculation)].reduce(caseDecider.evolve, caseDecider.initialState());
      expect(state.kind === 'open' && state.data.Calculation).toEqual(calculation);
    });
  });

  describe('saving the preparation comment', () => {
    const agreements = { GeneralComments: 'Vinterhjul medfølger', DeliveryDate: '2026-03-01', PreparationComment: 'Mekanik:\n' };
    const withAgreements = opened({ CustomerId: '9', CashPayment: 1000, OtherAgreements: agreements });
    const comment = (text: string) => ({ type: 'SavePreparationComment' as const, dealerId: '101', comment: text });

    it('records only the comment', () =>
      spec([withAgreements]).when(comment('Mekanik: skift pollenfilter')).then([
        { type: 'CasePreparationCommentSaved', data: { PreparationComment: 'Mekanik: skift pollenfilter' } },
      ]));
    it('changes only the comment: every other field and agreement stays as it was', () => {
      const before = caseDecider.evolve(caseDecider.initialState(), withAgreements);
      const after = caseDecider.evolve(before, { type: 'CasePreparationCommentSaved', data: { PreparationComment: 'Kosmetik: rens' } });
      expect(after).toEqual({ ...before, data: { CustomerId: '9', CashPayment: 1000, OtherAgreements: { ...agreements, PreparationComment: 'Kosmetik: rens' } } });
    });
    it('a comment on a case without other agreements starts them with the comment', () => {
      const withoutAgreements = caseDecider.evolve(caseDecider.evolve(caseDecider.initialState(), opened({ CustomerId: '9' })), {
        type: 'CasePreparationCommentSaved',
        data: { PreparationComment: 'Mekanik: ok' },
      });
      expect(withoutAgreements).toMatchObject({ data: { CustomerId: '9', OtherAgreements: { PreparationComment: 'Mekanik: ok' } } });
    });
    it('saving the same comment again records nothing', () => spec([withAgreements]).when(comment('Mekanik:\n')).then([]));
    it('saving an empty comment on a case without one records nothing', () => spec([opened({ CustomerId: '9' })]).when(comment('')).then([]));
    it('is refused on a closed case, as saving the case is', () =>
      spec([withAgreements, ...closed]).when(comment('Mekanik: ok')).thenRefuses(CaseMessages.closed, 'refused'));
    it('is refused on a deleted case as on a missing one', () =>
      spec([withAgreements, { type: 'CaseDeleted', data: {} }]).when(comment('Mekanik: ok')).thenRefuses(CaseMessages.notFound, 'not-found'));
    it("is refused on another dealer's case as on a missing one", () =>
      spec([withAgreements]).when({ ...comment('Mekanik: ok'), dealerId: '102' }).thenRefuses(CaseMessages.notFound, 'not-found'));
  });

  describe('delivery, closing, copying and deleting', () => {
    it('delivering the car records CarDelivered', () =>
      spec([opened({ CustomerId: '9', SwapCarId: '31', SalesItem: { Id: '55', Title: 'X' } })]).when({ type: 'DeliverCar', dealerId: '101' }).then([
        { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: '31', SwapCarIsIntern: null, SwapCarStatus: null } },
        { type: 'CarDelivered', data: lead },
      ]));
    it("records the swap-car dialog's answers with a swap car", () =>
      spec([opened({ CustomerId: '9', SwapCarId: '31', SalesItem: { Id: '55', Title: 'X' } })])
        .when({ type: 'DeliverCar', dealerId: '101', swapCarIsIntern: true, swapCarStatus: 5 })
        .then([{ type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: '31', SwapCarIsIntern: true, SwapCarStatus: 5 } }, { type: 'CarDelivered', data: lead }]));
    it("records no swap-car answers without a swap car", () =>
      spec([opened({ CustomerId: '9', SalesItem: { Id: '55', Title: 'X' } })])
        .when({ type: 'DeliverCar', dealerId: '101', swapCarIsIntern: true, swapCarStatus: 5 })
        .then([{ type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } }, { type: 'CarDelivered', data: lead }]));
    it('refuses delivery without a car', () => spec([opened({ CustomerId: '9' })]).when({ type: 'DeliverCar', dealerId: '101' }).thenRefuses(CaseMessages.missingCar));
    it('refuses a second delivery', () =>
      spec([opened(), { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } }]).when({ type: 'DeliverCar', dealerId: '101' }).thenRefuses(CaseMessages.alreadyDelivered));
    it('refuses delivery on a closed case', () => spec([opened(), ...closed]).when({ type: 'DeliverCar', dealerId: '101' }).thenRefuses(CaseMessages.closed));
    it('closes a case', () => spec([opened()]).when({ type: 'CloseCase', dealerId: '101' }).then(closed));
    it('refuses to close a closed case again', () => spec([opened(), ...closed]).when({ type: 'CloseCase', dealerId: '101' }).thenRefuses(CaseMessages.alreadyClosed));
    it('records a copy on the original', () =>
      spec([opened()]).when({ type: 'RecordCopy', dealerId: '101', newCaseId: '8' }).then([{ type: 'CaseCopied', data: { NewCaseId: '8' } }]));
    it('deleting loses the lead', () =>
      spec([opened()]).when({ type: 'DeleteCase', dealerId: '101' }).then([
        { type: 'CaseDeleted', data: {} },
        { type: 'LeadLost', data: { ...lead, Reason: 'Deleted' } },
      ]));
    it('deleting by the retention period ends the lead under its own reason, not as a lost lead', () =>
      spec([opened()]).when({ type: 'DeleteCase', dealerId: '101', reason: 'Retention' }).then([
        { type: 'CaseDeleted', data: {} },
        { type: 'LeadLost', data: { ...lead, Reason: 'Retention' } },
      ]));
    it('deleting after the car was delivered loses no lead', () =>
      spec([opened(), { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } }]).when({ type: 'DeleteCase', dealerId: '101' }).then([{ type: 'CaseDeleted', data: {} }]));
    it('a deleted case is gone', () =>
      spec([opened(), { type: 'CaseDeleted', data: {} }]).when({ type: 'CloseCase', dealerId: '101' }).thenRefuses(CaseMessages.notFound, 'not-found'));
  });

  describe('tenancy: a case belongs to the dealer of its CaseOpened', () => {
    const swapCase = (): CaseEvent[] => [opened({ CustomerId: '9', SwapCarId: '31', SalesItem: { Id: '55', Title: 'X' } }), ...printed('Contract')];
    it.each<[string, CaseCommand]>([
      ['CloseCase', { type: 'CloseCase', dealerId: '102' }],
      ['PrintDocument', { type: 'PrintDocument', dealerId: '102', document: 'Contract' }],
      ['TrackLead', { type: 'TrackLead', dealerId: '102', document: 'Offer' }],
      ['RecordCopy', { type: 'RecordCopy', dealerId: '102', newCaseId: '8' }],
      ['SaveCase', { type: 'SaveCase', dealerId: '102', data: { CustomerId: '10' } }],
    ])("refuses %s on another dealer's case as if it did not exist", (_, command) =>
      spec([opened()]).when(command).thenRefuses(CaseMessages.notFound, 'not-found', 'NotFound'));
    it('refuses to open a case under a number already taken, with a code', () =>
      spec([opened()]).when({ type: 'OpenCase', caseId: '7', dealerId: '101', data: {} }).thenRefuses(CaseMessages.exists, 'refused', 'AlreadyExists'));
    it('refuses a second delivery with a code the caller can act on', () =>
      spec([opened(), { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: null } }])
        .when({ type: 'DeliverCar', dealerId: '101' })
        .thenRefuses(CaseMessages.alreadyDelivered, 'refused', 'AlreadyDelivered'));
    it.each([
      ['another car', '32'],
      ['no car', ''],
    ])("refuses 'Overfør byttebilen til egne biler' for %s than the case's own swap car", (_, transferSwapCarId) =>
      spec(swapCase()).when({ type: 'MarkDocumentSigned', dealerId: '101', namesCar: true, transferSwapCarId }).thenRefuses(CaseMessages.notTheSwapCar, 'invalid'));
    it("signs with 'Overfør byttebilen til egne biler' for the case's own swap car", () =>
      spec(swapCase())
        .when({ type: 'MarkDocumentSigned', dealerId: '101', namesCar: true, transferSwapCarId: '31' })
        .then([
          { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
          status(CaseStatus.ContractIsSigned, CaseStatus.ContractIsPrinted),
          { type: 'ContractSigned', data: { ...lead, Document: 'Contract' } },
        ]));
  });

  describe('what the signing modal and the case page send', () => {
    const withSwapCar: CaseEvent[] = [opened(), { type: 'CaseSaved', data: { Changes: { SwapCarId: '31' } } }, ...printed('Contract')];
    it('refuses to sign a case with a swap car when the signing modal names no car', () =>
      spec(withSwapCar).when({ type: 'MarkDocumentSigned', dealerId: '101', namesCar: false }).thenRefuses(CaseMessages.signingNamesNoCar, 'invalid'));
    it('signs a case with a swap car when the signing modal names a car', () =>
      spec(withSwapCar)
        .when({ type: 'MarkDocumentSigned', dealerId: '101', namesCar: true })
        .then([{ type: 'CaseDocumentSigned', data: { Document: 'Contract' } }, status(2, 1), { type: 'ContractSigned', data: { ...lead, Document: 'Contract' } }]));
    const stored = opened({ CustomerId: '9', SalesItem: { Title: 'Škoda Octavia', Id: '55', Mileage: 45000 } });
    it('saves nothing when only the order of the keys differs from the stored case', () =>
      spec([stored]).when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '9', SalesItem: { Id: '55', Mileage: 45000, Title: 'Škoda Octavia' } } }).then([]));
    it('saves only the field that changed, whatever the order of the keys', () =>
      spec([stored])
        .when({ type: 'SaveCase', dealerId: '101', data: { CustomerId: '8', SalesItem: { Mileage: 45000, Id: '55', Title: 'Škoda Octavia' } } })
        .then([{ type: 'CaseSaved', data: { Changes: { CustomerId: '8' } } }]));
  });
});
