import { calculationFigures, feeRequestOf, type CalculationFigures, type CalculationSources } from '../../domain/calculation/case-calculation.ts';
import { calculateRegistrationFee, feeRequestSchema, type FeeResponse } from '../../domain/calculation/fee-request.ts';
import { DomainError } from '../../domain/errors.ts';
import { danishToday } from '../../domain/format.ts';
import type { CaseData } from '../../events/cases.ts';
import { stockCarConsumption, stockCarsById } from '../cars/readers.ts';
import { logger } from '../platform/logger.ts';
import { cataloguePricing, type CataloguePricing } from '../platform/registries/catalogue-pricing.ts';
import { ModelCatalogueUnavailable } from '../platform/registries/model-catalogue.ts';

/**
 * What other contexts may read of the calculation: a case's calculated figures, as the calculation tab shows them,
 * computed anew from the decisions stored on the case with today's rules and catalogue (what the printed documents
 * show). The catalogue car comes from the catalogue's pricing port, a stock car from the cars context's reader.
 */
export type { CalculationFigures } from '../../domain/calculation/case-calculation.ts';

let pricing: CataloguePricing | undefined;

const catalogueVehicle = async (carGuid: string | null | undefined) => {
  if (!carGuid) return null;
  try {
    return await (pricing ??= cataloguePricing()).vehicle(carGuid);
  } catch (error) {
    // Without the catalogue the figures fall back on the agreed price; the document still prints.
    if (error instanceof ModelCatalogueUnavailable) return null;
    throw error;
  }
};

/** The case's figures, or null when it has no car. */
export const caseCalculationFigures = async (
  dealerId: string,
  data: Pick<CaseData, 'SalesItem' | 'Calculation' | 'CashPayment' | 'SwapCarId' | 'SwapCarPriceWithVat' | 'SwapCarUnpaidDebt' | 'HasSwapPriceAgreement' | 'SwapPrice'>,
  today: string = danishToday(),
): Promise<CalculationFigures | null> => {
  const item = data.SalesItem;
  if (!item) return null;
  const [vehicle, stock, consumption] = await Promise.all([
    catalogueVehicle(item.CarGuid),
    item.Id ? stockCarsById(dealerId, [item.Id]) : Promise.resolve(null),
    // The stock car's km/l, for a sales item made before it carried one (the tab reads the same through getusedvehicle).
    item.Id && item.KmPerLiter == null ? stockCarConsumption(dealerId, [item.Id]) : Promise.resolve(null),
  ]);
  const sources: CalculationSources = {
    vehicle,
    stockCashPrice: (item.Id ? stock?.get(item.Id)?.CashPrice : null) ?? null,
    stockKmPerLiter: (item.Id ? consumption?.get(item.Id)?.KmPerLiter : null) ?? null,
  };
  const request = feeRequestOf(item, data.Calculation, sources, today);
  let fee: FeeResponse | null = null;
  const parsed = request ? feeRequestSchema.safeParse(request) : null;
  if (parsed?.success) {
    try {
      fee = calculateRegistrationFee(parsed.data, today);
    } catch (error) {
      // An expected registration date the rules cannot tax: the figures carry the fee as typed.
      if (!(error instanceof DomainError)) throw error;
      logger.info('The fee of a case could not be calculated', { code: error.code });
    }
  }
  return calculationFigures(item, data.Calculation, sources, data, fee);
};

