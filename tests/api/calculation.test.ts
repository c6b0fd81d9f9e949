import { beforeAll, describe, expect, it } from 'vitest';
import { FeeMessages, type FeeResponse } from '../../domain/calculation/fee-request.ts';
import type { DbiVehicle } from '../../domain/calculation/dbi-vehicle.ts';
import { EquipmentMessages } from '../../domain/calculation/extra-equipment.ts';
import type { TaxResponse } from '../../domain/calculation/periodic-taxes.ts';
import { SANDBOX_OUTAGE_GUID, sandboxVariants } from '../../functions/platform/registries/model-catalogue-sandbox.ts';
import { demoCar, demoCustomer, eventually, RUN, saveCase, sellableCase } from './case-support.ts';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';

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
let manager: ApiClient; // salgschef@demo.dk: keeps the department's own equipment list

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
  [salesman, vejle, manager] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk'), loggedIn('salgschef@demo.dk')]);
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

  it("says which figures of a year are the law's own, derived, or carried", async () => {
    const current = { ...car, RegistrationDate: '2026-12-01' };
    const response = await salesman.post<FeeResponse>(FEE, { OriginalVehicleInput: current, ChangedVehicleInput: current });
    expect(response.status).toBe(200);
    expect(response.body.Explanation).toMatchObject({ Year: 2026, Confidence: 'inferred' });
    const figures = response.body.Explanation.Lines.flatMap((line) => line.Figures);
    expect(figures.find((figure) => figure.Name === 'CO2-satser')).toMatchObject({ Value: [294, 587, 1_115], Basis: 'regulated' });
    expect(figures.find((figure) => figure.Name === 'Bundfradrag')).toMatchObject({ Value: 25_500, Basis: 'inferred' });
    const later = { ...car, RegistrationDate: '2028-12-01' };
    const carried = await salesman.post<FeeResponse>(FEE, { OriginalVehicleInput: later, ChangedVehicleInput: later });
    expect(carried.body.Explanation).toMatchObject({ Year: 2028, Confidence: 'carried' });
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

describe('the catalogue pricing data', () => {
  const golf = sandboxVariants().find((variant) => variant.Make === 'Volkswagen' && variant.Model === 'Golf')!;
  const tesla = sandboxVariants().find((variant) => variant.Make === 'Tesla')!;

  it('GET /api/dbi/getdbivehicle: price block, minimum taxation, access level and factory equipment of a variant', async () => {
    const response = await salesman.get<DbiVehicle>(`/api/dbi/getdbivehicle?DbiId=${golf.CarGuid}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ DbiId: golf.CarGuid, Make: 'Volkswagen', DbiAccessLevel: 3, ListPrice: golf.TotalPrice, PriceType: 'A', FuelType: 'Gasoline' });
    const vehicle = response.body;
    // The list price incl. the fee splits into value and fee; the minimum taxation is below the value, the profit above the minimum.
    expect(vehicle.BaseTaxDeductableValue).toBeLessThan(golf.TotalPrice);
    expect(vehicle.MinTaxationValue!).toBeLessThan(vehicle.BaseTaxDeductableValue);
    expect(vehicle.ProfitWithoutVat).toBeGreaterThan(vehicle.MinProfit!);
    expect(vehicle.FactoryEquipment.length).toBeGreaterThan(0);
    expect(vehicle.FactoryEquipment[0]).toMatchObject({ Category: 1, Description: 'Anhængertræk, aftageligt' });
    const fromTesla = await salesman.get<DbiVehicle>(`/api/dbi/getdbivehicle?dbiid=${tesla.CarGuid}`);
    expect(fromTesla.body).toMatchObject({ DbiAccessLevel: 0, MinTaxationValue: null, MinProfit: null, CO2Emission: 0 });
  });

  it('404 for a variant the catalogue no longer holds, 503 with ErrorCode 102 when it does not answer, 400 without DbiId', async () => {
    expect((await salesman.get('/api/dbi/getdbivehicle?DbiId=00000000-0000-4000-8000-000000000999')).status).toBe(404);
    const down = await salesman.get<ErrorBody>(`/api/dbi/getdbivehicle?DbiId=${SANDBOX_OUTAGE_GUID}`);
    expect(down.status).toBe(503);
    expect(down.body.ErrorCode).toBe(102);
    const bad = await salesman.get<ErrorBody>('/api/dbi/getdbivehicle');
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toContain('DbiId');
  });

  it('upholstery types and colours', async () => {
    expect((await salesman.get<{ Type: string }[]>('/api/CarCatalog/GetUpholstery')).body.map((each) => each.Type)).toContain('Læder');
    expect((await salesman.get('/api/CarCatalog/GetUpholsteryColors')).body).toContainEqual({ Color: 'Sort', ColorCode: 'BK' });
  });

  it('AccessToDbiMake says what max gearing the make allows', async () => {
    expect((await salesman.get('/api/VehicleExtraEquipment/AccessToDbiMake?make=volkswagen')).body).toMatchObject({ Access: true, DbiAccessLevel: 3, MaxGearing: { state: 'allowed' } });
    expect((await salesman.get('/api/VehicleExtraEquipment/AccessToDbiMake?make=Tesla')).body).toMatchObject({ Access: false, DbiAccessLevel: 0, MaxGearing: { state: 'limited' } });
    expect((await salesman.get('/api/VehicleExtraEquipment/AccessToDbiMake?make=Trabant')).body).toMatchObject({ Access: false, DbiAccessLevel: null, MaxGearing: { state: 'disabled' } });
    expect((await salesman.get('/api/VehicleExtraEquipment/AccessToDbiMake')).status).toBe(400);
  });

  it('GET /api/case/getoriginalprice: the catalogue price of the case car; null for a car without a variant', async () => {
    const customer = await demoCustomer(salesman);
    const withVariant = await saveCase(salesman, sellableCase(customer.Id, 'originalpris', { SalesItem: { Title: 'VW Golf', CarGuid: golf.CarGuid, IsFactoryNew: false, IsSpecifiedVehicle: false, ModelYear: 2022 } }));
    expect((await salesman.get(`/api/case/getoriginalprice/?caseId=${withVariant.id}`)).body).toMatchObject({ OriginalPrice: golf.TotalPrice, PriceType: 'A' });
    const without = await saveCase(salesman, sellableCase(customer.Id, 'uden-variant'));
    expect((await salesman.get(`/api/case/getoriginalprice/?caseId=${without.id}`)).body).toMatchObject({ OriginalPrice: null });
    expect((await salesman.get('/api/case/getoriginalprice/?caseId=999999999')).status).toBe(404);
  });

  it('GET /api/case/getusedvehicle: the stock car’s used-vehicle information', async () => {
    const car = await demoCar(salesman);
    const response = await salesman.get<{ CarId: string; UsedVehicleInformation: { Mileage: number | null } }>(`/api/case/getusedvehicle?CarId=${car.Id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ CarId: car.Id, UsedVehicleInformation: { Mileage: car.Mileage } });
    expect((await salesman.get('/api/case/getusedvehicle?CarId=999999999')).status).toBe(404);
  });
});

describe("the dealer's own used-vehicle extra equipment", () => {
  interface Item {
    Id: string;
    UniqueId: string;
    Category: number;
    Description: string;
    Vat: number;
    TotalPrice: number;
    Message?: string;
  }
  const list = async (client: ApiClient, minCount: (items: Item[]) => boolean) =>
    eventually(async () => (await client.get<{ List: Item[] }>('/api/UsedVehicleExtraEquipment/All')).body.List, minCount);

  it('creates, changes, lists (with the add modal’s factory equipment) and deletes, kept per dealer', async () => {
    // A salesman chooses from the list; those who run the dealership keep it.
    const refused = await salesman.post<ErrorBody>('/api/UsedVehicleExtraEquipment/Save/', { Description: 'Sælgerens eget', CostWithoutVat: 400, ProfitWithoutVat: 100 });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('Din rolle giver ikke adgang til dette.');
    const description = `Gummimåtter ${RUN}`;
    const created = await manager.post<Item>('/api/UsedVehicleExtraEquipment/Save/', { Description: description, CostWithoutVat: 400, ProfitWithoutVat: 100, Vat: 0 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ Description: description, Vat: 125, TotalPrice: 625, Category: 0, Message: 'Ekstraudstyr er oprettet' });
    const id = created.body.Id;
    expect((await list(salesman, (items) => items.some((item) => item.Id === id))).find((item) => item.Id === id)).toMatchObject({ TotalPrice: 625 });

    const changed = await manager.post<Item>('/api/UsedVehicleExtraEquipment/Save/', { Id: id, Description: description, CostWithoutVat: 400, ProfitWithoutVat: 200 });
    expect(changed.body).toMatchObject({ Id: id, TotalPrice: 750, Message: 'Ekstraudstyr er rettet' });

    const golf = sandboxVariants().find((variant) => variant.Make === 'Volkswagen')!;
    await eventually(
      async () => (await salesman.get<{ List: Item[] }>(`/api/VehicleExtraEquipment/All?ShowDealerExtraEquipment=true&ShowFactoryExtraEquipment=true&DbiId=${golf.CarGuid}`)).body.List,
      (items) => items.some((item) => item.Category === 1) && items.some((item) => item.Id === id && item.TotalPrice === 750),
    );
    const factoryOnly = await salesman.get<{ List: Item[] }>(`/api/VehicleExtraEquipment/All?ShowDealerExtraEquipment=false&ShowFactoryExtraEquipment=true&DbiId=${golf.CarGuid}`);
    expect(factoryOnly.body.List.every((item) => item.Category === 1)).toBe(true);

    // Another dealer group sees nothing of it and cannot delete it.
    const other = await loggedIn(SECOND_CONGLOMERATE.users.find((user) => user.SimpleRole === 'Owner')!.Username);
    expect((await other.post('/api/UsedVehicleExtraEquipment/Delete', { Id: id })).status).toBe(404);
    expect((await other.get<{ List: Item[] }>('/api/UsedVehicleExtraEquipment/All')).body.List.some((item) => item.Id === id && item.Description === description)).toBe(false);
    expect((await other.get('/api/UsedVehicleExtraEquipment/All?DealerId=101')).status).toBe(404);

    const deleted = await manager.post('/api/UsedVehicleExtraEquipment/Delete', { Id: id });
    expect(deleted.body).toEqual({ Message: 'Ekstraudstyr er blevet slettet' });
    await list(salesman, (items) => !items.some((item) => item.Id === id));
    expect((await manager.post('/api/UsedVehicleExtraEquipment/Delete', { Id: id })).status).toBe(404);
  });

  it("400s with the spec's texts: description required, at most 1,000,000, no negative cost", async () => {
    const empty = await manager.post<ErrorBody>('/api/UsedVehicleExtraEquipment/Save/', { Description: ' ', CostWithoutVat: 1, ProfitWithoutVat: 0 });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ Field: 'Description', Message: EquipmentMessages.description });
    const big = await manager.post<ErrorBody>('/api/UsedVehicleExtraEquipment/Save/', { Description: 'Dyr', CostWithoutVat: 1_000_001, ProfitWithoutVat: 0 });
    expect(big.body).toMatchObject({ Field: 'CostWithoutVat', Message: EquipmentMessages.max });
    const negative = await manager.post<ErrorBody>('/api/UsedVehicleExtraEquipment/Save/', { Description: 'Minus', CostWithoutVat: -5, ProfitWithoutVat: 0 });
    expect(negative.body).toMatchObject({ Field: 'CostWithoutVat', Message: EquipmentMessages.negativeCost });
    expect((await manager.post('/api/UsedVehicleExtraEquipment/Save/', { Id: '999999', Description: 'Ukendt', CostWithoutVat: 1, ProfitWithoutVat: 0 })).status).toBe(404);
  });
});
