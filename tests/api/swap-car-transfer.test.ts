import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCustomer, eventually, getCase, projectionsCaughtUp, RUN, saveCase, sellableCase, versionOf, type DemoCustomer } from './case-support.ts';
import { swapCarRequest } from '../support/swap-car-request.ts';

/**
 * Signing with 'Overfør byttebilen til egne biler' (spec part 2 §5 "Swap car on signing"): the swap car becomes a
 * stock car of the department with the modal's prices and status, once; bad fields are a 400 naming 'SwapCar.<field>'.
 */
interface ErrorBody {
  Message: string;
  Field?: string;
  Errors?: { Field: string; Message: string }[];
}
interface OwnCarItem {
  Id: string;
  VehicleNumber: string;
  RegistrationNumber: string;
}

let salesman: ApiClient; // saelger@demo.dk, department 101
let aalborg: ApiClient; // saelger.aalborg@demo.dk, department 102
let customer: DemoCustomer;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, aalborg] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.aalborg@demo.dk')]);
  customer = await demoCustomer(salesman);
});

const customerCar = async (client: ApiClient, customerId: string): Promise<string> => {
  const saved = await client.post<string>(
    '/api/car/saveCustomerCar',
    swapCarRequest(customerId, { RegistrationNumber: 'ov 12 345', ChassisNumber: 'WVWZZZ1KZKW000888', TimingBeltReplaced: 2 }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
};

/** A case with this swap car whose contract is printed, ready to be signed. */
const printedCaseWith = async (swapCarId: string, label: string): Promise<string> => {
  const { id } = await saveCase(salesman, sellableCase(customer.Id, label, { SwapCarId: swapCarId }));
  const printed = await salesman.post(`/api/case/savestatus?id=${id}&status=1`);
  expect(printed.status, JSON.stringify(printed.body)).toBe(200);
  await getCase(salesman, id, versionOf(printed));
  return id;
};

const transfer = (swapCarId: string, vehicleNumber: string, changes: Record<string, unknown> = {}) => ({
  SwapCar: {
    CarId: swapCarId,
    RegistrationDate: '14-03-2019',
    RetailPrice: 159_900,
    PriceWithNoTax: 99_000,
    LeasePayment: null,
    WholeSalePrice: 120_000,
    Status: 5,
    VehicleNumber: vehicleNumber,
    IsIntern: false,
    IsVatFree: false,
    IsNewNonDbi: false,
    ModelYear: 2019,
    IsVan: false,
    ...changes,
  },
  TransferSwapCartoOwnCars: true,
});

const stockCarsNamed = async (vehicleNumber: string): Promise<OwnCarItem[]> =>
  (await salesman.get<{ List: OwnCarItem[] }>(`/api/TypeaheadOwnCars/Lookup?searchText=${vehicleNumber}&count=50`)).body.List.filter(
    (car) => car.VehicleNumber === vehicleNumber,
  );

describe('taking the swap car into stock on signing', () => {
  it('creates the stock car with the prices and status once; a second signing creates none', async () => {
    const swapCarId = await customerCar(salesman, customer.Id);
    const caseId = await printedCaseWith(swapCarId, 'overfør');
    const vehicleNumber = `${RUN}OV`;
    const signed = await salesman.post('/api/case/savesigneddocument/', { CaseId: caseId, ...transfer(swapCarId, vehicleNumber) });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toEqual({ Message: 'Slutseddel er angivet som underskrevet' });

    const listed = await eventually(() => stockCarsNamed(vehicleNumber), (cars) => cars.length > 0);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ RegistrationNumber: 'OV12345' });
    const details = await salesman.get<Record<string, unknown>>(`/api/OwnCarList/GetDetails/?id=${listed[0]!.Id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      Make: 'VW',
      Model: 'Golf',
      RegistrationDate: '2019-03-14',
      RetailPrice: 159_900,
      PriceWithNoTax: 99_000,
      WholesalePrice: 120_000,
      LeasePayment: null,
      Status: 5,
      StatusText: 'Under klargøring',
      Mileage: 84_000,
      ModelYear: 2019,
      ChassisNumber: 'WVWZZZ1KZKW000888',
    });
    // Another department does not see it.
    expect((await aalborg.get(`/api/OwnCarList/GetDetails/?id=${listed[0]!.Id}`)).status).toBe(404);

    const again = await salesman.post('/api/case/savesigneddocument/', { CaseId: caseId, ...transfer(swapCarId, vehicleNumber, { RetailPrice: 1, PriceWithNoTax: null }) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // A new case with the same swap car signed again: still the one stock car.
    const secondCase = await printedCaseWith(swapCarId, 'overfør igen');
    expect((await salesman.post('/api/case/savesigneddocument/', { CaseId: secondCase, ...transfer(swapCarId, vehicleNumber) })).status).toBe(200);
    await projectionsCaughtUp();
    expect(await stockCarsNamed(vehicleNumber)).toHaveLength(1);
    expect((await salesman.get<Record<string, unknown>>(`/api/OwnCarList/GetDetails/?id=${listed[0]!.Id}`)).body).toMatchObject({ RetailPrice: 159_900 });
  });

  it('refuses bad prices with the message, naming the field, and signs nothing', async () => {
    const swapCarId = await customerCar(salesman, customer.Id);
    const caseId = await printedCaseWith(swapCarId, 'dårlige priser');
    const notLower = await salesman.post<ErrorBody>('/api/case/savesigneddocument/', {
      CaseId: caseId,
      ...transfer(swapCarId, `${RUN}X1`, { RetailPrice: 100_000, PriceWithNoTax: 100_000 }),
    });
    expect(notLower.status).toBe(400);
    expect(notLower.body.Errors ?? [{ Field: notLower.body.Field, Message: notLower.body.Message }]).toContainEqual({
      Field: 'SwapCar.PriceWithNoTax',
      Message: 'Prisen uden afgift skal være lavere end detailprisen',
    });
    const noPrice = await salesman.post<ErrorBody>('/api/case/savesigneddocument/', {
      CaseId: caseId,
      ...transfer(swapCarId, `${RUN}X2`, { RetailPrice: null, PriceWithNoTax: null, LeasePayment: null }),
    });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body).toMatchObject({ Field: 'SwapCar.RetailPrice', Message: 'En af priserne skal udfyldes' });
    expect((await getCase(salesman, caseId)).Status).toBe(1);
  });

  it("takes only the case's own swap car", async () => {
    const swapCarId = await customerCar(salesman, customer.Id);
    const otherCar = await customerCar(salesman, customer.Id);
    const caseId = await printedCaseWith(swapCarId, 'anden bil');
    const refused = await salesman.post<ErrorBody>('/api/case/savesigneddocument/', { CaseId: caseId, ...transfer(otherCar, `${RUN}X3`) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ Field: 'SwapCar.CarId' });
    const elsewhere = await aalborg.post<ErrorBody>('/api/case/savesigneddocument/', { CaseId: caseId, ...transfer(swapCarId, `${RUN}X4`) });
    expect(elsewhere.status).toBe(404);
  });

  it('with a swap car that no longer exists answers 404 and leaves the case unsigned, with no stock car', async () => {
    const swapCarId = await customerCar(salesman, customer.Id);
    const caseId = await printedCaseWith(swapCarId, 'slettet byttebil');
    const before = await getCase(salesman, caseId);
    const deleted = await salesman.post(`/api/car/deletecustomercar?carId=${swapCarId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const vehicleNumber = `${RUN}SL`;
    const refused = await salesman.post<ErrorBody>('/api/case/savesigneddocument/', { CaseId: caseId, ...transfer(swapCarId, vehicleNumber) });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ Message: 'Kundebilen findes ikke.' });
    await projectionsCaughtUp();
    expect(await getCase(salesman, caseId)).toMatchObject({ Status: 1, StatusText: 'Slutseddel udskrevet', Version: before.Version });
    expect(await stockCarsNamed(vehicleNumber)).toEqual([]);
  });
});
