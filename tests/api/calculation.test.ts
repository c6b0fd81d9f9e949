import { beforeAll, describe, expect, it } from 'vitest';
import { FeeMessages, type FeeResponse } from '../../domain/calculation/fee-request.ts';
import type { TaxResponse } from '../../domain/calculation/periodic-taxes.ts';
import type { ApiClient} from '../support/api-client.ts';
import { loggedIn } from '../support/api-client.ts';

/**
 * The calculation tab's rules over HTTP (spec part 2 §7 "Calculation"): the registration fee and the periodic taxes,
 * black-box against the local cloud.
 */
interface ErrorBody {
  Message: string;
  Field?: string;
  Code?: string;
  ErrorCode?: number;
}

let salesman: ApiClient; // saelger@demo.dk: package pro (`case`)
let vejle: ApiClient; // saelger.vejle@demo.dk: package start (no `case`)

const car = {
  UsageType: 0,
  VehicleType: 'Car',
  FuelType: 'Gasoline',
  Co2Emission: 120,
  IsNew: true,
  RegistrationDate: '2024-06-01',
  CostWithoutVat: 200_000,
  ProfitWithoutVat: 40_000,
  MinTaxationValue: 270_000,
  FactoryEquipment: [{ UniqueId: 'tow', CostWithoutVat: 6_000, ProfitWithoutVat: 2_000 }],
};
const FEE = '/api/vehicleregistrationfee/calculate';
const TAXES = '/api/VehicleTax/GetTaxes';

beforeAll(async () => {
  [salesman, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
});

describe('POST /api/vehicleregistrationfee/calculate', () => {
  it("answers the spec's fields, the discounts and the explanation of the fee (2024 rules, worked by hand)", async () => {
    const response = await salesman.post<FeeResponse>(FEE, { OriginalVehicleInput: car, ChangedVehicleInput: { ...car, ProfitWithoutVat: 30_000 } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      BaseTaxDeductableValue: 297_500,
      MinProfit: 16_000,
      // 276,998 for 300,000 kr; 12,500 kr of value less in the 150 % band; 15,000 kr for the tow bar.
      RegistrationFee: 276_998 - 18_750 + 15_000,
      RegistrationFeeAdjustment: 0,
      DiscountOnVehicleProfit: 10_000,
      DiscountOnFactoryEquipment: 0,
      DiscountOnRegistrationFee: 18_750,
      Explanation: { Table: 'Personbil, regler fra 18.12.2020', Year: 2024, Confidence: 'read' },
    });
    expect(response.body.FactoryEquipment).toHaveLength(1);
    expect(response.body.Explanation.Lines[0]).toMatchObject({ Label: 'Værdiafgift (25 % / 85 % / 150 %)' });
    expect(response.body.Explanation.Lines[0]!.Figures[0]).toMatchObject({ Name: 'Skalaknæk', Value: [70_200, 218_100], Basis: 'read' });
  });

  it('says which figures of a later year are inferred or carried', async () => {
    const later = { ...car, RegistrationDate: '2026-12-01' };
    const response = await salesman.post<FeeResponse>(FEE, { OriginalVehicleInput: later, ChangedVehicleInput: later });
    expect(response.status).toBe(200);
    expect(response.body.Explanation).toMatchObject({ Year: 2026, Confidence: 'carried' });
    const figures = response.body.Explanation.Lines.flatMap((line) => line.Figures);
    expect(figures.find((figure) => figure.Name === 'CO2-satser')).toMatchObject({ Basis: 'carried', FromYear: 2025 });
  });

  it("an expected first registration date that cannot be taxed: 400 with ErrorCode 100 and the spec's text", async () => {
    const early = { ...car, RegistrationDate: '2016-01-01' };
    const response = await salesman.post<ErrorBody>(FEE, { OriginalVehicleInput: early, ChangedVehicleInput: early });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ Message: FeeMessages.invalidDate, ErrorCode: 100, Field: 'RegistrationDate' });
  });

  it('400 naming the field for a bad body, and for a mode the vehicle does not offer', async () => {
    const missing = await salesman.post<ErrorBody>(FEE, { OriginalVehicleInput: car });
    expect(missing.status).toBe(400);
    expect(missing.body.Field).toContain('ChangedVehicleInput');
    const badPrice = await salesman.post<ErrorBody>(FEE, { OriginalVehicleInput: car, ChangedVehicleInput: { ...car, CostWithoutVat: 'mange' } });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.Field).toContain('CostWithoutVat');
    const taxiVan = { ...car, VehicleType: 'Van', CalculationMode: 1 };
    const mode = await salesman.post<ErrorBody>(FEE, { OriginalVehicleInput: taxiVan, ChangedVehicleInput: taxiVan });
    expect(mode.status).toBe(400);
    expect(mode.body).toMatchObject({ Message: FeeMessages.mode, Field: 'CalculationMode' });
  });

  it('is refused without the case package, and without the anti-forgery token', async () => {
    expect((await vejle.post(FEE, { OriginalVehicleInput: car, ChangedVehicleInput: car })).status).toBe(403);
    expect((await salesman.post(FEE, { OriginalVehicleInput: car, ChangedVehicleInput: car }, { xsrf: false })).status).toBe(403);
  });
});

describe('POST /api/VehicleTax/GetTaxes', () => {
  it('answers the yearly taxes of a diesel without a particle filter', async () => {
    const response = await salesman.post<TaxResponse>(TAXES, {
      FuelType: 'Diesel',
      VehicleType: 'Car',
      HasParticleFilter: false,
      OwnWeight: 1_500,
      TotalWeight: 2_000,
      KmPrLiter: 20,
      RegistrationDate: '2019-05-01',
      ImportedCar: false,
      Co2Emission: null,
      EngineType: 'Diesel',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ TaxKind: 'Grøn ejerafgift', YearlyNoParticleFilterTax: 1_000 });
    expect(response.body.YearlyTax).toBeGreaterThan(0);
    // 20 km/l is below the 20.5 band: the 18.8 band's equalisation, not indexed.
    expect(response.body.YearlyEqualisationTax).toBe(2 * 1_690);
  });

  it('400 naming the field for a missing registration date', async () => {
    const response = await salesman.post<ErrorBody>(TAXES, { FuelType: 'Diesel', VehicleType: 'Car' });
    expect(response.status).toBe(400);
    expect(response.body.Field).toContain('RegistrationDate');
  });
});
