import { beforeAll, describe, expect, it } from 'vitest';
import { CarFactsMessages, DebtCheckMessages, type DebtCheckResult, type DrillDownResponse, type ExternalCarDetails } from '../../domain/catalogue/vehicle-data.ts';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { SANDBOX_OUTAGE_MAKE } from '../../functions/platform/registries/model-catalogue-sandbox.ts';
import { SANDBOX_VEHICLE_NUMBERS, sandboxFleet } from '../../functions/platform/registries/motor-register-sandbox-fleet.ts';
import type { ApiClient } from '../support/api-client.ts';
import { baseUrl, loggedIn, queryString } from '../support/api-client.ts';
import { fetchBytes } from './case-support.ts';

/**
 * Vehicle data, black-box against the local cloud and its sandbox registers: car facts from the motor register, the
 * catalogue drill-down, variant requests, colours, the debt check and the two prints (spec part 1 §2–§8).
 */
interface ErrorBody {
  Message: string;
  Field?: string;
  Code?: string;
}

let salesman: ApiClient; // saelger@demo.dk: Aarhus, package pro (car_facts, debt_check)
let vejle: ApiClient; // saelger.vejle@demo.dk: package start (car_facts, no debt_check)
let mechanic: ApiClient; // mekaniker@demo.dk: reads, edits no customers

const fleet = sandboxFleet();
const plain = fleet.find((vehicle) => vehicle.CarGuid && !vehicle.FormerRegistrationNumber && vehicle.Debts.length === 0)!;
const indebted = fleet.find((vehicle) => vehicle.CarGuid && !vehicle.FormerRegistrationNumber && vehicle.Debts.length > 0)!;
const moved = fleet.find((vehicle) => vehicle.CarGuid && vehicle.FormerRegistrationNumber)!;
const uncatalogued = fleet.find((vehicle) => vehicle.CarGuid === null)!;

beforeAll(async () => {
  [salesman, vejle, mechanic] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk'), loggedIn('mekaniker@demo.dk')]);
});

describe('GET /api/Dmr/GetExternalDetails: car facts', () => {
  const byPlate = () => salesman.get<ExternalCarDetails>(`/api/Dmr/GetExternalDetails?number=${plain.RegistrationNumber.toLowerCase()}`);

  it('answers the motor register’s car by registration number, effect in hk, with the inspection report link', async () => {
    const found = await byPlate();
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      RegistrationNumber: plain.RegistrationNumber,
      VehicleIdentificationNumber: plain.VehicleIdentificationNumber,
      Effect: Math.round(plain.EffectKw * 1.36),
      FirstRegistrationDate: plain.FirstRegistrationDate,
      CarGuid: plain.CarGuid,
      DmrCarTitleSection: { VinNumber: plain.VehicleIdentificationNumber, LicensePlate: plain.RegistrationNumber },
    });
    expect(found.body.InspectionReportUrl).toContain(plain.VehicleIdentificationNumber);
  });

  it('answers the same car by chassis number', async () => {
    const byVin = await vejle.get<ExternalCarDetails>(`/api/Dmr/GetExternalDetails?number=${plain.VehicleIdentificationNumber}`);
    expect(byVin.body).toEqual((await byPlate()).body);
  });

  it('answers null for a number without data', async () => {
    const none = await salesman.get(`/api/Dmr/GetExternalDetails?number=${SANDBOX_VEHICLE_NUMBERS.unknown}`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });

  it('answers 400 with the spec’s text without a number', async () => {
    const empty = await salesman.get<ErrorBody>('/api/Dmr/GetExternalDetails?number=');
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe(CarFactsMessages.noNumber);
  });

  it('answers 503 with the service text when the register is down', async () => {
    const down = await salesman.get<ErrorBody>(`/api/Dmr/GetExternalDetails?number=${SANDBOX_VEHICLE_NUMBERS.down}`);
    expect(down.status).toBe(503);
    expect(down.body.Message).toBe(CarFactsMessages.unavailable);
  });

  it('answers a register that hangs with the service text within 3 seconds', async () => {
    const started = Date.now();
    const hung = await salesman.get<ErrorBody>(`/api/Dmr/GetExternalDetails?number=${SANDBOX_VEHICLE_NUMBERS.hangs}`);
    expect(hung.status).toBe(503);
    expect(hung.body.Message).toBe(CarFactsMessages.unavailable);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('GET /api/CarCatalog/DrillDown: choose car specification', () => {
  const drillDown = (selection: Record<string, string | number>) => salesman.get<DrillDownResponse>(`/api/CarCatalog/DrillDown?${queryString(selection)}`);

  it('starts with the types and makes, and no variants', async () => {
    const start = await salesman.get<DrillDownResponse>('/api/CarCatalog/DrillDown');
    expect(start.status).toBe(200);
    expect(start.body.Options.Types).toEqual(['Personvogn', 'Varevogn']);
    expect(start.body.Options.Makes).toContain('Volkswagen');
    expect(start.body.Variants).toEqual([]);
  });

  it('narrows the models by type and make', async () => {
    const vans = await salesman.get<DrillDownResponse>(`/api/CarCatalog/DrillDown?${queryString({ type: 'Varevogn', make: 'Volkswagen' })}`);
    expect(vans.body.Options.Models).toEqual(['Transporter']);
  });

  it('lists the variants of a model', async () => {
    const golf = await drillDown({ type: 'Personvogn', make: 'Volkswagen', model: 'Golf' });
    expect(golf.body.Variants.length).toBeGreaterThan(0);
  });

  it('narrows by year: the variants produced by then, with their production periods', async () => {
    const golf = await drillDown({ type: 'Personvogn', make: 'Volkswagen', model: 'Golf' });
    const year = golf.body.Options.Years.at(-1)!;
    const ofYear = await salesman.get<DrillDownResponse>(`/api/CarCatalog/DrillDown?${queryString({ type: 'Personvogn', make: 'Volkswagen', model: 'Golf', year })}`);
    expect(ofYear.body.Selection.Year).toBe(year);
    for (const variant of ofYear.body.Variants) expect(variant.ProductionPeriod.StartYear).toBeLessThanOrEqual(year);
  });

  it('refuses an unknown type (400)', async () => {
    expect((await salesman.get<ErrorBody>('/api/CarCatalog/DrillDown?type=Lastbil')).status).toBe(400);
  });

  it('looks a car up by number: its variant, year and details', async () => {
    const found = await salesman.get<DrillDownResponse>(`/api/CarCatalog/DrillDown?number=${plain.RegistrationNumber}`);
    expect(found.body.Error).toBe(false);
    expect(found.body.Variants.map((variant) => variant.Id)).toEqual([plain.CarGuid]);
    expect(found.body.Selection).toMatchObject({ Make: plain.Make, Model: plain.Model, Year: Number(plain.FirstRegistrationDate.slice(0, 4)) });
    expect(found.body.VehicleDetails?.VehicleIdentificationNumber).toBe(plain.VehicleIdentificationNumber);
  });

  it('looks up a car outside the catalogue: the error flag, no variants, the register’s details', async () => {
    const outside = await salesman.get<DrillDownResponse>(`/api/CarCatalog/DrillDown?number=${uncatalogued.RegistrationNumber}`);
    expect(outside.body).toMatchObject({ Error: true, Variants: [] });
    expect(outside.body.VehicleDetails?.Make).toBe(uncatalogued.Make);
  });

  it('looks up an unknown number: the error flag, no variants, no details', async () => {
    const unknown = await salesman.get<DrillDownResponse>(`/api/CarCatalog/DrillDown?number=${SANDBOX_VEHICLE_NUMBERS.unknown}`);
    expect(unknown.body).toMatchObject({ Error: true, Variants: [], VehicleDetails: null });
  });

  it('answers the catalogue’s outage as 503', async () => {
    const down = await salesman.get<ErrorBody>(`/api/CarCatalog/DrillDown?make=${SANDBOX_OUTAGE_MAKE}`);
    expect(down.status).toBe(503);
  });
});

describe('change model, options and colours', () => {
  type CarModelOption = { Id: string; Name: string; Price: number; IsStandard: boolean };
  const optionsOf = (id: string) => salesman.get<CarModelOption[]>(`/api/CarCatalog/GetCarModelOptions?id=${id}`);

  it('drills down from a variant’s make', async () => {
    const change = await salesman.get<DrillDownResponse>(`/api/CarCatalog/ChangeModelDrillDown?id=${plain.CarGuid}`);
    expect(change.status).toBe(200);
    expect(change.body.Selection.Make).toBe(plain.Make);
    expect(change.body.Options.Models).toContain(plain.Model);
  });

  it('answers a variant’s options, the standard ones among them', async () => {
    const options = await optionsOf(plain.CarGuid!);
    expect(options.status).toBe(200);
    expect(options.body.some((option) => option.IsStandard)).toBe(true);
  });

  it('answers the chosen variant with its options', async () => {
    const options = await optionsOf(plain.CarGuid!);
    const forChange = await salesman.get<{ Variant: { Id: string }; Options: unknown[] }>(`/api/CarCatalog/GetCarModelOptionsForChangeModel?id=${plain.CarGuid}`);
    expect(forChange.body.Variant.Id).toBe(plain.CarGuid);
    expect(forChange.body.Options).toEqual(options.body);
  });

  it('answers an unknown variant with 404', async () => {
    expect((await optionsOf('00000000-0000-4000-8000-000000000001')).status).toBe(404);
  });

  it('names a malformed variant id (400)', async () => {
    expect((await salesman.get<ErrorBody>('/api/CarCatalog/GetCarModelOptions?id=golf')).body.Field).toBe('id');
  });

  it('lists the colours', async () => {
    const colours = await vejle.get<{ Id: number; Name: string }[]>('/api/CarCatalog/GetCarColors');
    expect(colours.status).toBe(200);
    expect(colours.body.map((colour) => colour.Name)).toEqual(expect.arrayContaining(['Hvid', 'Sort', 'Sølv']));
  });
});

describe('POST /api/CarCatalog/DealerRequestsVariant', () => {
  const request = {
    CarType: 'Personvogn',
    Make: 'Dacia',
    Year: 2024,
    Model: 'Spring',
    Engine: 'Electric 65',
    Effect: 65,
    Propellant: 'El',
    Variant: `Extreme ${Date.now()}`,
    Doors: 5,
    Gear: 'Automatisk',
    MileagePerLiter: 0,
    RegistrationNumber: 'ab 12 345',
  };

  it('keeps the request and mails it to the provider through the mail outbox: “Besked er sendt til DealerHub.”', async () => {
    const response = await salesman.post<{ Message: string; RequestId: string; Delivered: string }>('/api/CarCatalog/DealerRequestsVariant/', request);
    expect(response.status).toBe(200);
    expect(response.body.Message).toBe('Besked er sendt til DealerHub.');
    expect(response.body.Delivered).toBe('modelkatalog@dealerhub.dk');
    const mailbox = (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(response.body.Delivered)}`)).json()) as { subject: string; text: string }[];
    const mail = mailbox.find((message) => message.text.includes(response.body.RequestId));
    expect(mail?.subject).toBe(`Ny variant: Dacia Spring ${request.Variant} (2024)`);
    expect(mail?.text).toContain('Registreringsnummer: AB12345');
    expect(mail?.text).toContain('Drivmiddel: El');
    expect(mail?.text).toContain('Demo Biler Aarhus');
  });

  it('refuses a request without a required field, naming it', async () => {
    const { Gear: _gear, ...withoutGear } = request;
    const missing = await salesman.post<ErrorBody>('/api/CarCatalog/DealerRequestsVariant/', withoutGear);
    expect(missing.status).toBe(400);
    expect(missing.body.Field).toBe('Gear');
    expect(missing.body.Message).toBe('Gear skal udfyldes.');
  });

  it('refuses a blank fuel, naming it', async () => {
    const noFuel = await salesman.post<ErrorBody>('/api/CarCatalog/DealerRequestsVariant/', { ...request, Propellant: ' ' });
    expect(noFuel.body).toMatchObject({ Field: 'Propellant', Message: 'Drivmiddel skal udfyldes.' });
  });

  it('refuses a role that edits no customers (403)', async () => {
    expect((await mechanic.post('/api/CarCatalog/DealerRequestsVariant/', request)).status).toBe(403);
  });
});

describe('GET /api/Car/GetCustomerCarDebtCheck: the debt check', () => {
  it('answers debt with the numbers the register matched', async () => {
    const debt = await salesman.get<DebtCheckResult>(`/api/Car/GetCustomerCarDebtCheck?${queryString({ RegistrationNumber: indebted.RegistrationNumber })}`);
    expect(debt.status).toBe(200);
    expect(debt.body).toMatchObject({ State: 1, CarHasDebt: true, ChassisNumber: indebted.VehicleIdentificationNumber, RegistrationNumber: indebted.RegistrationNumber });
    expect(debt.body.DebtTextShort).toContain(indebted.Debts[0]!.Creditor);
    // The debt in all fills the swap car's 'Restgæld'.
    expect(debt.body.TotalDebt).toBe(indebted.Debts.reduce((sum, each) => sum + each.Amount, 0));
  });

  it('answers no debt with the numbers the register matched', async () => {
    const clean = await salesman.get<DebtCheckResult>(`/api/Car/GetCustomerCarDebtCheck?${queryString({ ChassisNumber: plain.VehicleIdentificationNumber })}`);
    expect(clean.body).toMatchObject({ State: 1, CarHasDebt: false, DebtTextShort: DebtCheckMessages.noDebt, RegistrationNumber: plain.RegistrationNumber, TotalDebt: 0 });
  });

  it('answers a re-registered car’s current plate for its former one: the mismatch the screen offers to adopt', async () => {
    const answer = await salesman.get<DebtCheckResult>(
      `/api/Car/GetCustomerCarDebtCheck?${queryString({ ChassisNumber: moved.VehicleIdentificationNumber, RegistrationNumber: moved.FormerRegistrationNumber! })}`,
    );
    expect(answer.body.RegistrationNumber).toBe(moved.RegistrationNumber);
    expect(answer.body.RegistrationNumber).not.toBe(moved.FormerRegistrationNumber);
  });

  it('answers unknown numbers with state 2', async () => {
    const unknown = await salesman.get<DebtCheckResult>(`/api/Car/GetCustomerCarDebtCheck?RegistrationNumber=${SANDBOX_VEHICLE_NUMBERS.unknown}`);
    expect(unknown.body).toMatchObject({ State: 2, CarHasDebt: null, DebtTextShort: DebtCheckMessages.unknown });
  });

  it('answers no number with 400', async () => {
    const none = await salesman.get<ErrorBody>('/api/Car/GetCustomerCarDebtCheck');
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe(DebtCheckMessages.unknown);
  });

  it('answers an outage with 503 “fejl i opslag”', async () => {
    const down = await salesman.get<ErrorBody>(`/api/Car/GetCustomerCarDebtCheck?RegistrationNumber=${SANDBOX_VEHICLE_NUMBERS.down}`);
    expect(down.status).toBe(503);
    expect(down.body.Message).toBe(DebtCheckMessages.failed);
  });

  it('is refused to a dealer without the debt check function (a paid service)', async () => {
    expect((await vejle.get(`/api/Car/GetCustomerCarDebtCheck?RegistrationNumber=${plain.RegistrationNumber}`)).status).toBe(403);
    expect((await vejle.get(`/api/DebtCheck/PrintDebtReport?RegistrationNumber=${plain.RegistrationNumber}`)).status).toBe(403);
  });
});

describe('the prints', () => {
  it('prints the debt report with the matched numbers and every debt', async () => {
    const response = await fetchBytes(salesman, `/api/DebtCheck/PrintDebtReport?${queryString({ RegistrationNumber: indebted.RegistrationNumber, RenderPdf: 'true' })}`);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(response.bytes);
    expect(text).toContain(indebted.RegistrationNumber);
    expect(text).toContain(indebted.VehicleIdentificationNumber);
    expect(text).toContain(indebted.Debts[0]!.Creditor);
  });

  it('answers a debt report of an unknown number with 404', async () => {
    expect((await fetchBytes(salesman, `/api/DebtCheck/PrintDebtReport?RegistrationNumber=${SANDBOX_VEHICLE_NUMBERS.unknown}`)).status).toBe(404);
  });

  it('prints the car facts with registration number and VIN', async () => {
    const response = await fetchBytes(vejle, `/api/PrintCarFacts/PrintCarFacts?${queryString({ number: plain.VehicleIdentificationNumber, carGuid: plain.CarGuid!, RenderPdf: 'true' })}`);
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const text = await pdfText(response.bytes);
    expect(text).toContain(plain.RegistrationNumber);
    expect(text).toContain(plain.VehicleIdentificationNumber);
    expect(text).toContain(`${Math.round(plain.EffectKw * 1.36)} hk`);
  });

  it('answers the car facts of a number without data with 404 and the modal’s text', async () => {
    const none = await fetchBytes(salesman, `/api/PrintCarFacts/PrintCarFacts?number=${SANDBOX_VEHICLE_NUMBERS.unknown}`);
    expect(none.status).toBe(404);
    expect((none.json as ErrorBody).Message).toBe(CarFactsMessages.noData(SANDBOX_VEHICLE_NUMBERS.unknown));
  });
});
