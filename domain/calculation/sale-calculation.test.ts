import { describe, expect, it } from 'vitest';
import {
  applyMaxGearing,
  calculationWarnings,
  CalculationMessages,
  FEE_NOT_PAID,
  FEE_PAID,
  maxGearing,
  methodLocks,
  needsOriginalPrice,
  saleFigures,
  showUsedCarFeeNote,
  treatedAsIncludingTax,
  usedCarFeeValid,
} from './sale-calculation.ts';

const base = {
  netPrice: 200_000_00, preparationCost: 2_000_00, profit: 30_000_00, equipment: [], deliveryCost: 0, licensePlateCost: 1_180_00,
  discountWithoutVat: 0, registrationFee: 100_000_00, method: FEE_PAID, vatFree: false, swapCarPrice: 0, swapCarUnpaidDebt: 0, downPayment: 0,
} as const;

describe('the sale calculation', () => {
  it('fee paid: vehicle with VAT + fee + plates is the total; fee not paid leaves the fee out', () => {
    const paid = saleFigures(base);
    expect(paid.SalesItemPriceWithVat).toBe(290_000_00);
    expect(paid.Vat).toBe(58_000_00);
    expect(paid.TotalPrice).toBe(391_180_00);
    expect(saleFigures({ ...base, method: FEE_NOT_PAID }).TotalPrice).toBe(291_180_00);
  });

  it('the swap car and its debt and the down payment make the amount to pay', () => {
    const figures = saleFigures({ ...base, swapCarPrice: 100_000_00, swapCarUnpaidDebt: 20_000_00, downPayment: 50_000_00 });
    expect(figures.SwapCarSum).toBe(80_000_00);
    expect(figures.AmountToPay).toBe(391_180_00 - 80_000_00 - 50_000_00);
  });

  it('equipment is priced cost + profit + VAT by category, and its profit counts', () => {
    const figures = saleFigures({ ...base, equipment: [{ category: 0, cost: 4_000_00, profit: 1_000_00, registrationFee: 0 }, { category: 1, cost: 8_000_00, profit: 0, registrationFee: 0 }] });
    expect(figures.DealerEquipmentWithVat).toBe(6_250_00);
    expect(figures.FactoryEquipmentWithVat).toBe(10_000_00);
    expect(figures.TotalProfit).toBe(31_000_00);
  });

  it('max gearing by access level', () => {
    expect(maxGearing(0)).toMatchObject({ state: 'limited', enabled: false });
    expect(maxGearing(1)).toMatchObject({ state: 'warning', enabled: true, message: CalculationMessages.minTaxationMissing });
    expect(maxGearing(2)).toMatchObject({ state: 'allowed', showMinProfit: true });
    expect(maxGearing(3)).toMatchObject({ state: 'allowed', showMinProfit: true });
    expect(maxGearing(null)).toMatchObject({ state: 'disabled', enabled: false, message: CalculationMessages.maxGearingDisabled });
    expect(applyMaxGearing({ profit: 5, minProfit: 2 }, [{ profit: 4, minProfit: 1 }])).toEqual({ vehicleProfit: 2, equipmentProfits: [1], message: CalculationMessages.maxGearingBoth });
    expect(applyMaxGearing({ profit: 5, minProfit: 2 }, []).message).toBe(CalculationMessages.maxGearingCar);
  });

  it('method locks, fee validity, tax-included types and the used-car note', () => {
    expect(methodLocks({ isNew: false, isVan: true, isVatFreeCar: false, plusVat: false, noRegistrationTax: false })).toMatchObject({ feePaidLocked: true, forcedMethod: FEE_NOT_PAID });
    expect(methodLocks({ isNew: false, isVan: true, isVatFreeCar: true, plusVat: false, noRegistrationTax: false }).feePaidLocked).toBe(false);
    expect(methodLocks({ isNew: true, isVan: false, isVatFreeCar: false, plusVat: true, noRegistrationTax: true })).toMatchObject({ forcedMethod: FEE_NOT_PAID, feeFieldDisabled: true });
    expect(usedCarFeeValid(FEE_NOT_PAID, 0, false)).toBe(false);
    expect(usedCarFeeValid(FEE_NOT_PAID, 1, false)).toBe(true);
    expect(usedCarFeeValid(FEE_PAID, 0, false)).toBe(true);
    expect(usedCarFeeValid(FEE_NOT_PAID, 0, true)).toBe(true);
    expect([2, 8, 1].map(treatedAsIncludingTax)).toEqual([true, true, false]);
    expect(showUsedCarFeeNote(61_025_844, false, 1)).toBe(true);
    expect(showUsedCarFeeNote(61_025_845, false, 1)).toBe(false);
    expect(needsOriginalPrice('2020-06-10T12:00:00Z')).toBe(true);
    expect(needsOriginalPrice('2020-06-11')).toBe(false);
  });

  it('warnings', () => {
    expect(calculationWarnings({ profit: -1, minProfit: 10, minTaxationKnown: false, equipment: [{ category: 1, profit: 0, minProfit: 5 }] })).toEqual([
      CalculationMessages.minTaxationMissing,
      CalculationMessages.negativeProfit,
      CalculationMessages.belowMinProfitUnknownTaxation,
      CalculationMessages.equipmentBelowMinProfit,
    ]);
  });
});
