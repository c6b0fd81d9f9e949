import { describe, expect, it } from 'vitest';
import { sampleStockCar } from '../../cars/test-fixtures.ts';
import { CarMessages } from '../../cars/messages.ts';
import { customerCarDecider, type CustomerCarEvent } from '../../customer-cars/decider.ts';
import { CustomerCarMessages } from '../../customer-cars/messages.ts';
import { stockCarFromSwapCar, swapCarTransferSchema } from '../../customer-cars/swap-car-transfer.ts';
import { sampleSwapCar } from '../../customer-cars/test-fixtures.ts';
import { flowSpecification } from '../../decider-spec.ts';
import { fold } from '../../decider.ts';
import { DomainError } from '../../errors.ts';
import { caseDecider, type CaseEvent } from '../decider.ts';
import { CaseMessages } from '../messages.ts';
import { CaseStatus } from '../status.ts';
import { signDocument, signedDocument, stockCarNumberNeeded, type SignDocument } from './sign-document.ts';

const spec = flowSpecification(signDocument);

/** Case 7 of department 101, customer 9, stock car 55 and swap car 31. */
const opened = (data: Record<string, unknown> = { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' }, SwapCarId: '31' }): CaseEvent => ({
  type: 'CaseOpened',
  data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: data },
});
const withoutSwapCar = opened({ CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' } });
const status = (Status: number, PreviousStatus: number): CaseEvent => ({ type: 'CaseStatusChanged', data: { Status, PreviousStatus } });
const printed = (Document: 'Contract' | 'PurchaseDocument'): CaseEvent[] => [
  { type: 'CaseDocumentPrinted', data: { Document } },
  status(Document === 'Contract' ? CaseStatus.ContractIsPrinted : CaseStatus.PurchaseDocumentIsPrinted, CaseStatus.Initial),
];
const contractPrinted: CaseEvent[] = [opened(), ...printed('Contract')];
const contractSigned: CaseEvent[] = [{ type: 'CaseDocumentSigned', data: { Document: 'Contract' } }, status(CaseStatus.ContractIsSigned, CaseStatus.ContractIsPrinted)];
const signingEvents: CaseEvent[] = [...contractSigned, { type: 'ContractSigned', data: { CaseId: '7', DealerId: '101', CarId: '55', Document: 'Contract' } }];

const swapCarCreated = (dealerId = '101'): CustomerCarEvent => ({ type: 'CustomerCarCreated', data: { CarId: '31', DealerId: dealerId, Car: { ...sampleSwapCar, CustomerId: '9' } } });
const takenIntoStock = (CarId: string): CustomerCarEvent => ({ type: 'CustomerCarTakenIntoStock', data: { CarId } });

/** The signing modal's swap car fields, as its schema reads them. */
const fields = swapCarTransferSchema(new Date('2026-11-27')).parse({
  RegistrationDate: '14-03-2019',
  RetailPrice: 159_900,
  PriceWithNoTax: 99_000,
  WholeSalePrice: 120_000,
  Status: 5,
  VehicleNumber: 'T1',
  ModelYear: 2019,
});
const sign = (changes: Partial<SignDocument> = {}): SignDocument => ({ dealerId: '101', namesCar: true, userId: '5', today: '2026-11-27', ...changes });
const transfer = (stockCarId: string | undefined = '1001', swapCarId = '31'): SignDocument =>
  sign({ transfer: { swapCarId, fields, ...(stockCarId === undefined ? {} : { stockCarId }) } });
const stockCarCreated = {
  type: 'CarCreated' as const,
  data: { CarId: '1001', DealerId: '101', Car: stockCarFromSwapCar({ ...sampleSwapCar, CustomerId: '9' }, fields, '2026-11-27', '5') },
};

describe('signing a document', () => {
  it('signs the printed contract and records the lead event', () =>
    spec({ case: contractPrinted }).when(sign()).then({ case: signingEvents }));

  it('signs the printed purchase agreement and records ContractSigned for it', () =>
    spec({ case: [opened(), ...printed('PurchaseDocument')] })
      .when(sign())
      .then({
        case: [
          { type: 'CaseDocumentSigned', data: { Document: 'PurchaseDocument' } },
          status(CaseStatus.PurchaseDocumentIsSigned, CaseStatus.PurchaseDocumentIsPrinted),
          { type: 'ContractSigned', data: { CaseId: '7', DealerId: '101', CarId: '55', Document: 'PurchaseDocument' } },
        ],
      }));

  it('changes nothing when the document is signed already', () =>
    spec({ case: [...contractPrinted, ...contractSigned] }).when(sign()).thenNothingHappens());

  it('refuses a case of another dealer as unknown', () =>
    spec({ case: contractPrinted }).when(sign({ dealerId: '102' })).thenRefuses(CaseMessages.notFound, 'not-found', 'NotFound'));

  it('refuses when no contract or purchase agreement is printed', () =>
    spec({ case: [opened()] }).when(sign()).thenRefuses(CaseMessages.nothingToSign, 'refused'));

  it('refuses a closed case', () =>
    spec({ case: [...contractPrinted, { type: 'CaseClosed', data: {} }, status(CaseStatus.IsClosed, CaseStatus.ContractIsPrinted)] })
      .when(sign())
      .thenRefuses(CaseMessages.closed, 'refused'));

  it('with a swap car on the case, refuses a signing that names no car', () =>
    spec({ case: contractPrinted }).when(sign({ namesCar: false })).thenRefuses(CaseMessages.signingNamesNoCar, 'invalid', undefined, 'SwapCar'));

  it('without a swap car on the case, signs although the signing names no car', () =>
    spec({ case: [withoutSwapCar, ...printed('Contract')] }).when(sign({ namesCar: false })).then({ case: signingEvents }));
});

describe("signing with 'Overfør byttebilen til egne biler'", () => {
  it('takes the swap car into stock as a new stock car with the modal’s prices and status', () =>
    spec({ case: contractPrinted, swapCar: [swapCarCreated()], stockCar: [] })
      .when(transfer())
      .then({ case: signingEvents, swapCar: [takenIntoStock('1001')], stockCar: [stockCarCreated] }));

  it('takes the swap car into stock on a case signed before without it', () =>
    spec({ case: [...contractPrinted, ...contractSigned], swapCar: [swapCarCreated()], stockCar: [] })
      .when(transfer())
      .then({ swapCar: [takenIntoStock('1001')], stockCar: [stockCarCreated] }));

  it('signs a second time without a second stock car: the swap car was taken already', () =>
    spec({ case: contractPrinted, swapCar: [swapCarCreated(), takenIntoStock('1001')] }).when(transfer(undefined)).then({ case: signingEvents }));

  it("refuses a swap car that is not the case's", () =>
    spec({ case: contractPrinted, swapCar: [swapCarCreated()], stockCar: [] })
      .when(transfer('1001', '32'))
      .thenRefuses(CaseMessages.notTheSwapCar, 'invalid', undefined, 'SwapCar.CarId'));

  it('refuses a swap car that does not exist', () =>
    spec({ case: contractPrinted, swapCar: [] }).when(transfer(undefined)).thenRefuses(CustomerCarMessages.notFound, 'not-found', 'NotFound'));

  it('refuses a swap car deleted since it was chosen', () =>
    spec({ case: contractPrinted, swapCar: [swapCarCreated(), { type: 'CustomerCarDeleted', data: {} }] })
      .when(transfer(undefined))
      .thenRefuses(CustomerCarMessages.notFound, 'not-found'));

  it("refuses another department's swap car as unknown", () =>
    spec({ case: contractPrinted, swapCar: [swapCarCreated('102')], stockCar: [] })
      .when(transfer())
      .thenRefuses(CustomerCarMessages.notFound, 'not-found'));

  it('refuses when the stock car number is taken already', () =>
    spec({ case: contractPrinted, swapCar: [swapCarCreated()], stockCar: [{ type: 'CarCreated', data: { CarId: '1001', DealerId: '101', Car: sampleStockCar } }] })
      .when(transfer())
      .thenRefuses(CarMessages.exists, 'refused', 'AlreadyExists'));

  it('is no refusal but a fault of its caller when no stock car number was reserved for a swap car still to take', () => {
    const states = { case: fold(caseDecider, contractPrinted), swapCar: fold(customerCarDecider, [swapCarCreated()]) };
    expect(() => signDocument.decide(transfer(undefined), states)).toThrow(Error);
    expect(() => signDocument.decide(transfer(undefined), states)).not.toThrow(DomainError);
  });
});

describe('the stock car number a signing needs', () => {
  it('is needed for a swap car still to take into stock', () =>
    expect(stockCarNumberNeeded(transfer(undefined), fold(customerCarDecider, [swapCarCreated()]))).toBe(true));

  it('is not needed once the swap car is taken into stock', () =>
    expect(stockCarNumberNeeded(transfer(undefined), fold(customerCarDecider, [swapCarCreated(), takenIntoStock('1001')]))).toBe(false));

  it('is not needed for a swap car that does not exist', () => expect(stockCarNumberNeeded(transfer(undefined), fold(customerCarDecider, []))).toBe(false));

  it('is not needed without the transfer', () => expect(stockCarNumberNeeded(sign(), fold(customerCarDecider, [swapCarCreated()]))).toBe(false));
});

describe('the confirmation of a signing', () => {
  it('names the purchase agreement once it is signed', () =>
    expect(signedDocument(fold(caseDecider, [opened(), ...printed('PurchaseDocument'), status(CaseStatus.PurchaseDocumentIsSigned, CaseStatus.PurchaseDocumentIsPrinted)]))).toBe(
      'PurchaseDocument',
    ));

  it('names the contract otherwise', () => expect(signedDocument(fold(caseDecider, [...contractPrinted, ...contractSigned]))).toBe('Contract'));
});
