import { describe, expect, it } from 'vitest';
import type { CarEvent } from '../../cars/decider.ts';
import { CarMessages } from '../../cars/messages.ts';
import { sampleStockCar } from '../../cars/test-fixtures.ts';
import { flowSpecification } from '../../decider-spec.ts';
import type { CaseEvent } from '../decider.ts';
import { CaseMessages } from '../messages.ts';
import { CaseStatus } from '../status.ts';
import { agreedCarPrice, asksToSellCar, deliverCar, DeliverCarErrorCodes, type DeliverCar } from './deliver-car.ts';

const spec = flowSpecification(deliverCar);

/** Case 7 of department 101 with stock car 55, its contract printed. */
const opened = (data: Record<string, unknown> = { CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' } }): CaseEvent => ({
  type: 'CaseOpened',
  data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: data },
});
const status = (Status: number, PreviousStatus: number): CaseEvent => ({ type: 'CaseStatusChanged', data: { Status, PreviousStatus } });
const contractPrinted: CaseEvent[] = [opened(), { type: 'CaseDocumentPrinted', data: { Document: 'Contract' } }, status(CaseStatus.ContractIsPrinted, CaseStatus.Initial)];
const contractSigned: CaseEvent[] = [
  ...contractPrinted,
  { type: 'CaseDocumentSigned', data: { Document: 'Contract' } },
  status(CaseStatus.ContractIsSigned, CaseStatus.ContractIsPrinted),
];
const delivery = (CarId: string | null = '55'): CaseEvent[] => [
  { type: 'CaseCarDelivered', data: { CarId, SwapCarId: null } },
  { type: 'CarDelivered', data: { CaseId: '7', DealerId: '101', CarId } },
];

const stockCar = (dealerId = '101'): CarEvent => ({ type: 'CarCreated', data: { CarId: '55', DealerId: dealerId, Car: sampleStockCar } });
const deliver = (changes: Partial<DeliverCar> = {}): DeliverCar => ({ dealerId: '101', today: '2026-11-27', ...changes });
/** The sell-car dialog's answer: the case's car at 185.000 kr. as another price than retail. */
const selling = (changes: Partial<DeliverCar> = {}): DeliverCar => deliver({ salesItemCarId: '55', salesPrice: 185_000, isRetailPrice: false, ...changes });
const sold = (SalesPrice: number | null, IsRetailPrice: boolean | null): CarEvent => ({ type: 'CarSold', data: { SalesPrice, IsRetailPrice, SoldDate: '2026-11-27' } });

describe('marking the car delivered', () => {
  it('records the delivery and its lead event', () => spec({ case: contractPrinted }).when(deliver()).then({ case: delivery() }));

  it("records the swap-car dialog's answers with the case's swap car", () =>
    spec({ case: [opened({ CustomerId: '9', SalesItem: { Id: '55', Title: 'Škoda Octavia' }, SwapCarId: '31' })] })
      .when(deliver({ swapCarIsIntern: true, swapCarStatus: 5 }))
      .then({
        case: [
          { type: 'CaseCarDelivered', data: { CarId: '55', SwapCarId: '31', SwapCarIsIntern: true, SwapCarStatus: 5 } },
          { type: 'CarDelivered', data: { CaseId: '7', DealerId: '101', CarId: '55' } },
        ],
      }));

  it('delivers a specified vehicle, which has a title but no stock car', () =>
    spec({ case: [opened({ CustomerId: '9', SalesItem: { Title: 'Honda CB 500' } })] }).when(deliver()).then({ case: delivery(null) }));

  it('refuses a second delivery', () =>
    spec({ case: [...contractPrinted, ...delivery()] }).when(deliver()).thenRefuses(CaseMessages.alreadyDelivered, 'refused', 'AlreadyDelivered'));

  it('refuses a case without a car', () =>
    spec({ case: [opened({ CustomerId: '9' })] }).when(deliver()).thenRefuses(CaseMessages.missingCar, 'refused', 'MissingCarOrCustomer'));

  it('refuses a closed case', () =>
    spec({ case: [opened(), { type: 'CaseClosed', data: {} }, status(CaseStatus.IsClosed, CaseStatus.Initial)] })
      .when(deliver())
      .thenRefuses(CaseMessages.closed, 'refused'));

  it('refuses a case of another dealer as unknown', () =>
    spec({ case: contractSigned, stockCar: [stockCar()] }).when(selling({ dealerId: '102' })).thenRefuses(CaseMessages.notFound, 'not-found', 'NotFound'));
});

describe('selling the stock car on delivery', () => {
  it("sells the car of a signed contract with the dialog's price and price type", () =>
    spec({ case: contractSigned, stockCar: [stockCar()] }).when(selling()).then({ case: delivery(), stockCar: [sold(185_000, false)] }));

  it("sells it with no price saved ('Gem ikke salgspris'), the price type then ignored", () =>
    spec({ case: contractSigned, stockCar: [stockCar()] })
      .when(selling({ salesPrice: null, isRetailPrice: true }))
      .then({ case: delivery(), stockCar: [sold(null, null)] }));

  it('refuses a price without its price type, and delivers nothing', () =>
    spec({ case: contractSigned, stockCar: [stockCar()] })
      .when(selling({ isRetailPrice: null }))
      .thenRefuses(CarMessages.priceTypeMissing, 'invalid', undefined, 'IsRetailPrice'));

  it("refuses to sell a car that is not the case's", () =>
    spec({ case: contractSigned, stockCar: [] })
      .when(selling({ salesItemCarId: '56' }))
      .thenRefuses(CaseMessages.notTheSalesItemCar, 'invalid', DeliverCarErrorCodes.notTheSalesItemCar, 'SalesItemCarId'));

  it('sells nothing while the contract is only printed', () =>
    spec({ case: contractPrinted, stockCar: [stockCar()] }).when(selling()).then({ case: delivery() }));

  it('sells nothing when the car API maintains the car', () =>
    spec({ case: contractSigned, stockCar: [stockCar(), { type: 'CarLockedByCarApi', data: { Locked: true } }] })
      .when(selling())
      .then({ case: delivery() }));

  it('leaves a car already sold from the car list as it is', () =>
    spec({ case: contractSigned, stockCar: [stockCar(), sold(229_900, true)] }).when(selling()).then({ case: delivery() }));

  it('refuses a car deleted from stock, and delivers nothing', () =>
    spec({ case: contractSigned, stockCar: [stockCar(), { type: 'CarDeleted', data: {} }] })
      .when(selling())
      .thenRefuses(CarMessages.notFound, 'not-found', 'NotFound'));

  it("refuses another department's car as unknown, and delivers nothing", () =>
    spec({ case: contractSigned, stockCar: [stockCar('102')] }).when(selling()).thenRefuses(CarMessages.notFound, 'not-found'));
});

describe('whether the delivery asks to sell the car first', () => {
  it('asks for a signed contract with a stock car the car API does not lock', () =>
    expect(asksToSellCar({ status: CaseStatus.ContractIsSigned, salesItemCarId: '55', lockedByCarApi: false })).toBe(true));

  it('does not ask before the contract is signed', () =>
    expect(asksToSellCar({ status: CaseStatus.ContractIsPrinted, salesItemCarId: '55', lockedByCarApi: false })).toBe(false));

  it('does not ask without a stock car', () => expect(asksToSellCar({ status: CaseStatus.ContractIsSigned, salesItemCarId: null, lockedByCarApi: false })).toBe(false));

  it('does not ask when the car API maintains the car', () =>
    expect(asksToSellCar({ status: CaseStatus.ContractIsSigned, salesItemCarId: '55', lockedByCarApi: true })).toBe(false));
});

describe("the sell-car dialog's sales price", () => {
  const car = { Id: '55', Title: 'Škoda Octavia', SalesItemPriceWithVat: 76_900 };

  it('is the price agreed on the case, not the stock price', () =>
    expect(agreedCarPrice({ SalesItem: car, Calculation: { SalesPriceWithVat: 74_900 } }, 76_900)).toBe(74_900));

  it('is the stock price less the discount given on the case', () =>
    expect(agreedCarPrice({ SalesItem: car, Calculation: { DiscountWithoutVat: 2_000 } }, 76_900)).toBe(74_900));

  it('is the stock price when nothing else was agreed', () => expect(agreedCarPrice({ SalesItem: car, Calculation: null }, 76_900)).toBe(76_900));

  it('is missing without a car', () => expect(agreedCarPrice({ SalesItem: null, Calculation: null }, null)).toBeNull());
});
