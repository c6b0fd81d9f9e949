import { type Ore } from './money.ts';
import { grossOfNet, vatOfNet } from './vat.ts';

/**
 * The sale calculation panel's figures (spec part 2 §3 "Sale calculation", §4 "Calculation"): from what the
 * salesperson decided (price, profit, discounts, equipment, method) to the price the customer pays. Pure; the tab,
 * the server and the documents compute the same figures from the same decisions.
 */

/** carCalculationMethod: 0 fee paid (Afgift betalt), 1 fee not paid (Afgift ikke betalt). */
export const CAR_CALCULATION_METHODS = { 0: 'Afgift betalt', 1: 'Afgift ikke betalt' } as const;
export type CarCalculationMethod = 0 | 1;
export const FEE_PAID: CarCalculationMethod = 0;
export const FEE_NOT_PAID: CarCalculationMethod = 1;

/** Vehicle types 2 and 8 are always treated as including tax for the VAT-free logic (spec part 2 §4). */
export const TAX_INCLUDED_VEHICLE_TYPES: readonly number[] = [2, 8];
export const treatedAsIncludingTax = (vehicleType: number | null | undefined): boolean => TAX_INCLUDED_VEHICLE_TYPES.includes(vehicleType ?? -1);

export const CalculationMessages = {
  reset: 'Køretøjet og fabriksmonteret udstyr er nulstillet til katalogpriser.',
  resetRefused: 'Køretøjet og fabriksmonteret udstyr kan ikke nulstilles til katalogpriser, da bilen ikke længere findes i kataloget.',
  updated: 'Fanen Beregning er blevet opdateret',
  equipmentRemoved: 'Ekstraudstyr er blevet fjernet',
  maxGearingBoth: 'Bil og fabriksmonteret udstyr er justeret til minimumsavance.',
  maxGearingCar: 'Bil er justeret til minimumsavance.',
  accessLimited: 'Begrænset adgang til DBI-data for dette mærke: maksimal gearing er ikke mulig.',
  minTaxationMissing: 'Minimumsbeskatning mangler for denne bil.',
  maxGearingDisabled: 'Maksimal gearing er ikke mulig, da minimumsbeskatningen ikke er oplyst.',
  negativeProfit: 'Avancen på bilen er negativ.',
  belowMinProfit: 'Avancen på bilen er under minimumsavancen.',
  belowMinProfitUnknownTaxation: 'Avancen på bilen er under minimumsavancen, og minimumsbeskatningen er ukendt.',
  equipmentBelowMinProfit: 'Avancen på fabriksmonteret udstyr er under minimumsavancen.',
  equipmentNegativeProfit: 'Avancen på ekstraudstyr er negativ.',
  usedCarFeeInfo: 'Bemærk: registreringsafgiften på en brugt bil er beregnet efter den oprindelige nypris.',
} as const;

/**
 * The discount's labels. 'inkl. moms' / 'u/moms' only where the discount carries VAT: a used car sold under the margin
 * scheme (momsloven §§ 69–71) shows no VAT, nor does a 'Momsfri' sale, so there the discount is plain 'Rabat'.
 */
export const DiscountLabels = {
  withVat: 'Rabat inkl. moms',
  withoutVat: 'Rabat u/moms',
  noVat: 'Rabat',
  marginScheme: 'Brugtmoms: bilen sælges efter brugtmomsordningen, og momsen vises ikke.',
} as const;
/** What the invoice basis of a used car sold under the margin scheme says instead of a VAT line. */
export const MARGIN_SCHEME_INVOICE_TEXT = 'Brugtmoms: bilen sælges efter brugtmomsordningen (momslovens §§ 69-71), og momsen fremgår ikke af fakturaen.';
/** The discount's label in the price overview and on the documents. */
export const discountLabel = (carriesVat: boolean): string => (carriesVat ? DiscountLabels.withVat : DiscountLabels.noVat);
/** The label of the discount typed on the calculation. */
export const discountInputLabel = (carriesVat: boolean): string => (carriesVat ? DiscountLabels.withoutVat : DiscountLabels.noVat);

// Max gearing (spec part 2 §4) ----------------------------------------------------------------------------------------

export type MaxGearingState = 'limited' | 'warning' | 'allowed' | 'disabled';
export interface MaxGearing {
  state: MaxGearingState;
  /** Whether the button may be pressed. */
  enabled: boolean;
  message: string | null;
  /** The known minimum dealer profit, shown with levels 2 and 3. */
  showMinProfit: boolean;
}

export const maxGearing = (dbiAccessLevel: number | null | undefined): MaxGearing => {
  switch (dbiAccessLevel) {
    case 0:
      return { state: 'limited', enabled: false, message: CalculationMessages.accessLimited, showMinProfit: false };
    case 1:
      return { state: 'warning', enabled: true, message: CalculationMessages.minTaxationMissing, showMinProfit: false };
    case 2:
    case 3:
      return { state: 'allowed', enabled: true, message: null, showMinProfit: true };
    default:
      return { state: 'disabled', enabled: false, message: CalculationMessages.maxGearingDisabled, showMinProfit: false };
  }
};

export interface ProfitDecision {
  profit: Ore;
  minProfit: Ore;
}

/** Max gearing sets the profit of the vehicle and each factory equipment to its minimum; the notice says which moved. */
export const applyMaxGearing = (vehicle: ProfitDecision, equipment: ProfitDecision[]): { vehicleProfit: Ore; equipmentProfits: Ore[]; message: string } => ({
  vehicleProfit: vehicle.minProfit,
  equipmentProfits: equipment.map((item) => item.minProfit),
  message: equipment.length > 0 ? CalculationMessages.maxGearingBoth : CalculationMessages.maxGearingCar,
});

// Calculation method and its locks (spec part 2 §4) ------------------------------------------------------------------

export interface MethodContext {
  isNew: boolean;
  isVan: boolean;
  isVatFreeCar: boolean;
  /** The VAT option chosen for a van: '+moms' forces fee not paid. */
  plusVat: boolean;
  noRegistrationTax: boolean;
}
export interface MethodLocks {
  /** 'Afgift betalt' cannot be chosen. */
  feePaidLocked: boolean;
  /** The method the rules force, if any. */
  forcedMethod: CarCalculationMethod | null;
  /** The fee field is disabled (no registration tax). */
  feeFieldDisabled: boolean;
}

/**
 * A used van sold with VAT cannot be 'Afgift betalt' unless it is a VAT-free car, and '+moms' forces 'Afgift ikke
 * betalt'; with no registration tax the fee field is disabled.
 */
export const methodLocks = (context: MethodContext): MethodLocks => {
  const feePaidLocked = (!context.isNew && context.isVan && !context.isVatFreeCar) || context.plusVat;
  return { feePaidLocked, forcedMethod: feePaidLocked ? FEE_NOT_PAID : null, feeFieldDisabled: context.noRegistrationTax };
};

/** A used car's fee is valid when the fee is not paid and above 0, or paid, or there is no registration tax (§5). */
export const usedCarFeeValid = (method: CarCalculationMethod, fee: Ore, noRegistrationTax: boolean): boolean =>
  noRegistrationTax || method === FEE_PAID || (method === FEE_NOT_PAID && fee > 0);

/** The used-car info note (spec part 2 §4): old cases, not new, with a fee. */
export const USED_CAR_NOTE_BEFORE_CASE_ID = 61_025_845;
export const ORIGINAL_PRICE_MODIFIED_ON_OR_BEFORE = '2020-06-10';
export const showUsedCarFeeNote = (caseId: number | null, isNew: boolean, fee: Ore): boolean =>
  caseId !== null && caseId < USED_CAR_NOTE_BEFORE_CASE_ID && !isNew && fee > 0;
export const needsOriginalPrice = (modifiedDate: string | null | undefined): boolean =>
  !!modifiedDate && modifiedDate.slice(0, 10) <= ORIGINAL_PRICE_MODIFIED_ON_OR_BEFORE;

// The price overview ------------------------------------------------------------------------------------------------

export interface EquipmentLine {
  category: 0 | 1;
  cost: Ore;
  profit: Ore;
  /** The equipment's share of the registration fee (factory equipment). */
  registrationFee: Ore;
}

export interface SaleInput {
  /** The vehicle's net price (cost to the dealer) without VAT. */
  netPrice: Ore;
  preparationCost: Ore;
  profit: Ore;
  equipment: readonly EquipmentLine[];
  /** Gross amounts the customer pays beside the vehicle. */
  deliveryCost: Ore;
  licensePlateCost: Ore;
  /** A discount without VAT off the whole sale. */
  discountWithoutVat: Ore;
  registrationFee: Ore;
  method: CarCalculationMethod;
  /** 'Momsfri': no VAT on the sale (a VAT-free van or car). */
  vatFree: boolean;
  swapCarPrice: Ore;
  swapCarUnpaidDebt: Ore;
  downPayment: Ore;
}

export interface SaleFigures {
  SalesItemPriceWithoutVat: Ore;
  Vat: Ore;
  SalesItemPriceWithVat: Ore;
  DealerEquipmentWithVat: Ore;
  FactoryEquipmentWithVat: Ore;
  RegistrationFee: Ore;
  /** Vehicle + equipment + fee (when paid by the dealer) + delivery + plates − discount. */
  TotalPrice: Ore;
  SwapCarSum: Ore;
  /** What the customer still pays: total − swap car price + its unpaid debt − down payment. */
  AmountToPay: Ore;
  TotalProfit: Ore;
}

export const saleFigures = (input: SaleInput): SaleFigures => {
  const vat = (net: Ore) => (input.vatFree ? 0 : vatOfNet(net));
  const vehicleNet = input.netPrice + input.preparationCost + input.profit - input.discountWithoutVat;
  const dealerNet = input.equipment.filter((item) => item.category === 0).reduce((sum, item) => sum + item.cost + item.profit, 0);
  const factoryNet = input.equipment.filter((item) => item.category === 1).reduce((sum, item) => sum + item.cost + item.profit, 0);
  const withVat = (net: Ore) => (input.vatFree ? net : grossOfNet(net));
  const vehicleGross = withVat(vehicleNet);
  const fee = input.method === FEE_PAID ? input.registrationFee : 0;
  const total = vehicleGross + withVat(dealerNet) + withVat(factoryNet) + fee + input.deliveryCost + input.licensePlateCost;
  const swapSum = input.swapCarPrice - input.swapCarUnpaidDebt;
  return {
    SalesItemPriceWithoutVat: vehicleNet,
    Vat: vat(vehicleNet),
    SalesItemPriceWithVat: vehicleGross,
    DealerEquipmentWithVat: withVat(dealerNet),
    FactoryEquipmentWithVat: withVat(factoryNet),
    RegistrationFee: input.registrationFee,
    TotalPrice: total,
    SwapCarSum: swapSum,
    AmountToPay: total - swapSum - input.downPayment,
    TotalProfit: input.profit - input.discountWithoutVat + input.equipment.reduce((sum, item) => sum + item.profit, 0),
  };
};

// Warnings (spec part 2 §8) -------------------------------------------------------------------------------------------

/**
 * The calculation's warnings. The discount (without VAT) comes off the dealer's profit on the car, so a car geared to
 * its minimum profit and then discounted is below the minimum, and is warned of.
 */
export const calculationWarnings = (input: {
  profit: Ore;
  minProfit: Ore | null;
  minTaxationKnown: boolean;
  equipment: { category: 0 | 1; profit: Ore; minProfit: Ore | null }[];
  discount?: Ore;
}): string[] => {
  const warnings: string[] = [];
  const profit = input.profit - (input.discount ?? 0);
  if (!input.minTaxationKnown) warnings.push(CalculationMessages.minTaxationMissing);
  if (profit < 0) warnings.push(CalculationMessages.negativeProfit);
  if (input.minProfit !== null && profit < input.minProfit) {
    warnings.push(input.minTaxationKnown ? CalculationMessages.belowMinProfit : CalculationMessages.belowMinProfitUnknownTaxation);
  }
  if (input.equipment.some((item) => item.category === 1 && item.minProfit !== null && item.profit < item.minProfit)) warnings.push(CalculationMessages.equipmentBelowMinProfit);
  if (input.equipment.some((item) => item.profit < 0)) warnings.push(CalculationMessages.equipmentNegativeProfit);
  return warnings;
};
