import type { CatalogueVariant } from '../../../domain/catalogue/model-catalogue.ts';
import type { CarInput } from '../../../domain/cars/car.ts';
import { sandboxVariants } from './model-catalogue-sandbox.ts';

/**
 * The demo cars, part of the sandbox world: the sandbox registers' fleet knows them by their plates and chassis
 * numbers, so car facts and the debt check answer for a demo car as for any other.
 *
 * The demo stock: per department 30 used cars of makes and models common on the Danish market, with realistic
 * variants, prices (kr.), mileage, first registrations, plates ('AB12345'), vehicle (stock) numbers and made-up chassis
 * numbers. Two cars per department are already sold, so that the typeaheads' "unsold only" shows. Deterministic.
 */
export interface DemoCar {
  CarId: string;
  DealerId: string;
  /** The car without InStockSince, which the seed sets to `InStockDaysAgo` days before the day it runs. */
  Car: Omit<CarInput, 'InStockSince'>;
  InStockDaysAgo: number;
  Sold?: { SalesPrice: number | null; IsRetailPrice: boolean | null };
  /** The car's pictures in order (ids of demo pictures, see `demoPictureEvents`); some cars have none. */
  PictureIds?: string[];
}

interface Model {
  make: string;
  model: string;
  variant: string;
  motor: string;
  fuel: 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid';
  gear: 'AutoShift' | 'ManualShift';
  /** 1 private car, 2 van ex. VAT, 3 van incl. VAT. */
  carType: 1 | 2 | 3;
  doors: number;
  hp: number;
  kmPerLiter: number | null;
  /** Price new, kr. */
  price: number;
  /** First model year on the Danish market. */
  from: number;
  /** World manufacturer identifier: the first three characters of the chassis number. */
  wmi: string;
}

const MODELS: Model[] = [
  { make: 'Volkswagen', model: 'Golf', variant: '1,5 eTSI Life DSG', motor: '1,5', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 150, kmPerLiter: 18.9, price: 329_990, from: 2016, wmi: 'WVW' },
  { make: 'Volkswagen', model: 'Polo', variant: '1,0 TSI Style', motor: '1,0', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 95, kmPerLiter: 20.4, price: 214_990, from: 2016, wmi: 'WVW' },
  { make: 'Volkswagen', model: 'ID.4', variant: 'Pro Performance Max', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 204, kmPerLiter: null, price: 419_990, from: 2021, wmi: 'WVG' },
  { make: 'Volkswagen', model: 'Passat Variant', variant: '2,0 TDI Elegance DSG', motor: '2,0', fuel: 'Diesel', gear: 'AutoShift', carType: 1, doors: 5, hp: 150, kmPerLiter: 21.3, price: 479_990, from: 2016, wmi: 'WVW' },
  { make: 'Skoda', model: 'Octavia Combi', variant: '1,5 TSI e-TEC Style DSG', motor: '1,5', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 150, kmPerLiter: 18.5, price: 359_900, from: 2017, wmi: 'TMB' },
  { make: 'Skoda', model: 'Enyaq', variant: '85 Sportline', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 286, kmPerLiter: null, price: 439_900, from: 2021, wmi: 'TMB' },
  { make: 'Skoda', model: 'Fabia', variant: '1,0 TSI Style', motor: '1,0', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 95, kmPerLiter: 20.0, price: 209_900, from: 2016, wmi: 'TMB' },
  { make: 'Toyota', model: 'Yaris', variant: '1,5 Hybrid Active', motor: '1,5', fuel: 'Hybrid', gear: 'AutoShift', carType: 1, doors: 5, hp: 116, kmPerLiter: 26.3, price: 229_990, from: 2017, wmi: 'VNK' },
  { make: 'Toyota', model: 'Corolla Touring Sports', variant: '1,8 Hybrid Active Smart', motor: '1,8', fuel: 'Hybrid', gear: 'AutoShift', carType: 1, doors: 5, hp: 140, kmPerLiter: 22.7, price: 329_990, from: 2019, wmi: 'SB1' },
  { make: 'Toyota', model: 'RAV4', variant: '2,5 Plug-in Hybrid Style AWD', motor: '2,5', fuel: 'Hybrid', gear: 'AutoShift', carType: 1, doors: 5, hp: 306, kmPerLiter: 66.7, price: 529_990, from: 2021, wmi: 'JTM' },
  { make: 'Peugeot', model: '208', variant: '1,2 PureTech 100 Active', motor: '1,2', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 100, kmPerLiter: 19.2, price: 199_990, from: 2016, wmi: 'VR3' },
  { make: 'Peugeot', model: '2008', variant: '1,2 PureTech 130 Allure EAT8', motor: '1,2', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 130, kmPerLiter: 17.5, price: 279_990, from: 2017, wmi: 'VR3' },
  { make: 'Kia', model: 'Niro', variant: '1,6 GDI HEV Comfort DCT', motor: '1,6', fuel: 'Hybrid', gear: 'AutoShift', carType: 1, doors: 5, hp: 141, kmPerLiter: 20.4, price: 329_995, from: 2017, wmi: 'KNA' },
  { make: 'Kia', model: 'Ceed SW', variant: '1,5 T-GDI Prestige DCT', motor: '1,5', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 160, kmPerLiter: 16.9, price: 309_995, from: 2018, wmi: 'U5Y' },
  { make: 'Kia', model: 'EV6', variant: '77,4 kWh GT-Line AWD', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 325, kmPerLiter: null, price: 479_995, from: 2022, wmi: 'KNA' },
  { make: 'Hyundai', model: 'Kona', variant: 'Electric 64 kWh Advanced', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 204, kmPerLiter: null, price: 329_900, from: 2019, wmi: 'KMH' },
  { make: 'Hyundai', model: 'i20', variant: '1,0 T-GDi Essential', motor: '1,0', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 100, kmPerLiter: 19.6, price: 199_900, from: 2016, wmi: 'NLH' },
  { make: 'Tesla', model: 'Model 3', variant: 'Long Range AWD', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 4, hp: 498, kmPerLiter: null, price: 399_990, from: 2019, wmi: '5YJ' },
  { make: 'Tesla', model: 'Model Y', variant: 'Long Range AWD', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 514, kmPerLiter: null, price: 429_990, from: 2022, wmi: 'LRW' },
  { make: 'Ford', model: 'Focus', variant: '1,0 EcoBoost mHEV ST-Line', motor: '1,0', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 125, kmPerLiter: 19.2, price: 269_990, from: 2016, wmi: 'WF0' },
  { make: 'Ford', model: 'Kuga', variant: '2,5 PHEV Titanium CVT', motor: '2,5', fuel: 'Hybrid', gear: 'AutoShift', carType: 1, doors: 5, hp: 225, kmPerLiter: 71.4, price: 429_990, from: 2020, wmi: 'WF0' },
  { make: 'Audi', model: 'A3 Sportback', variant: '35 TFSI S line S tronic', motor: '1,5', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 150, kmPerLiter: 17.9, price: 379_900, from: 2016, wmi: 'WAU' },
  { make: 'Audi', model: 'Q4 e-tron', variant: '40 Advanced', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 204, kmPerLiter: null, price: 469_900, from: 2021, wmi: 'WAU' },
  { make: 'BMW', model: '3-serie Touring', variant: '320d M Sport aut.', motor: '2,0', fuel: 'Diesel', gear: 'AutoShift', carType: 1, doors: 5, hp: 190, kmPerLiter: 21.7, price: 559_900, from: 2016, wmi: 'WBA' },
  { make: 'BMW', model: 'i4', variant: 'eDrive40 M Sport', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 340, kmPerLiter: null, price: 589_900, from: 2022, wmi: 'WBY' },
  { make: 'Mercedes-Benz', model: 'C-Klasse', variant: 'C 200 Avantgarde aut.', motor: '1,5', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 4, hp: 204, kmPerLiter: 16.1, price: 539_900, from: 2016, wmi: 'WDD' },
  { make: 'Volvo', model: 'XC40', variant: 'B4 Plus Dark aut.', motor: '2,0', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 197, kmPerLiter: 15.2, price: 469_900, from: 2018, wmi: 'YV1' },
  { make: 'Volvo', model: 'V60', variant: 'T6 Recharge Plus Dark AWD aut.', motor: '2,0', fuel: 'Hybrid', gear: 'AutoShift', carType: 1, doors: 5, hp: 350, kmPerLiter: 62.5, price: 579_900, from: 2019, wmi: 'YV1' },
  { make: 'Citroën', model: 'C3', variant: '1,2 PureTech 83 Feel', motor: '1,2', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 83, kmPerLiter: 19.6, price: 179_990, from: 2017, wmi: 'VF7' },
  { make: 'Renault', model: 'Clio', variant: '1,0 TCe 90 Evolution', motor: '1,0', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 90, kmPerLiter: 19.6, price: 189_900, from: 2016, wmi: 'VF1' },
  { make: 'Nissan', model: 'Qashqai', variant: '1,3 mHEV N-Connecta X-Tronic', motor: '1,3', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 158, kmPerLiter: 16.4, price: 339_900, from: 2016, wmi: 'SJN' },
  { make: 'Mazda', model: 'CX-5', variant: '2,0 Skyactiv-G 165 Vision aut.', motor: '2,0', fuel: 'Petrol', gear: 'AutoShift', carType: 1, doors: 5, hp: 165, kmPerLiter: 14.9, price: 419_900, from: 2017, wmi: 'JMZ' },
  { make: 'Opel', model: 'Corsa', variant: '1,2 Turbo Elegance', motor: '1,2', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 100, kmPerLiter: 19.6, price: 189_990, from: 2016, wmi: 'W0V' },
  { make: 'Dacia', model: 'Sandero Stepway', variant: '1,0 TCe 90 Expression', motor: '1,0', fuel: 'Petrol', gear: 'ManualShift', carType: 1, doors: 5, hp: 90, kmPerLiter: 18.9, price: 149_900, from: 2017, wmi: 'UU1' },
  { make: 'MG', model: 'MG4', variant: 'Electric Long Range Luxury', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 204, kmPerLiter: null, price: 249_990, from: 2023, wmi: 'LSJ' },
  { make: 'Cupra', model: 'Born', variant: '58 kWh e-Boost', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 231, kmPerLiter: null, price: 329_990, from: 2022, wmi: 'VSS' },
  { make: 'Polestar', model: '2', variant: 'Long Range Single Motor', motor: 'El', fuel: 'Electric', gear: 'AutoShift', carType: 1, doors: 5, hp: 299, kmPerLiter: null, price: 419_900, from: 2021, wmi: 'LPS' },
  { make: 'Volkswagen', model: 'Transporter', variant: '2,0 TDI 150 Kassevogn lang DSG', motor: '2,0', fuel: 'Diesel', gear: 'AutoShift', carType: 2, doors: 4, hp: 150, kmPerLiter: 13.5, price: 379_900, from: 2016, wmi: 'WV1' },
  { make: 'Ford', model: 'Transit Custom', variant: '2,0 EcoBlue 130 Trend Van L2H1', motor: '2,0', fuel: 'Diesel', gear: 'ManualShift', carType: 2, doors: 4, hp: 130, kmPerLiter: 14.3, price: 269_900, from: 2016, wmi: 'WF0' },
  { make: 'Toyota', model: 'Proace City', variant: '1,5 D 100 Comfort L1', motor: '1,5', fuel: 'Diesel', gear: 'ManualShift', carType: 3, doors: 4, hp: 100, kmPerLiter: 20.0, price: 239_990, from: 2020, wmi: 'YAR' },
];

const COLORS = ['Sort', 'Hvid', 'Grå metal', 'Sølv metal', 'Blå metal', 'Rød', 'Mørkegrå metal', 'Grøn metal'];
const PLATE_LETTERS = ['AB', 'BC', 'BU', 'CX', 'DK', 'DR', 'EV', 'FJ', 'HR', 'KL', 'MN', 'PT', 'RS', 'TV', 'UX', 'XY', 'ZA', 'AR', 'CF', 'EL'];
const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const EQUIPMENT = [
  'Adaptiv fartpilot, Apple CarPlay/Android Auto, bakkamera, LED-forlygter, sædevarme, parkeringssensorer for og bag.',
  'Klimaanlæg, DAB+, Bluetooth, fartpilot, alufælge, el-ruder, el-spejle.',
  'Panoramatag, varmepumpe, 360° kamera, elektrisk bagklap, nøglefri betjening, head-up display.',
  'Anhængertræk, vinterhjul på alufælge, rattvarme, navigation, 2-zonet klimaanlæg.',
  'Reservationsvarme, træk, skillevæg, krydsfinerbeklædning i lastrum, 3 sæder.',
];
const DEPARTMENTS = [
  { dealerId: '101', vehicleNumbers: 1_001, responsible: ['5', '4', null] },
  { dealerId: '102', vehicleNumbers: 2_001, responsible: ['10', null] },
  { dealerId: '103', vehicleNumbers: 3_001, responsible: ['11', null] },
] as const;
/** The last model year of the demo stock. */
const NEWEST_YEAR = 2025;
const CARS_PER_DEPARTMENT = 30;

const numbers = (seed: number) => {
  let state = seed;
  return (below: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
};

/** The chassis type the stock filter offers, from what the model is. */
const chassisOf = (model: Model): string => {
  if (model.carType !== 1) return 'Kassevogn';
  if (/Variant|Combi|Touring|SW\b|Stationcar/.test(model.model)) return 'Stationcar';
  if (/RAV4|Kuga|Enyaq|ID\.4|Model Y|Kona|2008|Niro|EV6|Tiguan|XC|Qashqai|Kodiaq/.test(model.model)) return 'SUV';
  if (/Model 3|Passat$|Octavia$/.test(model.model)) return 'Sedan';
  return 'Hatchback';
};

/** A used car's price: about 12 % a year off the price new, rounded to end in 900 kr. */
const usedPrice = (model: Model, age: number, mileage: number): number => {
  const value = model.price * 0.88 ** age - mileage * 0.15;
  return Math.max(39_900, Math.round(value / 1_000) * 1_000 - 100);
};

/** The catalogue's words for the demo's fuels (a plug-in counts as a hybrid). */
const CATALOGUE_FUELS: Record<Model['fuel'], readonly string[]> = { Petrol: ['Benzin'], Diesel: ['Diesel'], Electric: ['El'], Hybrid: ['Hybrid', 'Plug-in hybrid'] };

/**
 * The catalogue variant a demo car was sold as new, so that 'Modelkatalog' opens on demo data: the sandbox
 * catalogue's variant of the same make and model (its first word: 'Octavia Combi' is the catalogue's 'Octavia'), of
 * the same fuel where it has one, nearest in horsepower. A model the sandbox catalogue lacks has none, as a car
 * bought in from abroad would.
 */
const catalogueGuidOf = (model: Model, variants: readonly CatalogueVariant[] = sandboxVariants()): string | null => {
  const firstWord = (name: string): string => name.split(' ')[0]!.toLowerCase();
  const candidates = variants.filter((variant) => variant.Make === model.make && firstWord(variant.Model) === firstWord(model.model));
  const sameFuel = candidates.filter((variant) => CATALOGUE_FUELS[model.fuel].includes(variant.FuelType));
  const chosen = (sameFuel.length > 0 ? sameFuel : candidates).toSorted((a, b) => Math.abs(a.Effect - model.hp) - Math.abs(b.Effect - model.hp))[0];
  return chosen?.CarGuid ?? null;
};

export const buildDemoCars = (): DemoCar[] => {
  const cars: DemoCar[] = [];
  let id = 0;
  DEPARTMENTS.forEach((department, departmentIndex) => {
    const next = numbers(104_729 * (departmentIndex + 1));
    for (let n = 0; n < CARS_PER_DEPARTMENT; n += 1) {
      id += 1;
      const model = MODELS[(n * 7 + departmentIndex * 13) % MODELS.length]!;
      const year = model.from + next(NEWEST_YEAR - model.from + 1);
      const age = NEWEST_YEAR + 1 - year;
      const mileage = Math.max(1_500, age * (9_000 + next(10_000)) + next(5) * 1_000);
      const roundedMileage = Math.round(mileage / 100) * 100;
      const cashPrice = usedPrice(model, age, roundedMileage);
      const isVan = model.carType !== 1;
      const month = 1 + next(12);
      const day = 1 + next(28);
      const vin = `${model.wmi}ZZZ${Array.from({ length: 11 }, () => VIN_CHARACTERS[next(VIN_CHARACTERS.length)]).join('')}`;
      const status = n % 10 === 3 ? 5 : n % 10 === 7 ? 1 : n % 13 === 5 ? 2 : n % 15 === 11 ? 9 : 0;
      cars.push({
        CarId: String(id),
        DealerId: department.dealerId,
        Car: {
          Make: model.make,
          Model: model.model,
          Variant: model.variant,
          Motor: model.motor,
          ModelYear: year,
          RegistrationDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          Mileage: roundedMileage,
          CashPrice: cashPrice,
          RetailPrice: cashPrice,
          // Vans are priced for business buyers without VAT (80 % of the price with VAT).
          PriceWithNoTax: model.carType === 2 ? Math.round((cashPrice * 0.8) / 100) * 100 : null,
          WholesalePrice: Math.round((cashPrice * 0.86) / 1_000) * 1_000,
          LeasePayment: model.fuel === 'Electric' && year >= 2022 ? 2_495 + 500 * next(6) : null,
          Color: COLORS[next(COLORS.length)]!,
          FuelType: model.fuel,
          GearType: model.gear,
          CarType: model.carType,
          Status: status,
          RegistrationNumber: `${PLATE_LETTERS[next(PLATE_LETTERS.length)]}${String(10_000 + next(90_000))}`,
          ChassisNumber: vin,
          VehicleNumber: String(department.vehicleNumbers + n),
          ResponsibleUserId: department.responsible[n % department.responsible.length]!,
          NumberOfDoors: model.doors,
          Effect: model.hp,
          KmPerLiter: model.kmPerLiter,
          ExtraEquipmentText: isVan ? EQUIPMENT[4]! : EQUIPMENT[next(4)]!,
          ChassisType: chassisOf(model),
          CarSpecificationGuid: catalogueGuidOf(model),
        },
        InStockDaysAgo: 3 + ((n * 17 + departmentIndex * 5) % 140),
        // One to three pictures, and every sixth car none, so the 'no pictures' alert has cars to show.
        PictureIds: n % 6 === 4 ? [] : Array.from({ length: 1 + ((n + departmentIndex) % 3) }, (_, index) => demoPictureId(id, index)),
        ...(n === CARS_PER_DEPARTMENT - 2
          ? { Sold: { SalesPrice: cashPrice - 5_000, IsRetailPrice: true } }
          : n === CARS_PER_DEPARTMENT - 1
            ? { Sold: { SalesPrice: null, IsRetailPrice: null } }
            : {}),
      });
    }
  });
  return cars;
};

/** A demo picture's id, as an uploaded picture's (a UUID's shape) but made from the car's number and its place. */
export function demoPictureId(carId: number, index: number): string {
  return `${carId.toString(16).padStart(8, '0')}-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`;
}

/** The makes and models of the demo customers' own cars (swap cars), in turn. */
const CUSTOMER_CAR_MODELS = [
  { Make: 'VW', Wmi: 'WVW', Model: 'Golf', Motor: '1,5 TSI', Type: 1, FuelType: 1, Doors: 5, EffectKw: 110, FuelEconomy: 20.4 },
  { Make: 'Skoda', Wmi: 'TMB', Model: 'Octavia Combi', Motor: '2,0 TDI', Type: 1, FuelType: 2, Doors: 5, EffectKw: 110, FuelEconomy: 23.8 },
  { Make: 'Toyota', Wmi: 'VNK', Model: 'Yaris', Motor: '1,5 Hybrid', Type: 1, FuelType: 1, Doors: 5, EffectKw: 85, FuelEconomy: 26.3 },
  { Make: 'Ford', Wmi: 'WF0', Model: 'Transit Custom', Motor: '2,0 EcoBlue', Type: 2, FuelType: 2, Doors: 4, EffectKw: 96, FuelEconomy: 14.3 },
  { Make: 'Tesla', Wmi: '5YJ', Model: 'Model 3', Motor: 'Long Range', Type: 1, FuelType: 3, Doors: 4, EffectKw: 324, FuelEconomy: null },
  { Make: 'Peugeot', Wmi: 'VF3', Model: '208', Motor: '1,2 PureTech', Type: 1, FuelType: 1, Doors: 5, EffectKw: 74, FuelEconomy: 19.6 },
] as const;

/** A demo customer car's vehicle (the n-th, from 1): what the registers know of it and the form shows. */
export const demoCustomerCarVehicle = (id: number) => {
  const model = CUSTOMER_CAR_MODELS[(id - 1) % CUSTOMER_CAR_MODELS.length]!;
  const year = 2014 + ((id * 3) % 9);
  return {
    model,
    year,
    RegistrationNumber: `${['AB', 'CX', 'DL', 'EV', 'BK'][id % 5]}${String(10_000 + id * 7_919).slice(-5)}`,
    RegistrationDate: `${year}-0${1 + (id % 9)}-15`,
    // The make's manufacturer code, then a serial: a chassis number's shape, made up.
    ChassisNumber: `${model.Wmi}ZZZ${String(year)}K${String(id).padStart(6, '0')}`,
  };
};
