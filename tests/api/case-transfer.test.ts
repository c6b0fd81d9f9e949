import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient} from '../support/api-client.ts';
import { loggedIn } from '../support/api-client.ts';
import { demoCar, demoCustomer, eventually, getCase, projectionsCaughtUp, RUN, saveCase, versionOf, type DemoCar, type DemoCustomer } from './case-support.ts';

/** Creating the stock car from the case (`/Cars/OwnCars/CreateCarWizard?caseId=`) and the case's TransferCaseDate. */
let salesman: ApiClient; // saelger@demo.dk, Salesman in department 101
let mechanic: ApiClient; // mekaniker@demo.dk: reads cases, may not create stock cars
let customer: DemoCustomer;
let stockCar: DemoCar;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, mechanic] = (await Promise.all(['saelger@demo.dk', 'mekaniker@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient];
  [customer, stockCar] = await Promise.all([demoCustomer(salesman), demoCar(salesman)]);
});

/** The car page's fields for the case's factory-new catalogue vehicle. */
const carOf = (variant: string) => ({
  Make: 'Škoda',
  Model: 'Octavia',
  Variant: variant,
  ModelYear: 2026,
  RegistrationDate: '2026-11-02',
  Mileage: 0,
  RetailPrice: 289_900,
  FuelType: 'Diesel',
  CarType: 1,
  RegistrationNumber: '',
  ExtraEquipmentText: '',
});
const catalogueVehicle = (variant: string) => ({ Title: `Škoda Octavia ${variant}`, Make: 'Škoda', Model: 'Octavia', ModelYear: 2026, IsFactoryNew: true });
const create = (client: ApiClient, caseId: string, variant: string) =>
  client.post<{ Id: string; Message?: string; Field?: string }>(`/api/case/createcarfromcase?caseId=${caseId}`, carOf(variant));

describe('creating the stock car from the case', () => {
  it('creates the car from a catalogue vehicle, records the TransferCaseDate and offers it no more', async () => {
    const variant = `1,5 TSI ${RUN} overført`;
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueVehicle(variant) });
    const before = await getCase(salesman, id, version);
    expect(before.TransferCaseDate).toBeNull();
    expect(before.AllowedActions).toContain('CreateCarFromCase');

    const created = await create(salesman, id, variant);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const after = await getCase(salesman, id, versionOf(created));
    expect(after.TransferCaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.AllowedActions).not.toContain('CreateCarFromCase');
    const details = await eventually(
      async () => (await salesman.get<Record<string, unknown>>(`/api/OwnCarList/GetDetails/?id=${created.body.Id}`)).body,
      (car) => car.Variant === variant,
    );
    expect(details).toMatchObject({ Make: 'Škoda', Model: 'Octavia', Variant: variant });

    const again = await create(salesman, id, variant);
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe('Bilen er allerede oprettet fra sagen.');
  });

  it("refuses a case without a vehicle with 'Der er fejl i sagen. Ret fejlene før du kan oprette bilen.', and creates no car", async () => {
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id });
    const refused = await create(salesman, id, `${RUN} uden bil`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ Field: 'SalesItem', Message: 'Der er fejl i sagen. Ret fejlene før du kan oprette bilen.' });
    expect((await getCase(salesman, id, version)).Version).toBe(version);
  });

  it('hides and refuses the transfer of a specified vehicle and of a stock car', async () => {
    const specified = await saveCase(salesman, {
      CustomerId: customer.Id,
      SalesItem: { Title: `Kabe 560 ${RUN}`, Make: 'Kabe', Model: '560', ModelYear: 2026, IsFactoryNew: true, IsSpecifiedVehicle: true, VehicleType: 5 },
    });
    expect((await getCase(salesman, specified.id, specified.version)).AllowedActions).not.toContain('CreateCarFromCase');
    const refusedSpecified = await create(salesman, specified.id, `${RUN} specificeret`);
    expect(refusedSpecified.status).toBe(409);
    expect(refusedSpecified.body.Message).toBe('En specificeret bil kan ikke oprettes som lagerbil fra sagen.');

    const inStock = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: { Id: stockCar.Id, Title: stockCar.Title, ModelYear: 2021, Mileage: stockCar.Mileage } });
    expect((await getCase(salesman, inStock.id, inStock.version)).AllowedActions).not.toContain('CreateCarFromCase');
    expect((await create(salesman, inStock.id, `${RUN} lagerbil`)).body.Message).toBe('Sagens bil er allerede en lagerbil.');
  });

  it('is neither offered nor allowed to a role that may not create stock cars', async () => {
    const { id, version } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: catalogueVehicle(`${RUN} mekaniker`) });
    expect((await getCase(mechanic, id, version)).AllowedActions).not.toContain('CreateCarFromCase');
    expect((await create(mechanic, id, `${RUN} mekaniker`)).status).toBe(403);
  });
});
