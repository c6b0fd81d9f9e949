import { formatKr, formatNumber, toClientDate } from '../format.ts';
import { financingExampleLines, financingExampleSentence, type FinancingExample } from './financing.ts';
import {
  ADDITIONAL_INFORMATION,
  CASH_PRICE,
  extraEquipmentItems,
  isLandscape,
  LEASING,
  PriceTagMessages,
  withPicture,
  type AdditionalInformation,
  type PriceTagOptions,
  type PriceType,
} from './price-tag.ts';

/** The car as a price tag reads it (kroner; null where not known). */
export interface PriceTagCar {
  Make: string;
  Model: string;
  Variant: string;
  Motor: string;
  NumberOfDoors: number | null;
  /** Price including delivery. */
  CashPrice: number | null;
  /** Price excluding delivery. */
  RetailPrice: number | null;
  PriceWithNoTax: number | null;
  WholesalePrice: number | null;
  LeasePayment: number | null;
  VehicleNumber: string;
  ChassisNumber: string;
  RegistrationDate: string | null;
  ModelYear: number | null;
  Mileage: number | null;
  Color: string;
  /** 'Benzin', 'Diesel', 'El', 'Hybrid'; null when not known. */
  FuelType: string | null;
  GearType: string | null;
  Effect: number | null;
  KmPerLiter: number | null;
  /** The yearly green ownership tax or weight tax, kroner. */
  WeightTaxCosts: number | null;
  /** Permitted trailer weight with brakes, kg (the motor register's; not on every car). */
  TrailerWeightWithBrakes?: number | null;
}

/** Motor, variant and doors: the line under make and model ('1.5 TSI Style 5-dørs'). */
export const motorVariantNumberOfDoors = (car: Pick<PriceTagCar, 'Motor' | 'Variant' | 'NumberOfDoors'>): string =>
  [car.Motor, car.Variant, car.NumberOfDoors ? `${car.NumberOfDoors}-dørs` : '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** The delivery cost: the cash price (delivery included) less the retail price; 0 when not known. */
export const deliveryCost = (car: Pick<PriceTagCar, 'CashPrice' | 'RetailPrice'>): number =>
  car.CashPrice !== null && car.RetailPrice !== null && car.CashPrice > car.RetailPrice ? car.CashPrice - car.RetailPrice : 0;

/** The cash price a buyer pays, delivery included: what financing is computed on. */
export const cashPriceWithDelivery = (car: Pick<PriceTagCar, 'CashPrice' | 'RetailPrice'>): number | null => car.CashPrice ?? car.RetailPrice;

export interface PriceTagPrice {
  label: string;
  amount: number;
  text: string;
  /** The delivery cost line printed under a price without delivery. */
  deliveryCost: number | null;
}

/** The price the tag shows for its price type, or the Danish reason it cannot. */
export const priceTagPrice = (car: PriceTagCar, options: Pick<PriceTagOptions, 'PriceType' | 'WithoutDeliveryCost'>): PriceTagPrice | { problem: string } => {
  const type: PriceType = options.PriceType;
  if (type === CASH_PRICE) {
    const delivery = deliveryCost(car);
    const withoutDelivery = options.WithoutDeliveryCost && delivery > 0;
    const amount = withoutDelivery ? car.RetailPrice : cashPriceWithDelivery(car);
    if (amount === null || amount <= 0) return { problem: PriceTagMessages.noPrice(type) };
    return { label: withoutDelivery ? 'Kontantpris ekskl. levering' : 'Kontantpris', amount, text: formatKr(amount, 0), deliveryCost: withoutDelivery ? delivery : null };
  }
  const amount = type === 1 ? car.PriceWithNoTax : type === 2 ? car.WholesalePrice : car.LeasePayment;
  if (amount === null || amount <= 0) return { problem: PriceTagMessages.noPrice(type) };
  const label = type === 1 ? 'Pris uden afgift' : type === 2 ? 'Engrospris' : 'Leasing';
  return { label, amount, text: type === LEASING ? `${formatKr(amount, 0)} pr. md.` : formatKr(amount, 0), deliveryCost: null };
};

/** One piece of additional information as printed; a fact the car lacks prints as '–'. */
const informationValue = (car: PriceTagCar, item: AdditionalInformation): string => {
  const orDash = (value: string | null | undefined): string => (value?.trim() ? value.trim() : '–');
  switch (item) {
    case 'OwnershipTax':
      return car.WeightTaxCosts ? `${formatKr(car.WeightTaxCosts, 0)} pr. år` : '–';
    case 'Consumption':
      return car.KmPerLiter ? `${formatNumber(car.KmPerLiter, 1)} km/l` : '–';
    case 'Fuel':
      return orDash(car.FuelType);
    case 'TrailerWithBrakes':
      return car.TrailerWeightWithBrakes ? `${formatNumber(car.TrailerWeightWithBrakes)} kg` : '–';
    case 'Mileage':
      return car.Mileage === null ? '–' : `${formatNumber(car.Mileage)} km`;
    case 'FirstRegistration':
      return orDash(toClientDate(car.RegistrationDate));
    case 'ModelYear':
      return car.ModelYear === null ? '–' : String(car.ModelYear);
    case 'Color':
      return orDash(car.Color);
    case 'Gear':
      return orDash(car.GearType);
    case 'HorsePower':
      return car.Effect ? `${formatNumber(car.Effect)} hk` : '–';
    case 'NumberOfDoors':
      return car.NumberOfDoors ? String(car.NumberOfDoors) : '–';
  }
};

export const additionalInformationLines = (car: PriceTagCar, chosen: readonly AdditionalInformation[]): [string, string][] =>
  chosen.map((item) => [ADDITIONAL_INFORMATION[item], informationValue(car, item)]);

/** Everything the tag prints, worked out: the template only lays it out. */
export interface PriceTagModel {
  landscape: boolean;
  withPicture: boolean;
  dealerName: string;
  showLogo: boolean;
  make: string;
  model: string;
  description: string;
  identifier: string | null;
  price: PriceTagPrice;
  extraEquipment: { dotted: boolean; items: string[]; text: string };
  freeText: string;
  additionalInformation: [string, string][];
  financing: { lines: [string, string][]; sentence: string } | null;
}

export const priceTagModel = (
  car: PriceTagCar,
  options: PriceTagOptions,
  context: { dealerName: string; price: PriceTagPrice; financing: FinancingExample | null },
): PriceTagModel => ({
  landscape: isLandscape(options.Template),
  withPicture: withPicture(options.Template),
  dealerName: context.dealerName,
  showLogo: options.UseCompanyLogo,
  make: car.Make,
  model: car.Model,
  description: motorVariantNumberOfDoors(car),
  identifier:
    options.CarIdentifier === 1 && car.VehicleNumber ? `Vognnr. ${car.VehicleNumber}` : options.CarIdentifier === 2 && car.ChassisNumber ? `Stelnr. ${car.ChassisNumber}` : null,
  price: context.price,
  extraEquipment: { dotted: options.UseDottedExtraEquipmentList, items: extraEquipmentItems(options.ExtraEquipmentText), text: options.ExtraEquipmentText.trim() },
  freeText: options.FreeText.trim(),
  additionalInformation: additionalInformationLines(car, options.OptionalInformation),
  financing: context.financing ? { lines: financingExampleLines(context.financing), sentence: financingExampleSentence(context.financing) } : null,
});
