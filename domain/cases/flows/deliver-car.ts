import type { CaseData } from '../../../events/cases.ts';
import { calculationFigures } from '../../calculation/case-calculation.ts';
import { toKroner, toOre } from '../../calculation/money.ts';
import { carDecider } from '../../cars/decider.ts';
import type { Flow } from '../../decider.ts';
import { DomainError } from '../../errors.ts';
import { caseDecider } from '../decider.ts';
import { CaseMessages } from '../messages.ts';
import { CaseStatus } from '../status.ts';

/**
 * Marking the case's car delivered (the car-delivered dialog, spec part 2 §4). When the dialog asked to sell the stock
 * car and the client sends that car back, the car is sold with the dialog's sales price and price type, or with no
 * price saved (spec part 1 "Sell car"). The delivery (a lead event, with the swap-car dialog's answers) and the sale
 * happen together or not at all.
 */
export interface DeliverCar {
  dealerId: string;
  /** The swap-car dialog's answers. */
  swapCarIsIntern?: boolean | null;
  swapCarStatus?: number | null;
  /** The stock car the sell-car dialog sells: the case's own car, or none when the dialog did not ask. */
  salesItemCarId?: string | null;
  /** No price saved ('Gem ikke salgspris') is null; a price comes with its price type. */
  salesPrice?: number | null;
  isRetailPrice?: boolean | null;
  /** The day of the sale (YYYY-MM-DD). */
  today: string;
}

/** Codes of the delivery's own refusals, for callers that act on one (never on the Danish text). */
export const DeliverCarErrorCodes = {
  notTheSalesItemCar: 'NotTheSalesItemCar',
} as const;

/**
 * Whether the delivery first asks to sell the stock car: a signed contract with a stock car the car API does not lock
 * (spec part 2 §4). The dialog shows the question by this rule, and the delivery sells by it.
 */
export const asksToSellCar = (deal: { status: number; salesItemCarId: string | null | undefined; lockedByCarApi: boolean }): boolean =>
  deal.status === CaseStatus.ContractIsSigned && Boolean(deal.salesItemCarId) && !deal.lockedByCarApi;

/**
 * The price the case sold its car at, which the sell-car dialog offers as the sales price: the calculation's car price
 * (the agreed price typed over the stock price, or the stock price) less the discount given, as the contract shows it.
 * Null without a car or a price.
 */
export const agreedCarPrice = (data: Pick<CaseData, 'SalesItem' | 'Calculation'>, stockCashPrice: number | null): number | null => {
  const item = data.SalesItem;
  if (!item) return null;
  // Without a calculation the contract prints the sales item's price.
  if (!data.Calculation) return item.SalesItemPriceWithVat ?? stockCashPrice;
  if (data.Calculation.SalesPriceWithVat == null && stockCashPrice === null && item.SalesItemPriceWithVat == null) return null;
  // A stock car is priced from what was agreed, never from the catalogue, so no catalogue variant is needed.
  const figures = calculationFigures(item, data.Calculation, { vehicle: null, stockCashPrice }, {}, null);
  return toKroner(toOre(figures.SalesItemPriceWithVat) - toOre(figures.DiscountWithVat));
};

const streams = { case: caseDecider, stockCar: carDecider };

export const deliverCar: Flow<DeliverCar, typeof streams> = {
  streams,
  decide(command, states) {
    const { dealerId, salesItemCarId } = command;
    const before = states.case;
    if (before === undefined) throw new Error('The delivery needs the case stream loaded');
    const delivered = caseDecider.decide({ type: 'DeliverCar', dealerId, swapCarIsIntern: command.swapCarIsIntern, swapCarStatus: command.swapCarStatus }, before);
    if (!salesItemCarId || before.kind !== 'open') return { case: delivered };
    if (before.data.SalesItem?.Id !== salesItemCarId) {
      throw new DomainError('invalid', CaseMessages.notTheSalesItemCar, 'SalesItemCarId', DeliverCarErrorCodes.notTheSalesItemCar);
    }
    const stockCar = states.stockCar;
    if (stockCar === undefined) throw new Error('The delivery of a stock car needs its stream loaded');
    const car = stockCar.kind === 'active' ? stockCar : undefined;
    if (!asksToSellCar({ status: before.status, salesItemCarId, lockedByCarApi: car?.locked ?? false })) return { case: delivered };
    // A car already sold (from the car list) is left as it is.
    if (car?.sold) return { case: delivered };
    const sold = carDecider.decide(
      {
        type: 'SellCar',
        dealerId,
        salesPrice: command.salesPrice ?? null,
        isRetailPrice: command.salesPrice == null ? null : (command.isRetailPrice ?? null),
        soldDate: command.today,
      },
      stockCar,
    );
    return { case: delivered, stockCar: sold };
  },
};
