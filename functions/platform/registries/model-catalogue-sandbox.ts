import { createHash } from 'node:crypto';
import {
  CATALOGUE_CAR_TYPES,
  type CatalogueCarType,
  type CatalogueCarTypeId,
  type CatalogueVariant,
} from '../../../domain/catalogue/model-catalogue.ts';
import { ModelCatalogueUnavailable, type CatalogueSearch, type ModelCatalogue } from './model-catalogue.ts';

/**
 * The sandbox model catalogue: a realistic sample of the Danish importers' catalogue (ten makes, two to four models
 * each, two to four variants per model), answered deterministically. It fails as an outage does for the make
 * `SANDBOX_OUTAGE_MAKE`, the guid `SANDBOX_OUTAGE_GUID`, or every call when built with `down`.
 */
export const SANDBOX_OUTAGE_MAKE = 'Nedbrud';
export const SANDBOX_OUTAGE_GUID = '00000000-0000-4000-8000-000000000102';

/** motor, fuel, horsepower, km per litre (null for electric), equipment level, total price. */
type VariantRow = readonly [string, string, number, number | null, string, number];
interface ModelRow {
  model: string;
  carType: CatalogueCarTypeId;
  doors: number;
  chassis: string;
  variants: readonly VariantRow[];
}

const car = (model: string, doors: number, chassis: string, variants: readonly VariantRow[]): ModelRow => ({ model, carType: 1, doors, chassis, variants });
const van = (model: string, doors: number, chassis: string, variants: readonly VariantRow[]): ModelRow => ({ model, carType: 2, doors, chassis, variants });

const CATALOGUE: Readonly<Record<string, readonly ModelRow[]>> = {
  Volkswagen: [
    car('Golf', 5, 'Hatchback', [
      ['1.5 eTSI', 'Benzin', 116, 19.6, 'Life', 299_990],
      ['1.5 eTSI DSG', 'Benzin', 150, 19.2, 'Style', 349_990],
      ['1.5 eHybrid DSG', 'Plug-in hybrid', 204, 71.4, 'R-Line', 389_990],
    ]),
    car('Polo', 5, 'Hatchback', [
      ['1.0 TSI', 'Benzin', 95, 20.4, 'Life', 219_990],
      ['1.0 TSI DSG', 'Benzin', 116, 19.6, 'R-Line', 254_990],
    ]),
    car('ID.4', 5, 'SUV', [
      ['Pro', 'El', 286, null, 'Pure', 329_990],
      ['Pro 4MOTION', 'El', 340, null, 'GTX', 419_990],
    ]),
    van('Transporter', 4, 'Kassevogn', [
      ['2.0 TDI', 'Diesel', 110, 13.9, 'Kassevogn', 329_900],
      ['2.0 TDI DSG', 'Diesel', 150, 13.3, 'Kassevogn lang', 369_900],
    ]),
  ],
  Toyota: [
    car('Yaris', 5, 'Hatchback', [
      ['1.5 Hybrid', 'Hybrid', 116, 26.3, 'Active', 209_990],
      ['1.5 Hybrid', 'Hybrid', 130, 25.6, 'Style', 239_990],
    ]),
    car('Corolla', 5, 'Stationcar', [
      ['1.8 Hybrid', 'Hybrid', 140, 22.7, 'Active', 299_990],
      ['2.0 Hybrid', 'Hybrid', 196, 21.3, 'GR Sport', 359_990],
    ]),
    car('RAV4', 5, 'SUV', [
      ['2.5 Hybrid AWD', 'Hybrid', 222, 17.9, 'Active', 469_990],
      ['2.5 Plug-in AWD', 'Plug-in hybrid', 306, 100, 'Style', 549_990],
    ]),
  ],
  Skoda: [
    car('Fabia', 5, 'Hatchback', [
      ['1.0 TSI', 'Benzin', 95, 20.8, 'Ambition', 199_990],
      ['1.0 TSI DSG', 'Benzin', 116, 19.6, 'Style', 234_990],
    ]),
    car('Octavia', 5, 'Stationcar', [
      ['1.5 e-TSI DSG', 'Benzin', 150, 19.2, 'Style', 339_990],
      ['2.0 TDI DSG', 'Diesel', 150, 22.7, 'Style', 369_990],
      ['2.0 TSI 4x4 DSG', 'Benzin', 265, 14.1, 'RS', 489_990],
    ]),
    car('Enyaq', 5, 'SUV', [
      ['85', 'El', 286, null, 'Selection', 379_990],
      ['85x', 'El', 286, null, 'Sportline', 439_990],
    ]),
  ],
  Peugeot: [
    car('208', 5, 'Hatchback', [
      ['1.2 PureTech', 'Benzin', 100, 19.2, 'Active', 209_990],
      ['e-208', 'El', 156, null, 'Allure', 279_990],
    ]),
    car('3008', 5, 'SUV', [
      ['1.2 Hybrid e-DCS6', 'Hybrid', 136, 19.6, 'Allure', 349_990],
      ['e-3008', 'El', 210, null, 'GT', 419_990],
    ]),
    van('Partner', 4, 'Kassevogn', [
      ['1.5 BlueHDi', 'Diesel', 100, 18.9, 'Pro', 219_900],
      ['e-Partner', 'El', 136, null, 'Pro', 269_900],
    ]),
  ],
  Kia: [
    car('Niro', 5, 'SUV', [
      ['1.6 GDI Hybrid', 'Hybrid', 141, 22.2, 'Active', 299_995],
      ['EV', 'El', 204, null, 'Advance', 339_995],
    ]),
    car('Sportage', 5, 'SUV', [
      ['1.6 T-GDI Hybrid', 'Hybrid', 230, 17.5, 'Comfort', 419_995],
      ['1.6 T-GDI Plug-in AWD', 'Plug-in hybrid', 265, 62.5, 'GT-Line', 489_995],
    ]),
    car('EV6', 5, 'Crossover', [
      ['RWD Long Range', 'El', 229, null, 'Air', 399_995],
      ['AWD Long Range', 'El', 325, null, 'GT-Line', 479_995],
      ['AWD', 'El', 585, null, 'GT', 639_995],
    ]),
  ],
  Hyundai: [
    car('i20', 5, 'Hatchback', [
      ['1.0 T-GDi', 'Benzin', 100, 19.6, 'Essential', 194_995],
      ['1.0 T-GDi DCT', 'Benzin', 100, 18.5, 'Advanced', 224_995],
    ]),
    car('Kona', 5, 'SUV', [
      ['1.6 GDi Hybrid DCT', 'Hybrid', 141, 21.3, 'Essential', 279_995],
      ['Electric 65 kWh', 'El', 218, null, 'Advanced', 329_995],
    ]),
    car('Tucson', 5, 'SUV', [
      ['1.6 T-GDi Hybrid', 'Hybrid', 215, 17.5, 'Essential', 409_995],
      ['1.6 T-GDi Plug-in 4WD', 'Plug-in hybrid', 252, 71.4, 'Ultimate', 499_995],
    ]),
  ],
  Ford: [
    car('Puma', 5, 'Crossover', [
      ['1.0 EcoBoost mHEV', 'Benzin', 125, 18.9, 'Titanium', 259_990],
      ['1.0 EcoBoost mHEV DCT', 'Benzin', 155, 17.9, 'ST-Line X', 299_990],
    ]),
    car('Kuga', 5, 'SUV', [
      ['2.5 FHEV', 'Hybrid', 183, 18.2, 'Titanium', 399_990],
      ['2.5 PHEV', 'Plug-in hybrid', 243, 71.4, 'ST-Line X', 459_990],
    ]),
    van('Transit Custom', 4, 'Kassevogn', [
      ['2.0 EcoBlue', 'Diesel', 136, 13.5, 'Trend', 319_900],
      ['2.0 EcoBlue aut.', 'Diesel', 170, 12.8, 'Limited', 359_900],
      ['E-Transit Custom', 'El', 217, null, 'Trend', 399_900],
    ]),
  ],
  Tesla: [
    car('Model 3', 4, 'Sedan', [
      ['RWD', 'El', 283, null, 'Standard', 289_990],
      ['Long Range AWD', 'El', 498, null, 'Premium', 349_990],
    ]),
    car('Model Y', 5, 'SUV', [
      ['RWD', 'El', 299, null, 'Standard', 309_990],
      ['Long Range AWD', 'El', 514, null, 'Premium', 369_990],
      ['Performance AWD', 'El', 534, null, 'Performance', 419_990],
    ]),
  ],
  Volvo: [
    car('EX30', 5, 'SUV', [
      ['Single Motor', 'El', 272, null, 'Core', 259_900],
      ['Twin Motor Performance', 'El', 428, null, 'Ultra', 339_900],
    ]),
    car('XC40', 5, 'SUV', [
      ['B3', 'Benzin', 163, 15.9, 'Core', 389_900],
      ['B4', 'Benzin', 197, 15.4, 'Plus', 429_900],
    ]),
    car('XC60', 5, 'SUV', [
      ['B5 AWD', 'Benzin', 250, 13.7, 'Core', 589_900],
      ['T6 AWD Recharge', 'Plug-in hybrid', 350, 83.3, 'Plus', 649_900],
      ['T8 AWD Recharge', 'Plug-in hybrid', 455, 83.3, 'Ultra', 729_900],
    ]),
  ],
  Renault: [
    car('Clio', 5, 'Hatchback', [
      ['1.0 TCe', 'Benzin', 91, 19.6, 'Evolution', 184_900],
      ['1.6 E-Tech Full Hybrid', 'Hybrid', 145, 23.8, 'Esprit Alpine', 239_900],
    ]),
    car('Captur', 5, 'Crossover', [
      ['1.0 TCe', 'Benzin', 91, 18.5, 'Evolution', 219_900],
      ['1.6 E-Tech Full Hybrid', 'Hybrid', 145, 22.2, 'Techno', 269_900],
    ]),
    car('Megane E-Tech', 5, 'Crossover', [
      ['EV60', 'El', 220, null, 'Techno', 309_900],
      ['EV60', 'El', 220, null, 'Iconic', 339_900],
    ]),
  ],
};

/** A stable guid of a variant, so the sample's CarGuids never change between runs or machines. */
const guidOf = (...parts: readonly string[]): string => {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const factoryCodeOf = (model: string, effect: number, equipment: string, index: number): string =>
  `${model.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase()}${effect}${equipment.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase()}${index + 1}`;

const chargerOf = (fuel: string): string | null => (fuel === 'El' ? 'Type 2 / CCS' : fuel === 'Plug-in hybrid' ? 'Type 2' : null);

const VARIANTS: readonly CatalogueVariant[] = Object.entries(CATALOGUE).flatMap(([make, models]) =>
  models.flatMap((row) =>
    row.variants.map(([motor, fuel, effect, kmPerLiter, equipment, price], index): CatalogueVariant => ({
      CarGuid: guidOf(make, row.model, motor, String(effect), equipment),
      Make: make,
      Model: row.model,
      Type: `${row.model} ${motor} ${effect} hk`,
      FactoryCode: factoryCodeOf(row.model, effect, equipment, index),
      Variant: `${motor} ${equipment}`,
      EquipmentLevel: equipment,
      // The newest prices are the 2026 model year from September; the others are still the 2025 list.
      ModelYear: index % 2 === 0 ? 2026 : 2025,
      EffectiveDate: index % 2 === 0 ? '2025-09-01' : '2025-03-01',
      TotalPrice: price,
      PriceType: row.carType === 2 ? 'S' : 'A',
      FuelType: fuel,
      NumberOfDoors: row.doors,
      Motor: motor,
      Effect: effect,
      KmPerLiter: kmPerLiter,
      CarType: row.carType,
      CarTypeName: CATALOGUE_CAR_TYPES[row.carType],
      IsVan: row.carType === 2,
      ChassisTypes: [row.chassis],
      ChargerType: chargerOf(fuel),
    })),
  ),
);

const same = (a: string, b: string): boolean => a.localeCompare(b, 'da', { sensitivity: 'accent' }) === 0;
const byDanish = (a: string, b: string): number => a.localeCompare(b, 'da');
const searchTextOf = (variant: CatalogueVariant): string =>
  [variant.Model, variant.Type, variant.Variant, variant.FactoryCode, variant.EquipmentLevel, variant.Motor, variant.FuelType].join(' ').toLowerCase();

export const sandboxModelCatalogue = (options: { down?: boolean } = {}): ModelCatalogue => {
  const answer = async <T>(make: string | undefined, value: () => T): Promise<T> => {
    if (options.down || (make !== undefined && same(make, SANDBOX_OUTAGE_MAKE))) throw new ModelCatalogueUnavailable();
    return value();
  };
  const ofMake = (make: string) => VARIANTS.filter((variant) => same(variant.Make, make));

  return {
    makes: () => answer(undefined, () => Object.keys(CATALOGUE).sort(byDanish)),
    carTypes: (make) =>
      answer(make, () =>
        [...new Set(ofMake(make).map((variant) => variant.CarType))]
          .sort()
          .map((id): CatalogueCarType => ({ Id: id, Name: CATALOGUE_CAR_TYPES[id] })),
      ),
    models: (make, carType) =>
      answer(make, () =>
        [...new Set(ofMake(make).filter((variant) => carType === undefined || variant.CarType === carType).map((variant) => variant.Model))].sort(byDanish),
      ),
    search: (search: CatalogueSearch) =>
      answer(search.make, () => {
        const words = (search.freetext ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        return VARIANTS.filter(
          (variant) =>
            (search.make === undefined || same(variant.Make, search.make)) &&
            (search.carType === undefined || variant.CarType === search.carType) &&
            (search.model === undefined || same(variant.Model, search.model)) &&
            words.every((word) => searchTextOf(variant).includes(word) || variant.Make.toLowerCase().includes(word)),
        ).sort((a, b) => byDanish(a.Make, b.Make) || byDanish(a.Model, b.Model) || a.TotalPrice - b.TotalPrice);
      }),
    byGuid: (guid) =>
      answer(guid.toLowerCase() === SANDBOX_OUTAGE_GUID ? SANDBOX_OUTAGE_MAKE : undefined, () => VARIANTS.find((variant) => variant.CarGuid === guid.toLowerCase()) ?? null),
  };
};

/** The sample's variants, for tests that check answers against the data. */
export const sandboxVariants = (): readonly CatalogueVariant[] => VARIANTS;
