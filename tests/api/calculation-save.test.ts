import { beforeAll, describe, expect, it } from 'vitest';
import { calculationFigures, feeRequestOf, resetToCatalogue } from '../../domain/calculation/case-calculation.ts';
import type { DbiVehicle } from '../../domain/calculation/dbi-vehicle.ts';
import type { FeeResponse } from '../../domain/calculation/fee-request.ts';
import { formatKr } from '../../domain/format.ts';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { salesItemOfCatalogueVariant } from '../../domain/cases/sales-item.ts';
import type { SaleCalculation, SalesItem } from '../../events/cases.ts';
import { sandboxVariants } from '../../functions/platform/registries/model-catalogue-sandbox.ts';
import { type ApiClient, loggedIn } from '../support/api-client.ts';
import { demoCar, demoCustomer, fetchBytes, getCase, projectionsCaughtUp, RUN, saveCase, sellableCase, versionOf, type DemoCustomer } from './case-support.ts';

/**
 * The sale calculation saved with the case (spec part 2 §7: `POST /api/case/save` carries the sales item's
 * calculation): what the salesperson decided survives a reload, an unchanged save appends nothing, a save over a stale
 * version is refused, bad input names its field, and picking another car drops the calculation of the previous one.
 */
let salesman: ApiClient;
let manager: ApiClient;
let other: ApiClient;
let customer: DemoCustomer;

const golf = sandboxVariants().find((variant) => variant.Make === 'Volkswagen' && variant.Model === 'Golf')!;
const catalogueCar = { ...salesItemOfCatalogueVariant(golf), Title: `${golf.Make} ${golf.Model} ${RUN}` };
const calculation = {
  CarCalculationMethod: 0,
  RegistrationFeeCalculationMode: 0,
  ProfitWithoutVat: 12_500,
  MaxGearing: false,
  DeliveryCost: 2_995,
  LicensePlateCost: 1_180,
  DiscountWithoutVat: 2_000,
  ExtraEquipments: [{ UniqueId: 'dealer-1', Category: 0, Description: 'Vinterhjul', CostWithoutVat: 6_000, ProfitWithoutVat: 1_500, PriceEnteredWithVatAndProfit: false }],
};
interface Model {
  Version: number;
  Calculation: Record<string, unknown> | null;
}
interface ErrorBody {
  Message: string;
  Field?: string;
  Code?: string;
}

const withIfMatch = (client: ApiClient, version: number, body: unknown) => client.request('POST', '/api/case/save', { body, headers: { 'if-match': `"${version}"` } });

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, manager, other] = (await Promise.all(['saelger@demo.dk', 'salgschef@demo.dk', 'saelger.aalborg@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient, ApiClient];
  customer = await demoCustomer(salesman);
});

describe('POST /api/case/save with the calculation', () => {
  it('keeps what the salesperson decided: a reload shows the same calculation', async () => {
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: calculation });
    const shown = (await getCase(salesman, id, version)) as unknown as Model;
    expect(shown.Calculation).toEqual(calculation);
  });

  it('a calculation saved on an existing case moves its version; the same calculation again appends nothing', async () => {
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueCar });
    const body = { Id: id, CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: { ...calculation, MaxGearing: true } };
    const saved = await withIfMatch(salesman, version, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(versionOf(saved)).toBe(version + 1);
    const again = await withIfMatch(salesman, version + 1, body);
    expect(again.status).toBe(200);
    expect(versionOf(again)).toBe(version + 1);
    expect(((await getCase(salesman, id, version + 1)) as unknown as Model).Calculation).toMatchObject({ MaxGearing: true });
  });

  it('refuses a calculation saved over a stale version with 409 and keeps the first decision', async () => {
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: calculation });
    const first = await withIfMatch(manager, version, { Id: id, CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: { ...calculation, ProfitWithoutVat: 9_000 } });
    expect(first.status).toBe(200);
    const stale = await withIfMatch(salesman, version, { Id: id, CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: { ...calculation, ProfitWithoutVat: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ Code: 'Conflict' });
    expect(((await getCase(salesman, id, versionOf(first))) as unknown as Model).Calculation).toMatchObject({ ProfitWithoutVat: 9_000 });
  });

  it('400 naming the field for a method, mode or equipment the calculation does not know', async () => {
    for (const [bad, field] of [
      [{ ...calculation, CarCalculationMethod: 2 }, 'Calculation.CarCalculationMethod'],
      [{ ...calculation, RegistrationFeeCalculationMode: 5 }, 'Calculation.RegistrationFeeCalculationMode'],
      [{ ...calculation, ExtraEquipments: [{ ...calculation.ExtraEquipments[0], CostWithoutVat: -1 }] }, 'Calculation.ExtraEquipments'],
      [{ ...calculation, ExtraEquipments: [{ ...calculation.ExtraEquipments[0], ProfitWithoutVat: 1_000_001 }] }, 'Calculation.ExtraEquipments'],
      [{ ...calculation, Unknown: 1 }, 'Calculation'],
    ] as const) {
      const response = await salesman.post<ErrorBody>('/api/case/save', { CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.Field, JSON.stringify(response.body)).toContain(field);
    }
  });

  it('picking another car drops the calculation the page still held for the previous one', async () => {
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: calculation });
    const picked = await withIfMatch(salesman, version, sellableCase(customer.Id, 'calc-pick', { Id: id, Calculation: calculation }));
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(((await getCase(salesman, id, versionOf(picked))) as unknown as Model).Calculation).toBeNull();
  });

  it('keeps the upholstery chosen from the catalogue on the sales item; an unknown upholstery field is a 400 naming it', async () => {
    const upholstery = (await salesman.get<{ Type: string }[]>('/api/CarCatalog/GetUpholstery')).body[0]!;
    const color = (await salesman.get<{ Color: string; ColorCode: string }[]>('/api/CarCatalog/GetUpholsteryColors')).body[0]!;
    const chosen = { Type: upholstery.Type, Color: color.Color, ColorCode: color.ColorCode };
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: { ...catalogueCar, Upholstery: chosen }, Calculation: calculation });
    expect((await getCase(salesman, id, version)).SalesItem).toMatchObject({ Upholstery: chosen });
    const bad = await salesman.post<ErrorBody>('/api/case/save', { CustomerId: customer.Id, SalesItem: { ...catalogueCar, Upholstery: { ...chosen, Pattern: 'Ternet' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toContain('SalesItem.Upholstery');
  });

  it('stores every vehicle type the spec names, 8 included, and refuses another with a 400 naming the field', async () => {
    const van = { ...catalogueCar, CarGuid: null, ModelCatalogueId: null, IsFactoryNew: false, ModelYear: 2021, RegistrationDate: '2021-03-01', VehicleType: 8, IsVan: true };
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: van, Calculation: { CarCalculationMethod: 0, SalesPriceWithVat: 150_000 } });
    expect((await getCase(salesman, id, version)).SalesItem).toMatchObject({ VehicleType: 8, IsVan: true });
    const bad = await salesman.post<ErrorBody>('/api/case/save', { CustomerId: customer.Id, SalesItem: { ...van, VehicleType: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toContain('SalesItem.VehicleType');
  });

  it("another department's case cannot be given a calculation", async () => {
    const { id } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueCar });
    const response = await other.post<ErrorBody>('/api/case/save', { Id: id, SalesItem: catalogueCar, Calculation: calculation });
    expect(response.status).toBe(404);
  });
});

describe("a catalogue car keeps the catalogue's values of the day it was chosen", () => {
  interface Kept {
    SalesItem: SalesItem | null;
    Calculation: { ExtraEquipments?: { UniqueId: string; OriginalEquipmentSettings?: unknown }[] } | null;
  }

  it('saving a chosen catalogue car keeps its catalogue prices and tax-deductible settings, and its factory equipment its prices', async () => {
    const vehicle = (await salesman.get<DbiVehicle>(`/api/dbi/getdbivehicle?DbiId=${golf.CarGuid}`)).body;
    const factory = vehicle.FactoryEquipment[0]!;
    const withFactory = {
      ...calculation,
      ExtraEquipments: [{ UniqueId: factory.UniqueId, Category: 1, Description: factory.Description, CostWithoutVat: factory.CostWithoutVat, ProfitWithoutVat: 0, PriceEnteredWithVatAndProfit: false }],
    };
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: withFactory });
    const shown = (await getCase(salesman, id, version)) as unknown as Kept;
    expect(shown.SalesItem?.OriginalVehicleSettings).toEqual({
      NettoPriceWithoutVat: vehicle.NettoPriceWithoutVat,
      ProfitWithoutVat: vehicle.ProfitWithoutVat,
      MinProfit: vehicle.MinProfit,
      MinTaxationValue: vehicle.MinTaxationValue,
      BaseTaxDeductableValue: vehicle.BaseTaxDeductableValue,
      TaxDeductableSetting: vehicle.TaxDeductableSetting,
    });
    expect(shown.Calculation?.ExtraEquipments?.[0]?.OriginalEquipmentSettings).toEqual({
      CostWithoutVat: factory.CostWithoutVat,
      ProfitWithoutVat: factory.ProfitWithoutVat,
      MinProfit: factory.MinProfit,
    });
  });

  it("originals kept from an earlier catalogue stay when the case is saved again, and reset returns to them", async () => {
    const vehicle = (await salesman.get<DbiVehicle>(`/api/dbi/getdbivehicle?DbiId=${golf.CarGuid}`)).body;
    const earlier = { NettoPriceWithoutVat: vehicle.NettoPriceWithoutVat - 10_000, ProfitWithoutVat: vehicle.ProfitWithoutVat - 1_000, TaxDeductableSetting: vehicle.TaxDeductableSetting };
    const item = { ...catalogueCar, OriginalVehicleSettings: earlier };
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: item, Calculation: { ...calculation, NettoPriceWithoutVat: 1_000 } });
    const shown = (await getCase(salesman, id, version)) as unknown as Kept & { Calculation: SaleCalculation };
    expect(shown.SalesItem?.OriginalVehicleSettings).toEqual(earlier);
    const reset = resetToCatalogue(shown.Calculation, vehicle, shown.SalesItem);
    expect(reset.ok).toBe(true);
    if (!reset.ok) return;
    const saved = await withIfMatch(salesman, version, { Id: id, CustomerId: customer.Id, SalesItem: shown.SalesItem, Calculation: reset.calculation });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const reloaded = (await getCase(salesman, id, versionOf(saved))) as unknown as Kept & { Calculation: SaleCalculation };
    const figures = calculationFigures(reloaded.SalesItem, reloaded.Calculation, { vehicle, stockCashPrice: null }, {}, null);
    expect(figures).toMatchObject({ NettoPriceWithoutVat: earlier.NettoPriceWithoutVat, ProfitWithoutVat: earlier.ProfitWithoutVat });
  });
});

describe('the documents print the calculated figures', () => {
  it("the invoice basis and the contract print the tab's fee, equipment and price for a catalogue car", async () => {
    const { id } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueCar, Calculation: calculation });
    // The tab's figures, as the tab computes them from the same routes.
    const vehicle = (await salesman.get<DbiVehicle>(`/api/dbi/getdbivehicle?DbiId=${golf.CarGuid}`)).body;
    const sources = { vehicle, stockCashPrice: null };
    const request = feeRequestOf(catalogueCar, calculation as never, sources, new Date().toISOString().slice(0, 10));
    const fee = (await salesman.post<FeeResponse>('/api/vehicleregistrationfee/calculate', request)).body;
    const figures = calculationFigures(catalogueCar, calculation as never, sources, {}, fee);
    expect(figures.RegistrationFeeCharged).toBeGreaterThan(0);

    const invoice = await pdfText((await fetchBytes(salesman, `/api/PrintInvoiceDocument/PrintInvoiceDocument?CaseId=${id}&RenderPdf=false`)).bytes);
    expect(invoice).toContain(`Registreringsafgift ${formatKr(figures.RegistrationFeeCharged)}`);
    const contract = await pdfText((await fetchBytes(salesman, `/api/PrintContract/PrintContract?CaseId=${id}&RenderPdf=false`)).bytes);
    expect(contract).toContain('Vinterhjul');
    expect(contract).toContain(formatKr(figures.Equipment[0]!.TotalPrice));
    expect(contract).toContain(formatKr(figures.SalesItemPriceWithVat + figures.RegistrationFeeCharged));
  });

  it("a case built on a stock car takes the car's km/l, and its fee and the printed fee are computed from it", async () => {
    // A demo car that records its consumption (cars other suites create beside them may not).
    const detailsOf = async (id: string) => (await salesman.get<{ KmPerLiter: number | null; FuelType: string }>(`/api/OwnCarList/GetDetails/?id=${id}`)).body;
    let car = await demoCar(salesman);
    let details = await detailsOf(car.Id);
    for (let index = 1; index < 20 && !details.KmPerLiter; index += 1) {
      car = await demoCar(salesman, index);
      details = await detailsOf(car.Id);
    }
    expect(details.KmPerLiter, 'a demo stock car records its consumption').toBeGreaterThan(0);
    const item = (await salesman.get<{ SalesItem: SalesItem }>(`/api/Case/New?carId=${car.Id}`)).body.SalesItem;
    expect(item).toMatchObject({ Id: car.Id, KmPerLiter: details.KmPerLiter });
    expect(item.CO2Emission, 'a stock car records no CO2: the rules derive it from km/l').toBeUndefined();

    const decided = { CarCalculationMethod: 1 as const, SalesPriceWithVat: 150_000, OriginalPrice: 300_000, ExtraEquipments: [] };
    const used = { ...item, RegistrationDate: '2021-03-01' };
    const { id } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: used, Calculation: decided });
    const today = new Date().toISOString().slice(0, 10);
    const sources = { vehicle: null, stockCashPrice: car.CashPrice };
    const request = feeRequestOf(used, decided, sources, today)!;
    expect(request.ChangedVehicleInput).toMatchObject({ KmPerLiter: details.KmPerLiter });
    const fee = (await salesman.post<FeeResponse>('/api/vehicleregistrationfee/calculate', request)).body;
    const withoutConsumption = (await salesman.post<FeeResponse>('/api/vehicleregistrationfee/calculate', feeRequestOf({ ...used, KmPerLiter: null }, decided, sources, today))).body;
    expect(fee.RegistrationFee, "the CO2 the car's km/l gives moves the fee").not.toBe(withoutConsumption.RegistrationFee);
    const invoice = await pdfText((await fetchBytes(salesman, `/api/PrintInvoiceDocument/PrintInvoiceDocument?CaseId=${id}&RenderPdf=false`)).bytes);
    expect(invoice).toContain(`Registreringsafgift ${formatKr(fee.RegistrationFee)}`);

    // A case saved before the sales item carried the km/l: the tab's used-vehicle call and the documents read it from the car.
    const used2 = (await salesman.get<{ VehicleInformation: { KmPerLiter: number | null } }>(`/api/case/getusedvehicle?CarId=${car.Id}`)).body;
    expect(used2.VehicleInformation.KmPerLiter).toBe(details.KmPerLiter);
    const older = { ...used };
    delete older.KmPerLiter;
    const { id: olderId } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: older, Calculation: decided });
    const olderInvoice = await pdfText((await fetchBytes(salesman, `/api/PrintInvoiceDocument/PrintInvoiceDocument?CaseId=${olderId}&RenderPdf=false`)).bytes);
    expect(olderInvoice).toContain(`Registreringsafgift ${formatKr(fee.RegistrationFee)}`);
  });

  it("a stock car's case prints the agreed price and the unpaid fee the sale charges, under the margin scheme", async () => {
    const car = await demoCar(salesman);
    const stockCar = { Id: car.Id, Title: car.Title, IsFactoryNew: false, IsSpecifiedVehicle: false, RegistrationDate: '2019-05-01', ModelYear: 2019 };
    const decided = { CarCalculationMethod: 1, SalesPriceWithVat: 150_000, RegistrationFee: 45_000, LicensePlateCost: 1_180, DiscountWithoutVat: 1_000, ExtraEquipments: [] };
    const { id } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: stockCar, Calculation: decided });
    const invoice = await pdfText((await fetchBytes(salesman, `/api/PrintInvoiceDocument/PrintInvoiceDocument?CaseId=${id}&RenderPdf=false`)).bytes);
    expect(invoice).toContain(`Registreringsafgift ${formatKr(45_000)}`);
    // The tab shows no VAT under the margin scheme; nor does the invoice basis, which states the scheme instead.
    expect(invoice).toContain('Brugtmoms: bilen sælges efter brugtmomsordningen');
    expect(invoice).not.toContain('Moms 25 %');
    const offer = await pdfText((await fetchBytes(salesman, `/api/PrintOffer/PrintOffer?CaseId=${id}&RenderPdf=false`)).bytes);
    expect(offer).toContain(formatKr(195_000));
    // Sold under the margin scheme: no VAT is shown, so the discount is plain 'Rabat', taken off as typed.
    expect(offer).toContain(`Rabat ${formatKr(-1_000)}`);
    expect(offer).not.toContain('Rabat inkl. moms');
  });
});
