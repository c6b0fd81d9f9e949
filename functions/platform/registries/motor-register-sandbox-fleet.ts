import { createHash } from 'node:crypto';
import type { CatalogueVariant } from '../../../domain/catalogue/model-catalogue.ts';
import { CAR_COLORS } from '../../../domain/catalogue/vehicle-data.ts';
import { sandboxVariants } from './model-catalogue-sandbox.ts';
import type { MotorRegisterRecord } from './motor-register.ts';
import { buildDemoCars, demoCustomerCarVehicle, type DemoCar } from './sandbox-demo-cars.ts';

/**
 * The sandbox registers' fleet: a few hundred Danish vehicles generated deterministically (the same plates and VINs
 * on every machine), shared by the sandbox motor register, debt register and catalogue drill-down so the registers
 * agree: a registration number the motor register knows drills down to the catalogue variant its type designation
 * names, and the debt register knows the same car by the same numbers. The demo data's stock cars and customer cars
 * are in the fleet too, so car facts and the debt check answer for them. The failure modes the spec names are
 * particular vehicles and numbers, exported below for tests and demos.
 */

/** A stable number from text, for choices that must not change between runs. */
export const stableNumber = (...parts: readonly (string | number)[]): number =>
  createHash('sha1').update(parts.join('|')).digest().readUInt32BE(0);

/** Production period of a catalogue variant, as the drill-down shows it: the first model year, the last (null: still made). */
export const productionPeriodOf = (variant: Pick<CatalogueVariant, 'CarGuid' | 'FuelType'>): { StartYear: number; EndYear: number | null } => {
  // Electric drivetrains are young; the others have run for a model generation or two.
  const earliest = variant.FuelType === 'El' ? 2019 : 2013;
  const StartYear = earliest + (stableNumber(variant.CarGuid, 'start') % (variant.FuelType === 'El' ? 5 : 8));
  return { StartYear, EndYear: null };
};

export interface SandboxDebt {
  Kind: 'Ejendomsforbehold' | 'Pant' | 'Udlæg';
  Creditor: string;
  /** Whole kroner. */
  Amount: number;
  RegisteredDate: string;
}

/** A vehicle of the fleet: its motor register record, and what else the other sandbox registers know of it. */
export interface FleetVehicle extends MotorRegisterRecord {
  /** A plate the car had before a re-registration: the motor register's sandbox still answers under it. */
  FormerRegistrationNumber: string | null;
  Debts: SandboxDebt[];
}

/** Numbers that make the sandbox registers fail as the real ones do. */
export const SANDBOX_VEHICLE_NUMBERS = {
  /** The registers answer that they are down. */
  down: 'NE10200',
  /** The registers never answer (the caller's time limit must answer instead). */
  hangs: 'NE30000',
  /** Neither register knows it. */
  unknown: 'ZZ99999',
} as const;

const PLATE_LETTERS = 'ABCDEFHJKLMNPRSTUVXYZ';
const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** The real world manufacturer identifiers, so the VINs look like the makes' own. */
const WMI: Readonly<Record<string, string>> = {
  Volkswagen: 'WVW',
  Toyota: 'SB1',
  Skoda: 'TMB',
  Peugeot: 'VF3',
  Kia: 'U5Y',
  Hyundai: 'TMA',
  Ford: 'WF0',
  Tesla: 'LRW',
  Volvo: 'YV1',
  Renault: 'VF1',
  Citroën: 'VF7',
  Opel: 'W0L',
};

const plateOf = (seed: number): string => {
  const first = PLATE_LETTERS[seed % PLATE_LETTERS.length]!;
  const second = PLATE_LETTERS[Math.floor(seed / PLATE_LETTERS.length) % PLATE_LETTERS.length]!;
  return `${first}${second}${String(10_000 + (stableNumber(seed, 'plate') % 90_000))}`;
};

const vinOf = (make: string, index: number): string => {
  let rest = '';
  for (let position = 0; rest.length < 14; position += 1) {
    rest += VIN_CHARACTERS[stableNumber(make, index, position) % VIN_CHARACTERS.length];
  }
  return `${WMI[make] ?? 'XXX'}${rest}`;
};

const iso = (year: number, month: number, day: number): string => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Danish periodic inspection: first at four years, then every second year; the latest one before `today`. */
const latestInspection = (firstRegistration: string, today: string): string | null => {
  const [year, month, day] = firstRegistration.split('-').map(Number) as [number, number, number];
  let latest: string | null = null;
  for (let age = 4; ; age += 2) {
    const date = iso(year + age, month, Math.min(day, 28));
    if (date > today) return latest;
    latest = date;
  }
};

const CREDITORS = ['Santander Consumer Bank', 'Nordea Finans', 'Handelsbanken Finans', 'Jyske Finans', 'Alm. Brand Finans'] as const;

/** Cars the catalogue has no variant for: a look-up by their number drills down to nothing (the error flag). */
const OUTSIDE_CATALOGUE = [
  { Make: 'Citroën', Model: 'Berlingo', Type: 'Berlingo 1.6 HDi 90 hk', VariantText: '1.6 HDi Seduction', Fuel: 'Diesel', EffectKw: 66, FuelEconomy: 18.2, NumberOfDoors: 5, IsVan: false },
  { Make: 'Opel', Model: 'Zafira', Type: 'Zafira 1.8 140 hk', VariantText: '1.8 Enjoy', Fuel: 'Benzin', EffectKw: 103, FuelEconomy: 13.5, NumberOfDoors: 5, IsVan: false },
] as const;

const SANDBOX_TODAY = '2026-06-01';
const FLEET_SIZE = 300;

const debtsOf = (index: number, firstRegistration: string): SandboxDebt[] => {
  if (index % 3 !== 1) return [];
  const year = Number(firstRegistration.slice(0, 4));
  const debts: SandboxDebt[] = [
    {
      Kind: 'Ejendomsforbehold',
      Creditor: CREDITORS[index % CREDITORS.length]!,
      Amount: 20_000 + (stableNumber(index, 'debt') % 180) * 1_000,
      RegisteredDate: iso(year, 1 + (index % 12), 10),
    },
  ];
  if (index % 15 === 1) debts.push({ Kind: 'Udlæg', Creditor: 'Gældsstyrelsen', Amount: 12_500, RegisteredDate: iso(Math.min(year + 3, 2025), 3, 2) });
  return debts;
};

/** The register's words for the demo stock's fuels. */
const REGISTER_FUELS: Record<NonNullable<DemoCar['Car']['FuelType']>, string> = { Petrol: 'Benzin', Diesel: 'Diesel', Electric: 'El', Hybrid: 'Hybrid', Unknown: '' };
const CUSTOMER_CAR_FUELS: Record<1 | 2 | 3, string> = { 1: 'Benzin', 2: 'Diesel', 3: 'El' };
/** Enough numbers for every demo customer car (six per department); a number the demo does not use is just a car. */
const DEMO_CUSTOMER_CARS = 60;

/** The demo data's cars as the registers know them; every third with a debt, as in the rest of the fleet. */
const demoVehicles = (variants: readonly CatalogueVariant[]): FleetVehicle[] => {
  const typeOf = new Map(variants.map((variant) => [variant.CarGuid, variant.Type]));
  const stock = buildDemoCars().map(({ Car }, index): FleetVehicle => ({
    RegistrationNumber: Car.RegistrationNumber!,
    FormerRegistrationNumber: null,
    VehicleIdentificationNumber: Car.ChassisNumber!,
    Make: Car.Make,
    Model: Car.Model,
    // The type designation of the catalogue variant the car was sold as, where the catalogue has it.
    Type: typeOf.get(Car.CarSpecificationGuid ?? '') ?? `${Car.Model} ${Car.Motor ?? ''} ${Car.Effect ?? ''} hk`.replace(/\s+/g, ' '),
    VariantText: Car.Variant ?? '',
    Fuel: REGISTER_FUELS[Car.FuelType!],
    EffectKw: Math.round((Car.Effect ?? 0) / 1.36),
    FuelEconomy: Car.KmPerLiter ?? null,
    NumberOfDoors: Car.NumberOfDoors ?? 5,
    IsVan: Car.CarType !== 1,
    CarGuid: Car.CarSpecificationGuid ?? null,
    FirstRegistrationDate: Car.RegistrationDate!,
    InspectionDate: latestInspection(Car.RegistrationDate!, SANDBOX_TODAY),
    Color: Car.Color ?? '',
    Debts: debtsOf(index, Car.RegistrationDate!),
  }));
  const customerCars = Array.from({ length: DEMO_CUSTOMER_CARS }, (_, index): FleetVehicle => {
    const { model, RegistrationNumber, RegistrationDate, ChassisNumber } = demoCustomerCarVehicle(index + 1);
    return {
      RegistrationNumber,
      FormerRegistrationNumber: null,
      VehicleIdentificationNumber: ChassisNumber,
      Make: model.Make,
      Model: model.Model,
      Type: `${model.Model} ${model.Motor}`,
      VariantText: model.Motor,
      Fuel: CUSTOMER_CAR_FUELS[model.FuelType],
      EffectKw: model.EffectKw,
      FuelEconomy: model.FuelEconomy,
      NumberOfDoors: model.Doors,
      IsVan: model.Type === 2,
      CarGuid: null,
      FirstRegistrationDate: RegistrationDate,
      InspectionDate: latestInspection(RegistrationDate, SANDBOX_TODAY),
      Color: CAR_COLORS[stableNumber(index, 'demo colour') % (CAR_COLORS.length - 1)]!.Name,
      Debts: debtsOf(index, RegistrationDate),
    };
  });
  return [...stock, ...customerCars];
};

const buildFleet = (): FleetVehicle[] => {
  const variants = sandboxVariants();
  const demo = demoVehicles(variants);
  // The demo cars keep their plates: the generated cars are given others.
  const used = new Set<string>([...Object.values(SANDBOX_VEHICLE_NUMBERS), ...demo.map((vehicle) => vehicle.RegistrationNumber)]);
  const uniquePlate = (seed: number): string => {
    for (let attempt = seed; ; attempt += 7_919) {
      const plate = plateOf(attempt);
      if (!used.has(plate)) {
        used.add(plate);
        return plate;
      }
    }
  };
  const fleet: FleetVehicle[] = [];
  for (let index = 0; index < FLEET_SIZE; index += 1) {
    const outside = index % 50 === 49 ? OUTSIDE_CATALOGUE[(index / 50) % OUTSIDE_CATALOGUE.length | 0]! : undefined;
    const variant = variants[(index * 7) % variants.length]!;
    const { StartYear } = productionPeriodOf(variant);
    const year = outside ? 2012 + (index % 6) : Math.min(StartYear + (stableNumber(index, 'year') % (2026 - StartYear + 1)), 2026);
    const firstRegistration = iso(year, 1 + (stableNumber(index, 'month') % 12), 1 + (stableNumber(index, 'day') % 28));
    const plate = uniquePlate(index + 1);
    fleet.push({
      RegistrationNumber: plate,
      // One car in forty was re-registered: the motor register still answers under the old plate.
      FormerRegistrationNumber: index % 40 === 7 ? uniquePlate(index + 100_003) : null,
      VehicleIdentificationNumber: vinOf(outside?.Make ?? variant.Make, index),
      ...(outside
        ? { ...outside, CarGuid: null }
        : {
            Make: variant.Make,
            Model: variant.Model,
            Type: variant.Type,
            VariantText: variant.Variant,
            Fuel: variant.FuelType,
            EffectKw: Math.round(variant.Effect / 1.36),
            FuelEconomy: variant.KmPerLiter,
            NumberOfDoors: variant.NumberOfDoors,
            IsVan: variant.IsVan,
            CarGuid: variant.CarGuid,
          }),
      FirstRegistrationDate: firstRegistration,
      InspectionDate: latestInspection(firstRegistration, SANDBOX_TODAY),
      Color: CAR_COLORS[stableNumber(index, 'colour') % (CAR_COLORS.length - 1)]!.Name,
      Debts: debtsOf(index, firstRegistration),
    });
  }
  return [...fleet, ...demo];
};

let fleet: FleetVehicle[] | undefined;
/** The sandbox fleet, built once per process. */
export const sandboxFleet = (): readonly FleetVehicle[] => (fleet ??= buildFleet());
