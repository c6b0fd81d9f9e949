import type { DomainEvent } from '../../events/catalogue.ts';
import type { CarData } from '../../events/cars.ts';
import { AD_TYPE_LABELS, CAR_STATUSES, CAR_TYPES, CHASSIS_TYPES, FUEL_TYPE_LABELS, GEAR_TYPE_LABELS, carTitle } from '../cars/car.ts';
import { formatNumber } from '../format.ts';
import { amountText, dayText, fieldChanges, kilometresText, line, numberOr, sentence, type HistoryField, type HistoryLine } from './history.ts';

/** What the stock car's history needs to know of the car before an event: the car as last saved. */
export type CarHistoryState = CarData | undefined;

const text = (value: string | null | undefined): string => (value ?? '').trim();
const amount = numberOr(amountText);
const labelOf = <K extends string | number>(labels: Record<K, string>, value: K | null | undefined): string =>
  value === null || value === undefined ? '' : (labels[value] ?? String(value));

/** The car's fields in the order of the car page, labelled as it labels them. */
const CAR_FIELDS: readonly HistoryField<CarData>[] = [
  { label: 'Mærke', text: (car) => text(car.Make) },
  { label: 'Model', text: (car) => text(car.Model) },
  { label: 'Variant', text: (car) => text(car.Variant) },
  { label: 'Motor', text: (car) => text(car.Motor) },
  { label: 'Modelår', text: (car) => numberOr(String)(car.ModelYear) },
  { label: 'Første registrering', text: (car) => dayText(car.RegistrationDate ?? '') },
  { label: 'Kilometerstand', text: (car) => numberOr(kilometresText)(car.Mileage) },
  { label: 'Kontantpris', text: (car) => amount(car.CashPrice) },
  { label: 'Detailpris', text: (car) => amount(car.RetailPrice) },
  { label: 'Prisbeskrivelse', text: (car) => text(car.RetailPriceDescription) },
  { label: 'Pris uden afgift', text: (car) => amount(car.PriceWithNoTax) },
  { label: 'Engrospris', text: (car) => amount(car.WholesalePrice) },
  { label: 'Leasingydelse', text: (car) => amount(car.LeasePayment) },
  { label: 'Markedsværdi', text: (car) => amount(car.MarketValue) },
  { label: 'Vægtafgift', text: (car) => amount(car.WeightTaxCosts) },
  { label: 'Farve', text: (car) => text(car.Color) },
  { label: 'Brændstof', text: (car) => FUEL_TYPE_LABELS[car.FuelType] ?? '' },
  { label: 'Gear', text: (car) => labelOf(GEAR_TYPE_LABELS, car.GearType) },
  { label: 'Biltype', text: (car) => labelOf<number>(CAR_TYPES, car.CarType) },
  { label: 'Karrosseri', text: (car) => labelOf<string>(CHASSIS_TYPES, car.ChassisType) },
  { label: 'Status', text: (car) => labelOf<number>(CAR_STATUSES, car.Status) },
  { label: 'Registreringsnummer', text: (car) => text(car.RegistrationNumber) },
  { label: 'Stelnummer', text: (car) => text(car.ChassisNumber) },
  { label: 'Vognnummer', text: (car) => text(car.VehicleNumber) },
  { label: 'Antal døre', text: (car) => numberOr(String)(car.NumberOfDoors) },
  { label: 'Hestekræfter', text: (car) => numberOr((value) => `${formatNumber(value)} hk`)(car.Effect) },
  { label: 'Km/l', text: (car) => numberOr((value) => formatNumber(value, 1))(car.KmPerLiter) },
  { label: 'På lager siden', text: (car) => dayText(car.InStockSince) },
  { label: 'Ansvarlig sælger', text: (car) => text(car.ResponsibleUserId), quiet: true },
  { label: 'Ekstraudstyr', text: (car) => text(car.ExtraEquipmentText), quiet: true },
  { label: 'Beskrivelse', text: (car) => text(car.VariantDescription), quiet: true },
  { label: 'Egen hjemmeside', text: (car) => text(car.ExternalUrl) },
  { label: 'Modelkatalogets variant', text: (car) => text(car.CarSpecificationGuid), quiet: true },
  { label: 'Ny bil uden for modelkataloget', text: (car) => (car.IsNewNonDbi ? 'ja' : 'nej') },
];

const titled = (car: CarData): string => carTitle(car) || 'uden navn';

/**
 * The Danish sentences of one event of a stock car, given the car as it was before it. An event the car page knows no
 * words for gets a plain line, never its technical name.
 */
export const describeCarEvent = (event: DomainEvent, before: CarHistoryState): HistoryLine[] => {
  switch (event.type) {
    case 'CarCreated': {
      const { Car: car, TransferredFromCarId } = event.data;
      const price = car.CashPrice === null ? (car.RetailPrice === null ? null : `Detailpris: ${amountText(car.RetailPrice)}`) : `Kontantpris: ${amountText(car.CashPrice)}`;
      return [
        line(
          TransferredFromCarId
            ? `Bilen er overført fra en anden afdeling (bil nr. ${TransferredFromCarId}): ${titled(car)}.`
            : `Bilen er oprettet: ${titled(car)}.`,
        ),
        ...(price === null ? [] : [line(price)]),
      ];
    }
    case 'CarUpdated': {
      const changes = before ? fieldChanges(CAR_FIELDS, before, event.data.Car) : [];
      return changes.length > 0 ? changes.map(line) : [line('Bilen er gemt uden ændringer.')];
    }
    case 'CarSold': {
      const { SalesPrice, IsRetailPrice, SoldDate } = event.data;
      const price = SalesPrice === null ? '' : ` for ${amountText(SalesPrice)}${IsRetailPrice === false ? ' (kontantpris)' : IsRetailPrice ? ' (detailpris)' : ''}`;
      return [line(sentence(`Bilen er solgt den ${dayText(SoldDate)}${price}`))];
    }
    case 'CarDeleted':
      return [line('Bilen er slettet.')];
    case 'CarInternalStatusChanged':
      return [line(event.data.IsInternal ? 'Bilen vises nu kun internt.' : 'Bilen vises nu også eksternt.')];
    case 'CarAdTypeSet':
      return [line(`Annoncetype sat til ${AD_TYPE_LABELS[event.data.AdType]}${event.data.SetByRule ? ' af en regel' : ''}.`)];
    case 'CarTransferred':
      return [line(`Bilen er overført til en anden afdeling (ny bil nr. ${event.data.NewCarId}).`)];
    case 'CarLockedByCarApi':
      return [line(event.data.Locked ? 'Bilen redigeres nu kun via bil-integrationen.' : 'Bilen kan igen redigeres her.')];
    case 'CarPictureAdded':
      return [line('Et billede er tilføjet.')];
    case 'CarPictureDeleted':
      return [line('Et billede er slettet.')];
    case 'CarPicturesReordered':
      return [line('Billedernes rækkefølge er ændret.')];
    default:
      return [line('Bilen er ændret.')];
  }
};

/** The car as the next event finds it. */
export const evolveCarHistory = (state: CarHistoryState, event: DomainEvent): CarHistoryState => {
  switch (event.type) {
    case 'CarCreated':
    case 'CarUpdated':
      return event.data.Car;
    default:
      return state;
  }
};
