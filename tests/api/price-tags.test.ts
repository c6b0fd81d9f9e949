import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CarMessages } from '../../domain/cars/messages.ts';
import { PriceTagMessages } from '../../domain/price-tags/price-tag.ts';
import { pdfInfo, pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { contractViolation } from '../support/api-contract.ts';
import { RUN } from './case-support.ts';

/**
 * The price tag (spec part 1 §2, §3 "Price tag", §4, §5, §8, §9) over the real handlers and the Chromium renderer: the
 * modal's data, the additional-information choices, the finance company's down payments, and the tag as a PDF whose
 * text is read back, the financing's representative example figure by figure.
 */
let salesman: ApiClient; // saelger@demo.dk, Salesman of 101 (Demo Biler Aarhus), which finances through Fjord Finans
let aalborg: ApiClient; // saelger.aalborg@demo.dk, another department of the group
let vejle: ApiClient; // saelger.vejle@demo.dk: the start package (price tags) and no finance company
let carId: string;
let vejleCarId: string;

const car = (changes: Record<string, unknown> = {}) => ({
  Make: 'Volkswagen',
  Model: 'Golf',
  Variant: `Style ${RUN}`,
  Motor: '1.5 TSI',
  NumberOfDoors: 5,
  ModelYear: 2024,
  RegistrationDate: '2024-04-01',
  Mileage: 30_000,
  CashPrice: 204_900,
  RetailPrice: 199_900,
  PriceWithNoTax: 120_000,
  LeasePayment: 3_495,
  FuelType: 'Petrol',
  GearType: 'AutoShift',
  CarType: 1,
  KmPerLiter: 18.5,
  WeightTaxCosts: 2_340,
  Effect: 150,
  VehicleNumber: `PT-${RUN}`,
  ChassisNumber: 'WVWZZZCDZRW000123',
  RegistrationNumber: 'pt 12 345',
  ExtraEquipmentText: 'Navigation, anhængertræk, vinterhjul',
  ...changes,
});

const create = async (client: ApiClient, changes: Record<string, unknown> = {}): Promise<string> => {
  const response = await client.post<{ Id: string }>('/api/OwnCar/Create', car(changes));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const id = response.body.Id;
  // The price tag reads the stock list's row of the car, which the projector writes a moment after the command.
  await vi.waitFor(async () => expect((await client.get(`/api/pricetag/GetPriceTagModalInfo?carId=${id}`)).status).toBe(200), { timeout: 20_000, interval: 200 });
  return id;
};

/** Posts a print and answers its bytes, the answer checked against the API's contract. */
const print = async (client: ApiClient, body: Record<string, unknown>) => {
  const path = '/api/Pricetag/PrintPriceTag';
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': client.xsrfToken() ?? '',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  const json = contentType.includes('json') ? (JSON.parse(new TextDecoder().decode(bytes)) as { Message?: string; Field?: string }) : undefined;
  const violation = await contractViolation({ method: 'POST', path, status: response.status, contentType, json });
  if (violation) throw new Error(violation);
  return { status: response.status, headers: response.headers, bytes, json };
};

/** Text extraction may break a line anywhere: compare without whitespace. */
const squeezed = (text: string): string => text.replace(/\s+/g, '');

beforeAll(async () => {
  [salesman, aalborg, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.aalborg@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
  [carId, vejleCarId] = await Promise.all([create(salesman), create(vejle, { RegistrationNumber: 'pt 54 321' })]);
});

describe('the price-tag modal', () => {
  it('starts from the car: description, extra equipment and the prices by price type, delivery apart', async () => {
    const info = await salesman.get<Record<string, unknown>>(`/api/pricetag/GetPriceTagModalInfo?carId=${carId}`);
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect(info.body).toMatchObject({
      CarId: carId,
      ModelDescription: { MotorVariantNumberOfDoors: `1.5 TSI Style ${RUN} 5-dørs`, Make: 'Volkswagen', Model: 'Golf' },
      ExtraEquipmentText: 'Navigation, anhængertræk, vinterhjul',
      RetailPrice: 199_900,
      DeliveryCost: 5_000,
      CashPrice: 204_900,
      PriceWithNoTax: 120_000,
      WholesalePrice: null,
      LeasePayment: 3_495,
    });
  });

  it('offers the additional information, the four defaults marked, at most six', async () => {
    const choices = await salesman.get<{ Choices: { Value: string; Text: string; IsDefault: boolean }[]; MaxChoices: number }>('/api/pricetag/GetAdditionalInformationChoices');
    expect(choices.status).toBe(200);
    expect(choices.body.MaxChoices).toBe(6);
    expect(choices.body.Choices.filter((choice) => choice.IsDefault).map((choice) => choice.Text)).toEqual([
      'Grøn ejerafgift/vægtafgift',
      'Forbrug',
      'Drivmiddel',
      'Tilladt påhængsvogn m. bremser',
    ]);
  });

  it("offers the finance company's down payments and periods, and none for a department without one", async () => {
    const offered = await salesman.get<{ DownPaymentPercentage: number; Periods: number[] }[]>(`/api/pricetag/GetDownPayments?vehicleId=${carId}&vehiclePrice=204900`);
    expect(offered.status).toBe(200);
    expect(offered.body.map((option) => option.DownPaymentPercentage)).toEqual([20, 30, 40, 50]);
    expect(offered.body[0]!.Periods).toEqual([12, 24, 36, 48, 60, 72, 84]);
    expect((await salesman.get(`/api/pricetag/GetDownPayments?vehicleId=${carId}&vehiclePrice=20000`)).body).toEqual([]);
    expect((await vejle.get(`/api/pricetag/GetDownPayments?vehicleId=${vejleCarId}&vehiclePrice=204900`)).body).toEqual([]);
    const wrongPrice = await salesman.get<{ Field: string }>(`/api/pricetag/GetDownPayments?vehicleId=${carId}&vehiclePrice=mange`);
    expect(wrongPrice.status).toBe(400);
    expect(wrongPrice.body.Field).toBe('vehiclePrice');
  });

  it('says when the car has no finance company, with the spec’s message', async () => {
    expect((await salesman.get(`/api/pricetag/checkfinance?carId=${carId}`)).body).toEqual({ HasFinancingCompany: true, FinancingCompanyName: 'Fjord Finans', Message: null });
    expect((await vejle.get(`/api/pricetag/checkfinance?carId=${vejleCarId}`)).body).toEqual({
      HasFinancingCompany: false,
      FinancingCompanyName: null,
      Message: 'Du mangler at vælge finansieringsselskab på bilen.',
    });
  });
});

describe('printing a price tag', () => {
  it('prints the car, its price, the identifier, the dotted equipment, free text and the default additional information', async () => {
    const printed = await print(salesman, { CarId: carId, CarIdentifier: 1, UseDottedExtraEquipmentList: true, FreeText: 'Klar til levering', ExtraEquipmentText: 'Navigation, anhængertræk, vinterhjul', UseCompanyLogo: true });
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(printed.bytes);
    for (const expected of ['Volkswagen Golf', '1.5 TSI', 'Kontantpris', '204.900 kr.', `Vognnr. PT-${RUN}`, 'Navigation', 'anhængertræk', 'Klar til levering']) expect(text).toContain(expected);
    for (const expected of ['Grøn ejerafgift/vægtafgift', '2.340 kr. pr. år', 'Forbrug', '18,5 km/l', 'Drivmiddel', 'Benzin', 'Tilladt påhængsvogn m. bremser']) expect(text).toContain(expected);
    expect(text).not.toContain('ÅOP');
    // One sheet in the car's window: no page numbers.
    expect(text).not.toContain('Side 1 af');
    expect((await pdfInfo(printed.bytes)).Title).toBe('Prisskilt – Volkswagen Golf');
  });

  it('prints the price without delivery with the delivery cost, or the price of another price type', async () => {
    const without = await pdfText((await print(salesman, { CarId: carId, WithoutDeliveryCost: true, CarIdentifier: 2, Template: 'LandscapeWithoutPicture' })).bytes);
    expect(without).toContain('Kontantpris ekskl. levering');
    expect(without).toContain('199.900 kr.');
    expect(without).toContain('Leveringsomkostninger 5.000 kr.');
    expect(without).toContain('Stelnr. WVWZZZCDZRW000123');
    const leasing = await pdfText((await print(salesman, { CarId: carId, PriceType: 3 })).bytes);
    expect(leasing).toContain('3.495 kr. pr. md.');
    const wholesale = await print(salesman, { CarId: carId, PriceType: 2 });
    expect(wholesale.status).toBe(400);
    expect(wholesale.json).toMatchObject({ Field: 'PriceType', Message: 'Bilen har ingen engrospris.' });
  });

  it('states the representative example Danish law requires of a tag with financing, every figure right', async () => {
    const printed = await print(salesman, { CarId: carId, ShowFinancing: true, SelectedFinancingDownpayment: 20, SelectedFinancingPeriod: 60 });
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    const text = squeezed(await pdfText(printed.bytes));
    // 204.900 kr. with delivery, 20 % down: 163.920 kr. lent; Fjord Finans lends at 4,95 % with a 3.995 kr. fee financed,
    // so 60 payments of 3.164,92 kr. (189.895,20 kr. in all, 25.975,20 kr. of it the cost of credit), ÅOP 6,1 %.
    for (const [label, figure] of [
      ['Kontantpris', '204.900,00 kr.'],
      ['Udbetaling (20 %)', '40.980,00 kr.'],
      ['Kreditbeløb', '163.920,00 kr.'],
      ['Løbetid', '60 mdr.'],
      ['Månedlig ydelse', '3.164,92 kr.'],
      ['Fast debitorrente', '4,95 %'],
      ['ÅOP', '6,1 %'],
      ['Samlede kreditomkostninger', '25.975,20 kr.'],
      ['Samlet beløb at betale', '189.895,20 kr.'],
    ]) {
      expect(text).toContain(squeezed(`${label}${figure}`));
    }
    expect(text).toContain(squeezed('Repræsentativt eksempel'));
    expect(text).toContain('FjordFinans');
  });

  it('refuses financing the company does not offer, without a finance company, or with another price type', async () => {
    const notOffered = await print(salesman, { CarId: carId, ShowFinancing: true, SelectedFinancingDownpayment: 10, SelectedFinancingPeriod: 60 });
    expect(notOffered.status).toBe(400);
    expect(notOffered.json).toMatchObject({ Message: PriceTagMessages.financingNotOffered });
    const noCompany = await print(vejle, { CarId: vejleCarId, ShowFinancing: true, SelectedFinancingDownpayment: 20, SelectedFinancingPeriod: 60 });
    expect(noCompany.status).toBe(400);
    expect(noCompany.json).toMatchObject({ Field: 'ShowFinancing', Message: PriceTagMessages.missingFinancingCompany });
    const leasing = await print(salesman, { CarId: carId, ShowFinancing: true, PriceType: 3, SelectedFinancingDownpayment: 20, SelectedFinancingPeriod: 60 });
    expect(leasing.status).toBe(400);
    expect(JSON.stringify(leasing.json)).toContain(PriceTagMessages.financingNeedsCashPrice);
  });

  it('refuses more than six pieces of additional information and texts over their limits, naming the field', async () => {
    const seven = await print(salesman, { CarId: carId, OptionalInformation: ['OwnershipTax', 'Consumption', 'Fuel', 'TrailerWithBrakes', 'Mileage', 'Color', 'Gear'] });
    expect(seven.status).toBe(400);
    expect(JSON.stringify(seven.json)).toContain(PriceTagMessages.tooManyAdditionalInformation);
    const freeText = await print(salesman, { CarId: carId, FreeText: 'x'.repeat(141) });
    expect(freeText.status).toBe(400);
    expect(JSON.stringify(freeText.json)).toContain('FreeText');
    const equipment = await print(salesman, { CarId: carId, ExtraEquipmentText: 'x'.repeat(1201) });
    expect(JSON.stringify(equipment.json)).toContain(PriceTagMessages.extraEquipmentText);
  });
});

describe('price tags and tenancy', () => {
  it("shows nothing of another department's car, on any route", async () => {
    expect((await aalborg.get(`/api/pricetag/GetPriceTagModalInfo?carId=${carId}`)).status).toBe(404);
    expect((await aalborg.get(`/api/pricetag/checkfinance?carId=${carId}`)).status).toBe(404);
    expect((await aalborg.get(`/api/pricetag/GetDownPayments?vehicleId=${carId}&vehiclePrice=204900`)).status).toBe(404);
    const printed = await print(aalborg, { CarId: carId });
    expect(printed.status).toBe(404);
    expect(printed.headers.get('content-type')).not.toBe('application/pdf');
    expect((await salesman.get<{ Message: string }>('/api/pricetag/GetPriceTagModalInfo?carId=987654321')).body.Message).toBe(CarMessages.notFound);
  });

  it('needs the anti-forgery token to print', async () => {
    const forged = await salesman.request<{ Code: string }>('POST', '/api/Pricetag/PrintPriceTag', { body: { CarId: carId }, xsrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.Code).toBe('AntiForgery');
  });
});
