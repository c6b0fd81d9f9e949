import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import type { CaseModel } from '../../functions/cases/case-views.ts';
import { ApiClient, loggedIn } from '../support/api-client.ts';
import {
  demoCar,
  demoCustomer,
  eventually,
  fetchBytes,
  getCase,
  listedUntil,
  projectionsCaughtUp,
  RUN,
  customerCarOf,
  saveCase,
  search,
  sellableCase,
  versionOf,
  type CaseList,
  type DemoCar,
  type DemoCustomer,
} from './case-support.ts';

/**
 * The sales case API as the SPA uses it, black-box: every route of the contract, the lifecycle, tenancy,
 * roles, bad input, the concurrent print, the list and the dashboard widget.
 */
let salesman: ApiClient; // saelger@demo.dk, Salesman in department 101 (Aarhus)
let manager: ApiClient; // salgschef@demo.dk, SalesManager in 101
let owner: ApiClient; // ejer@demo.dk, Owner in 101: may search all departments
let aalborg: ApiClient; // saelger.aalborg@demo.dk, Salesman in 102
let vejle: ApiClient; // saelger.vejle@demo.dk: department 103's 'start' package has no `case` flag
let customer: DemoCustomer;
let car: DemoCar;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, manager, owner, aalborg, vejle] = (await Promise.all(
    ['saelger@demo.dk', 'salgschef@demo.dk', 'ejer@demo.dk', 'saelger.aalborg@demo.dk', 'saelger.vejle@demo.dk'].map(loggedIn),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
  [customer, car] = await Promise.all([demoCustomer(salesman), demoCar(salesman)]);
});

const pdfOf = async (client: ApiClient, id: string, render: boolean, headers: Record<string, string> = {}) =>
  fetchBytes(client, `/api/PrintContract/PrintContract?CaseId=${id}&RenderPdf=${render}`, headers);

const storedDocuments = async (client: ApiClient, id: string): Promise<string[]> =>
  (await client.get<{ List: { DocumentId: string }[] }>(`/api/casedocuments/list?caseId=${id}`)).body.List.map((document) => document.DocumentId);

/** Every route of the contract, with what each needs to get past validation. */
const everyRoute = (id: string): [method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown][] => [
  ['GET', '/api/Case/New'],
  ['GET', `/api/Case/Get?Id=${id}`],
  ['POST', '/api/case/save', { Id: id, CustomerId: '1' }],
  ['POST', `/api/case/savestatus?id=${id}&status=0`],
  ['GET', `/api/case/DocumentIsSigned?caseId=${id}`],
  ['POST', '/api/case/savesigneddocument/', { CaseId: id }],
  ['POST', '/api/case/canceldocument/', { CaseId: id }],
  ['GET', `/api/case/cardeliveredinit?caseId=${id}`],
  ['POST', '/api/case/cardelivered', { CaseId: id }],
  ['POST', `/api/case/close?id=${id}`],
  ['POST', `/api/case/copy?caseId=${id}`],
  ['DELETE', `/api/case/delete?id=${id}`],
  ['POST', '/api/case/deletemultiple/', { ids: [id] }],
  ['GET', `/api/printtracking/tracklead?caseid=${id}&event=TestDrivePrinted`],
  ['POST', `/api/printtracking/tracklead?caseid=${id}&event=TestDrivePrinted`],
  ['GET', `/api/PrintContract/PrintContract?CaseId=${id}&RenderPdf=false`],
  ['GET', '/api/caselist/search/'],
  ['GET', '/api/caselist/getmakes'],
  ['GET', `/api/case/getcasedetails/?id=${id}`],
  ['GET', '/api/LatestCasesWidget/?searchType=Dealer'],
  ['GET', '/api/CasesByCar/GetByCarId?CarId=0'],
];

describe('access to the case API', () => {
  it('asks for a session on every route, and refuses a department without the case function (403)', async () => {
    const anonymous = new ApiClient();
    await anonymous.get('/api/account/isloggedin');
    for (const [method, path, body] of everyRoute('1')) {
      expect((await anonymous.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      const refused = await vejle.request(method, path, { body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ Code: 'Forbidden' });
    }
  });

  it("answers 404 on every route for another dealer's case, and never shows it in that dealer's list", async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'tenancy'));
    await getCase(salesman, id, 1);
    const withCase = everyRoute(id).filter(([, path, body]) => path.includes(id) || JSON.stringify(body ?? '').includes(id));
    expect(withCase).toHaveLength(16);
    for (const [method, path, body] of withCase) {
      const response = await aalborg.request(method, path, { body });
      if (path.startsWith('/api/case/deletemultiple')) {
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ Deleted: [], Failed: [{ Id: id, Message: 'Sagen findes ikke.' }] });
      } else {
        expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(404);
        expect(response.body).toMatchObject({ Message: 'Sagen findes ikke.' });
      }
    }
    // Nor is it found by its number in that department's list: not found, as an unknown case.
    expect((await search(aalborg, { CaseId: id })).status).toBe(404);
    // Nothing was changed: the case is still Aarhus's, at its first version.
    expect((await getCase(salesman, id)).Version).toBe(1);
  });

  it('matches paths in any casing and with or without a trailing slash', async () => {
    expect((await salesman.get('/API/CASE/NEW/')).status).toBe(200);
    expect((await salesman.get('/api/CaseList/Search')).status).toBe(200);
    expect((await salesman.get('/api/latestcaseswidget')).status).toBe(200);
  });
});

describe('bad input', () => {
  it('names the missing or malformed field (400) and answers 404 for an unknown case', async () => {
    const cases: [method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, field: string][] = [
      ['GET', '/api/Case/Get', undefined, 'Id'],
      ['GET', '/api/Case/Get?Id=abc', undefined, 'Id'],
      ['GET', '/api/Case/Get?Id=1&MinVersion=x', undefined, 'MinVersion'],
      ['GET', '/api/Case/New?carId=bil', undefined, 'carId'],
      ['POST', '/api/case/save', { CustomerId: 'abc' }, 'CustomerId'],
      ['POST', '/api/case/save', { SalesItem: { Mileage: 'mange' } }, 'SalesItem.Mileage'],
      ['POST', '/api/case/save', { Kunde: 'Hansen' }, 'Kunde'],
      ['POST', '/api/case/savestatus?id=1', undefined, 'status'],
      ['POST', '/api/case/savestatus?status=1', undefined, 'id'],
      ['GET', '/api/case/DocumentIsSigned', undefined, 'caseId'],
      ['POST', '/api/case/savesigneddocument/', {}, 'CaseId'],
      ['POST', '/api/case/canceldocument/', { CaseId: 'x' }, 'CaseId'],
      ['POST', '/api/case/cardelivered', { SalesItemCarId: '1' }, 'CaseId'],
      ['POST', '/api/case/close', undefined, 'id'],
      ['POST', '/api/case/copy', undefined, 'caseId'],
      ['DELETE', '/api/case/delete?id=', undefined, 'id'],
      ['POST', '/api/case/deletemultiple/', {}, 'ids'],
      ['POST', '/api/case/deletemultiple/', { ids: Array.from({ length: 51 }, (_, i) => String(i + 1)) }, 'ids'],
      ['GET', '/api/printtracking/tracklead?caseid=1&event=Whatever', undefined, 'event'],
      ['GET', '/api/PrintContract/PrintContract?RenderPdf=true', undefined, 'CaseId'],
      ['GET', '/api/PrintContract/PrintContract?CaseId=1&RenderPdf=maybe', undefined, 'RenderPdf'],
      ['GET', '/api/caselist/search/?sort=Price', undefined, 'sort'],
      ['GET', '/api/caselist/search/?SearchType=Everyone', undefined, 'SearchType'],
      ['GET', '/api/caselist/search/?offset=-5', undefined, 'offset'],
      ['GET', '/api/case/getcasedetails/', undefined, 'Id'],
      ['GET', '/api/LatestCasesWidget/?searchType=All', undefined, 'searchType'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await salesman.request<{ Field: string; Message: string }>(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.Field, `${method} ${path}`).toBe(field);
      expect(response.body.Message).toMatch(/\S/);
    }
    const unknown = '987654321';
    for (const [method, path, body] of everyRoute(unknown)) {
      if (!path.includes(unknown) && !JSON.stringify(body ?? '').includes(unknown)) continue;
      const response = await salesman.request(method, path, { body });
      if (path.startsWith('/api/case/deletemultiple')) expect(response.body).toMatchObject({ Failed: [{ Id: unknown, Message: 'Sagen findes ikke.' }] });
      else expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('a new case', () => {
  it('starts blank with the caller as case manager, or from a stock car or a customer', async () => {
    const blank = (await salesman.get<CaseModel>('/api/Case/New')).body;
    expect(blank).toMatchObject({ Id: null, Status: 0, StatusText: 'Åben', CaseManagerId: '5', CaseManagerName: 'Mads Sørensen', SalesItem: null });
    expect(blank.Title).toBe('Ny sag');
    expect(blank.MissingForPrint).toBe('Mangler bil og kunde');

    const fromCar = (await salesman.get<CaseModel>(`/api/Case/New?carId=${car.Id}&customerId=${customer.Id}`)).body;
    expect(fromCar.SalesItem).toMatchObject({
      Id: car.Id,
      Title: car.Title,
      Make: car.Make,
      Model: car.Model,
      Mileage: car.Mileage,
      SalesItemPriceWithVat: car.CashPrice,
      IsFactoryNew: false,
      IsSpecifiedVehicle: false,
    });
    // The stock car's fuel, type and engine come along: the calculation tells a used car's fees by its fuel.
    const stock = (await salesman.get<{ FuelType: string; FuelTypeText: string; CarType: number; Motor: string }>(`/api/OwnCarList/GetDetails/?id=${car.Id}`)).body;
    expect(stock.FuelType).not.toBe('Unknown');
    expect(fromCar.SalesItem).toMatchObject({ FuelType: stock.FuelTypeText, VehicleType: stock.CarType, Motor: stock.Motor || null });
    expect(fromCar).toMatchObject({ CustomerId: customer.Id, CustomerName: customer.Name, MissingForPrint: null });
    expect(fromCar.Title).toBe(`Ny sag - ${customer.Name} - ${car.Title}`);

    expect((await salesman.get('/api/Case/New?carId=999999999')).status).toBe(404);
    expect((await salesman.get('/api/Case/New?customerId=999999999')).status).toBe(404);
    // The own-cars picker searches all departments of the conglomerate for a role that may search them all: such a
    // caller can sell another department's car from here; a salesman, whose picker shows his department's, cannot.
    const aalborgCar = await demoCar(aalborg);
    expect((await manager.get<CaseModel>(`/api/Case/New?carId=${aalborgCar.Id}`)).body.SalesItem).toMatchObject({ Id: aalborgCar.Id });
    expect((await salesman.get(`/api/Case/New?carId=${aalborgCar.Id}`)).status).toBe(404);
  });

  it('is saved under the next case number, read back with MinVersion, and saved again as the whole case', async () => {
    const first = await saveCase(salesman, { ...sellableCase(customer.Id, 'gem') });
    const second = await saveCase(salesman, { CustomerId: customer.Id });
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect(first.version).toBe(1);

    const saved = await getCase(salesman, first.id, first.version);
    expect(saved).toMatchObject({ Id: first.id, DealerId: '101', Status: 0, CustomerId: customer.Id, CustomerName: customer.Name, CaseManagerId: '5', Version: 1 });
    expect(saved.Title).toBe(`Sag ${first.id} - ${customer.Name} - Škoda Octavia ${RUN} gem`);
    expect(saved.CreatedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The client strips nulls: an absent field is an empty one (here: the customer is removed), the case manager stays.
    const resaved = await salesman.post<string>('/api/case/save', { ...saved, CustomerId: undefined, SalesItem: { ...saved.SalesItem, IsFactoryNew: true } });
    expect(resaved.status).toBe(200);
    expect(resaved.body).toBe(first.id);
    const updated = await getCase(salesman, first.id, versionOf(resaved));
    expect(updated).toMatchObject({ CustomerId: null, CustomerName: null, IsFactoryNew: true, CaseManagerId: '5', MissingForPrint: 'Mangler kunde' });
    expect(updated.Title).toBe(`Sag ${first.id} - Škoda Octavia ${RUN} gem (fabriksny)`);

    // Saving what is already stored changes nothing.
    const unchanged = await salesman.post('/api/case/save', { ...updated });
    expect(versionOf(unchanged)).toBe(updated.Version);
  });
});

describe('the workspace tabs\' data', () => {
  const otherAgreements = {
    GeneralComments: 'Bilen leveres med vinterhjul.',
    DealerWarranty: '3 måneders forhandlergaranti',
    EUNumberPlate: true,
    ExcessOnDealerWarranty: true,
    ExcessAmountOnDealerWarranty: 2_500,
    DeliveryDate: '2026-12-15',
    DeliveryTime: '14:30',
    SignatureCity: 'Aarhus',
    PreparationComment: 'Karrosseri og lak:\nMekanik:\nKosmetik:',
  };
  const rental = {
    periodFrom: '2026-12-01',
    periodFromTime: '09:00',
    periodTo: '2026-12-03',
    periodToTime: '17:00',
    price: 1_500,
    kmIncluded: 300,
    hasAdditionalDriver: true,
    firstAdditionalDriverName: 'Søren Østergård',
    firstAdditionalDriverLicense: '12345678',
  };

  it('keeps other agreements, the rental with its drivers, and the swap-car terms; a copy keeps them too', async () => {
    const { id, version } = await saveCase(salesman, {
      ...sellableCase(customer.Id, 'faner'),
      OtherAgreements: otherAgreements,
      CarRental: rental,
      HasSwapPriceAgreement: true,
      SwapPrice: 50_000,
      CashPayment: 10_000,
    });
    const saved = await getCase(salesman, id, version);
    expect(saved).toMatchObject({ OtherAgreements: otherAgreements, CarRental: rental, HasSwapPriceAgreement: true, SwapPrice: 50_000, CashPayment: 10_000, IsLocked: false });
    expect(saved).toMatchObject({ SwapCarPriceWithVat: null, FinanceText: null, InsuranceText: null });

    // The model as read back (with its computed and read-only fields) saves as no change.
    const same = await salesman.post<string>('/api/case/save', saved);
    expect(same.status).toBe(200);
    expect(versionOf(same)).toBe(version);

    const changed = await salesman.post<string>('/api/case/save', { ...saved, CarRental: { ...rental, firstAdditionalDriverName: 'Anne Ø' } });
    expect((await getCase(salesman, id, versionOf(changed))).CarRental).toMatchObject({ firstAdditionalDriverName: 'Anne Ø', price: 1_500 });

    const copy = await salesman.post<string>(`/api/case/copy?caseId=${id}`);
    expect(copy.status).toBe(200);
    expect(await getCase(salesman, String(copy.body), versionOf(copy))).toMatchObject({
      OtherAgreements: otherAgreements,
      CarRental: { ...rental, firstAdditionalDriverName: 'Anne Ø' },
    });
  });

  it('names the bad field of other agreements and the rental (400)', async () => {
    for (const [body, field] of [
      [{ OtherAgreements: { DeliveryTime: '25:00' } }, 'OtherAgreements.DeliveryTime'],
      [{ OtherAgreements: { ExcessAmountOnDealerWarranty: 100_000_001 } }, 'OtherAgreements.ExcessAmountOnDealerWarranty'],
      [{ CarRental: { periodFrom: '32-12-2026' } }, 'CarRental.periodFrom'],
      [{ CarRental: { unknownField: 1 } }, 'CarRental.unknownField'],
    ] as const) {
      const response = await salesman.post('/api/case/save', { CustomerId: customer.Id, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toMatchObject({ Field: field });
    }
  });
});

describe('the lifecycle', () => {
  it('save → print → signed → delivered → closed, with the list and the widget following each step', async () => {
    const { id } = await saveCase(salesman, {
      CustomerId: customer.Id,
      SalesItem: { ModelYear: 2021, Id: car.Id, Title: `${car.Title} ${RUN} livscyklus`, Mileage: car.Mileage, SalesItemPriceWithVat: 189_900, IsFactoryNew: false },
    });
    const listedWith = (status: number) =>
      listedUntil(salesman, { CaseId: id }, (list) => list.List[0]?.Status === status).then((list) => list.List[0]!);
    const widget = async (searchType: string) =>
      (await salesman.get<{ List: { Id: string; Status: number; StatusText: string }[] }>(`/api/LatestCasesWidget/?searchType=${searchType}`)).body.List;

    expect(await listedWith(0)).toMatchObject({ Id: id, CustomerName: customer.Name, StatusText: 'Åben', CaseManagerName: 'Mads Sørensen', Branch: 'Demo Biler Aarhus' });
    expect((await eventually(() => widget('Casemanager'), (list) => list[0]?.Id === id))[0]).toMatchObject({ Id: id, Status: 0, StatusText: 'Åben' });

    // Print the contract: a real PDF with the buyer's name and the case number; status 'Slutseddel udskrevet'.
    const printed = await pdfOf(salesman, id, true);
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    expect(printed.headers.get('content-disposition')).toBe(`inline; filename="Slutseddel-${id}.pdf"`);
    const text = await pdfText(printed.bytes);
    expect(text).toContain('Slutseddel');
    expect(text).toContain(`Sag nr. ${id}`);
    expect(text).toContain(customer.Name);
    expect(text).toContain('Demo Biler Aarhus');
    expect(text).toContain('189.900,00 kr.');
    expect((await pdfInfo(printed.bytes)).Title).toBe(`Slutseddel ${id} – Demo Biler Aarhus`);
    const afterPrint = await getCase(salesman, id, versionOf(printed));
    expect(afterPrint).toMatchObject({ Status: 1, StatusText: 'Slutseddel udskrevet' });
    expect(await listedWith(1)).toMatchObject({ StatusText: 'Slutseddel udskrevet' });

    // Signed: a stock car on a printed contract shows the modal first.
    const signing = (await salesman.get<Record<string, unknown>>(`/api/case/DocumentIsSigned?caseId=${id}`)).body;
    expect(signing).toMatchObject({ CaseId: id, Status: 1, SwapCar: null, ShowModal: true, SalesItem: { CarId: car.Id, IsUsedCar: true, Sold: false } });
    const signed = await salesman.post('/api/case/savesigneddocument/', { CaseId: id, SalesItem: { CarId: car.Id } });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ Message: 'Slutseddel er angivet som underskrevet' });
    expect(await listedWith(2)).toMatchObject({ StatusText: 'Slutseddel underskrevet' });

    // Delivered: with a signed contract and a stock car, the dialog first asks to sell the car.
    const init = (await salesman.get<Record<string, unknown>>(`/api/case/cardeliveredinit?caseId=${id}`)).body;
    expect(init).toMatchObject({ CaseId: id, CaseStatus: 2, SalesItemCarId: car.Id, SalesItemSalesPrice: 189_900, ShowSellCar: true, SwapItemCarId: null });
    const delivered = await salesman.post('/api/case/cardelivered', init);
    expect(delivered.body).toEqual({ Message: 'Bil leveret' });
    expect((await getCase(salesman, id, versionOf(delivered))).Delivered).toBe(true);
    // ... and the stock car is sold, at the case's price as retail price.
    const soldCar = await eventually(
      async () => (await salesman.get<Record<string, unknown>>(`/api/OwnCarList/GetDetails/?id=${car.Id}`)).body,
      (details) => details.IsSold === true,
    );
    expect(soldCar).toMatchObject({ IsSold: true, SalesPrice: 189_900, IsRetailPrice: true });
    const again = await salesman.post('/api/case/cardelivered', init);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ Message: 'Bilen er allerede leveret.' });

    // Closed: no longer among the open cases of the widget, shown as closed in the list, and frozen.
    const closed = await salesman.post(`/api/case/close?id=${id}`);
    expect(closed.body).toEqual({ Message: 'Sagen er afsluttet.' });
    expect(await listedWith(3)).toMatchObject({ StatusText: 'Afsluttet' });
    expect((await eventually(() => widget('Dealer'), (list) => !list.some((row) => row.Id === id))).some((row) => row.Id === id)).toBe(false);
    const status = await salesman.post(`/api/case/savestatus?id=${id}&status=0`);
    expect(status.status).toBe(409);
    expect(status.body).toMatchObject({ Message: 'Sagen er afsluttet, og status kan ikke ændres.' });
    expect((await salesman.post('/api/case/save', { Id: id, CustomerId: customer.Id })).status).toBe(409);
    expect((await pdfOf(salesman, id, true)).status).toBe(409);
  });

  it("offers the case's agreed price, not the stock price, when the delivery sells the car", async () => {
    const calculation = { CarCalculationMethod: 0, RegistrationFeeCalculationMode: 0, MaxGearing: false, ExtraEquipments: [], SalesPriceWithVat: 76_900, DiscountWithoutVat: 2_000 };
    const { id } = await saveCase(salesman, {
      CustomerId: customer.Id,
      SalesItem: { ModelYear: 2021, Id: car.Id, Title: `${car.Title} ${RUN} aftalt pris`, Mileage: car.Mileage, SalesItemPriceWithVat: 79_900, IsFactoryNew: false },
      Calculation: calculation,
    });
    const printed = await pdfOf(salesman, id, true);
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    const signed = await salesman.post('/api/case/savesigneddocument/', { CaseId: id, SalesItem: { CarId: car.Id } });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    await getCase(salesman, id, versionOf(signed));

    const init = (await salesman.get<Record<string, unknown>>(`/api/case/cardeliveredinit?caseId=${id}`)).body;
    expect(init).toMatchObject({ CaseId: id, ShowSellCar: true, SalesItemSalesPrice: 74_900 });
  });

  it('cancels a printed contract back to Initial, and refuses to print over the opposite document or without car or customer', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'annuller'));
    const nothing = await salesman.post('/api/case/canceldocument/', { CaseId: id });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ Message: 'Der er ikke noget dokument at annullere.' });

    expect((await pdfOf(salesman, id, true)).status).toBe(200);
    const cancelled = await salesman.post('/api/case/canceldocument/', { CaseId: id });
    expect(cancelled.body).toEqual({ Message: 'Handlen er annuleret.' });
    expect(await getCase(salesman, id, versionOf(cancelled))).toMatchObject({ Status: 0, StatusText: 'Åben' });

    // With a purchase agreement printed, the contract asks for the cancel-document flow first.
    const purchase = await salesman.post(`/api/case/savestatus?id=${id}&status=4`);
    expect(purchase.body).toMatchObject({ Status: 4, StatusText: 'Købsaftale udskrevet' });
    const refused = await pdfOf(salesman, id, true);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ Code: 'CancelDocumentRequired', Message: 'Købsaftalen skal annulleres, før slutsedlen kan udskrives.' });
    // A preview records nothing and is not refused.
    expect((await pdfOf(salesman, id, false)).status).toBe(200);
    expect((await getCase(salesman, id, versionOf(purchase))).Version).toBe(versionOf(purchase));
    expect((await salesman.post(`/api/case/savestatus?id=${id}&status=9`)).body).toMatchObject({ Field: 'status', Message: 'Ukendt status.' });
    // Afsluttet is reached only through closing the case.
    const closing = await salesman.post(`/api/case/savestatus?id=${id}&status=3`);
    expect(closing.status).toBe(400);
    expect(closing.body).toMatchObject({ Field: 'status', Message: "Status kan ikke sættes til Afsluttet her. Brug 'Afslut sag' for at afslutte sagen." });
    expect(await getCase(salesman, id, versionOf(purchase))).toMatchObject({ Status: 4, Version: versionOf(purchase) });

    const { id: withoutCustomer } = await saveCase(salesman, { SalesItem: { ModelYear: 2021, Title: `Bil uden kunde ${RUN}` } });
    const missing = await pdfOf(salesman, withoutCustomer, true);
    expect(missing.status).toBe(409);
    expect(missing.json).toMatchObject({ Code: 'MissingCarOrCustomer', Message: 'Mangler kunde' });
    expect((await getCase(salesman, withoutCustomer, 1)).MissingForPrint).toBe('Mangler kunde');
  });

  it('prints once when the same case is printed twice at the same moment with its If-Match: one 200, one 409, one stored document', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'dobbelt'));
    const before = await getCase(salesman, id, 1);
    const ifMatch = { 'if-match': `"${before.Version}"` };
    const [a, b] = await Promise.all([pdfOf(salesman, id, true, ifMatch), pdfOf(salesman, id, true, ifMatch)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).json).toMatchObject({ Code: 'Conflict' });
    // Exactly one print's events: CaseDocumentPrinted, the status change and the PurchaseDocumentPrinted lead event.
    const winner = a.status === 200 ? a : b;
    expect(versionOf(winner)).toBe(before.Version + 3);
    const after = await getCase(salesman, id, before.Version + 3);
    expect(after).toMatchObject({ Version: before.Version + 3, Status: 1 });
    // The print that lost its append stored no document.
    expect(await storedDocuments(salesman, id)).toEqual([winner.headers.get('x-document-id')]);
  });

  it('prints through the command entry point: without If-Match a lost race is decided again, a repeated Idempotency-Key answers the first document', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'to udskrifter'));
    const before = await getCase(salesman, id, 1);
    const both = await Promise.all([pdfOf(salesman, id, true), pdfOf(salesman, id, true)]);
    expect(both.map((print) => print.status)).toEqual([200, 200]);
    // The first print changes the status (3 events), the second, decided again on fresh state, does not (2 events).
    expect(both.map((print) => versionOf(print)).sort()).toEqual([before.Version + 3, before.Version + 5]);
    expect((await storedDocuments(salesman, id)).sort()).toEqual(both.map((print) => print.headers.get('x-document-id')).sort());

    const key = { 'idempotency-key': `print-${RUN}-${id}` };
    const first = await pdfOf(salesman, id, true, key);
    const again = await pdfOf(salesman, id, true, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('x-document-id')).toBe(first.headers.get('x-document-id'));
    expect(versionOf(again)).toBe(versionOf(first));
    expect(again.bytes).toEqual(first.bytes);
    expect((await getCase(salesman, id, versionOf(first))).Version).toBe(before.Version + 7);
    expect(await storedDocuments(salesman, id)).toHaveLength(3);
  });

  it('takes no case number for refused copies: the next case gets the next number', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'nummer'));
    for (let i = 0; i < 3; i += 1) expect((await aalborg.post(`/api/case/copy?caseId=${id}`)).status).toBe(404);
    expect((await salesman.post('/api/case/copy?caseId=999999999')).status).toBe(404);
    const { id: next } = await saveCase(salesman, sellableCase(customer.Id, 'nummer efter'));
    expect(Number(next)).toBe(Number(id) + 1);
  });

  it("lists the department's open cases of a stock car (the related-cases check before selling it)", async () => {
    const carCases = (client: ApiClient, query: string) => client.get<{ Total: number; List: { Id: string }[]; Field?: string }>(`/api/CasesByCar/GetByCarId?${query}`);
    const { id } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: { Id: car.Id, Title: `${car.Title} ${RUN} relateret`, ModelYear: 2021 } });
    const listed = await eventually(() => carCases(salesman, `CarId=${car.Id}`), (response) => response.body.List?.some((row) => row.Id === id));
    expect(listed.status).toBe(200);
    expect(listed.body.Total).toBeGreaterThanOrEqual(1);
    expect(listed.body.List.find((row) => row.Id === id)).toMatchObject({ Id: id, CustomerName: customer.Name, StatusText: 'Åben' });
    expect((await carCases(salesman, `CarId=${car.Id}&count=1`)).body.List).toHaveLength(1);
    // Another department's salesman does not read this department's car (not found, as an unknown one); a bad query
    // names its field.
    expect((await carCases(aalborg, `CarId=${car.Id}`)).status).toBe(404);
    expect((await carCases(salesman, 'CarId=999999999999')).status).toBe(404);
    expect((await carCases(salesman, 'CarId=bil')).body).toMatchObject({ Field: 'CarId' });
    expect((await carCases(salesman, `CarId=${car.Id}&count=0`)).body).toMatchObject({ Field: 'count' });
    // A closed case is no longer related.
    await salesman.post(`/api/case/close?id=${id}`);
    await eventually(() => carCases(salesman, `CarId=${car.Id}`), (response) => !response.body.List.some((row) => row.Id === id));
  });

  it('copies a case under a new number, and deletes cases one by one and fifty at a time', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'kopi'));
    const copy = await salesman.post<string>(`/api/case/copy?caseId=${id}`);
    expect(copy.status).toBe(200);
    expect(Number(copy.body)).toBeGreaterThan(Number(id));
    const copied = await getCase(salesman, copy.body, versionOf(copy));
    expect(copied).toMatchObject({ Id: copy.body, Status: 0, CustomerId: customer.Id, SalesItem: { Title: `Škoda Octavia ${RUN} kopi` } });

    const deleted = await salesman.request('DELETE', `/api/case/delete?id=${id}`);
    expect(deleted.body).toEqual({ Message: `Sag nr. ${id} blev slettet permanent.` });
    await eventually(() => salesman.get(`/api/Case/Get?Id=${id}`), (response) => response.status === 404);
    expect((await salesman.get(`/api/Case/Get?Id=${id}`)).status).toBe(404);
    expect((await salesman.request('DELETE', `/api/case/delete?id=${id}`)).status).toBe(404);
    await listedUntil(salesman, { CaseId: id }, (list) => list.Total === 0);

    const more = await Promise.all([1, 2, 3].map((n) => saveCase(salesman, sellableCase(customer.Id, `slet ${n}`))));
    const batch = await salesman.post('/api/case/deletemultiple/', { ids: [...more.map((c) => c.id), id] });
    expect(batch.body).toEqual({ Deleted: more.map((c) => c.id), Failed: [{ Id: id, Message: 'Sagen findes ikke.' }] });
  });

  it('records a tracked print as a lead event without changing the status, by GET and by POST', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'sporing'));
    const tracked = await salesman.get(`/api/printtracking/tracklead?caseid=${id}&event=TestDrivePrinted`);
    expect(tracked.status).toBe(200);
    expect(versionOf(tracked)).toBe(2);
    const posted = await salesman.post(`/api/printtracking/tracklead?caseId=${id}&event=OfferPrinted`);
    expect(versionOf(posted)).toBe(3);
    expect(await getCase(salesman, id, 3)).toMatchObject({ Status: 0, Version: 3 });
  });

  it('refuses to sign a case with a swap car unless the modal names a car', async () => {
    const swapCarId = await customerCarOf(salesman, customer.Id);
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'byttebil', { SwapCarId: swapCarId }));
    const printed = await pdfOf(salesman, id, true);
    expect(printed.status).toBe(200);
    await getCase(salesman, id, versionOf(printed));
    const signing = (await salesman.get<Record<string, unknown>>(`/api/case/DocumentIsSigned?caseId=${id}`)).body;
    expect(signing).toMatchObject({ ShowModal: true, SwapCar: { CarId: swapCarId } });
    const refused = await salesman.post('/api/case/savesigneddocument/', { CaseId: id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ Field: 'SwapCar' });
    const signed = await salesman.post('/api/case/savesigneddocument/', { CaseId: id, SwapCar: { CarId: swapCarId } });
    expect(signed.body).toEqual({ Message: 'Slutseddel er angivet som underskrevet' });
  });
});

describe('the case list', () => {
  /** The word only this block's three cases have in their car titles. */
  const LISTED = `${RUN}L`;
  let mine: string[];
  let managers: string;
  let inAalborg: string;

  beforeAll(async () => {
    const aalborgCustomer = await demoCustomer(aalborg);
    mine = [];
    for (const [n, make] of [[1, 'Audi A4'], [2, 'Volvo V60'], [3, 'Audi Q5']] as const) {
      mine.push((await saveCase(salesman, { CustomerId: customer.Id, SalesItem: { ModelYear: 2021, Title: `${make} ${LISTED}${n}`, RegistrationNumber: `LI${n}2345` } })).id);
    }
    managers = (await saveCase(manager, { CustomerId: customer.Id, SalesItem: { ModelYear: 2021, Title: `Ford Kuga ${RUN} chef` } })).id;
    inAalborg = (await saveCase(aalborg, { CustomerId: aalborgCustomer.Id, SalesItem: { ModelYear: 2021, Title: `Toyota Yaris ${RUN} aalborg` } })).id;
    await listedUntil(salesman, { sort: 'Id', sortdir: 'desc' }, (list) => [...mine, managers].every((id) => list.List.some((row) => row.Id === id)));
  });

  const ids = (list: CaseList) => list.List.map((row) => row.Id);

  it('searches my cases, my department or (where allowed) all departments', async () => {
    const department = await listedUntil(salesman, { FreeTextQuery: LISTED }, (list) => list.Total === 3);
    expect(department.List[0]).toMatchObject({ CustomerName: customer.Name, CaseManagerName: 'Mads Sørensen', Branch: 'Demo Biler Aarhus', StatusText: 'Åben' });
    expect(ids(department)).toEqual([...mine].reverse()); // newest first by default
    expect(department.SearchTypes).toEqual(['Casemanager', 'Dealer']);

    expect(ids((await search(salesman, { CarFreeTextQuery: RUN, SearchType: 'Casemanager' })).body)).not.toContain(managers);
    expect(ids((await search(manager, { CarFreeTextQuery: RUN, SearchType: 'Casemanager' })).body)).toEqual([managers]);
    expect(ids((await search(salesman, { CarFreeTextQuery: RUN })).body)).toContain(managers);
    expect(ids((await search(salesman, { CarFreeTextQuery: RUN })).body)).not.toContain(inAalborg);

    const refused = await search(salesman, { SearchType: 'Conglomerate' });
    expect(refused.status).toBe(403);
    const all = await listedUntil(owner, { SearchType: 'Conglomerate', CaseId: inAalborg }, (list) => list.Total === 1);
    expect(all.List[0]).toMatchObject({ Id: inAalborg, Branch: 'Demo Biler Aalborg' });
    expect(all.SearchTypes).toEqual(['Casemanager', 'Dealer', 'Conglomerate']);
    expect((await search(owner, { CarFreeTextQuery: RUN, SearchType: 'Dealer' })).body.List.some((row) => row.Id === inAalborg)).toBe(false);
    // The owner may read another department's case in the detail pane, never change it.
    expect((await owner.get(`/api/case/getcasedetails/?id=${inAalborg}`)).status).toBe(200);
    expect((await owner.post(`/api/case/close?id=${inAalborg}`)).status).toBe(404);
    expect((await salesman.get(`/api/case/getcasedetails/?id=${inAalborg}`)).status).toBe(404);
  });

  it('filters by case number, customer, car text, registration number, make and open or closed', async () => {
    expect(ids((await search(salesman, { CaseId: mine[1]! })).body)).toEqual([mine[1]]);
    expect(ids((await search(salesman, { CarFreeTextQuery: 'li2 2345' })).body)).toEqual([mine[1]]);
    expect(ids((await search(salesman, { CarFreeTextQuery: `${LISTED} audi` })).body)).toEqual([mine[2], mine[0]]);
    expect(ids((await search(salesman, { CarFreeTextQuery: RUN, CustomerId: customer.Id })).body)).toEqual(expect.arrayContaining([...mine, managers]));
    // Among this test's cases (other suites' cases may have the same demo customer and a Volvo).
    expect(ids((await search(salesman, { FreeTextQuery: `${customer.Name.split(' ')[0]} volvo`, CarFreeTextQuery: LISTED })).body)).toEqual([mine[1]]);
    expect(ids((await search(salesman, { FreeTextQuery: mine[2]! })).body)).toContain(mine[2]);

    await salesman.post(`/api/case/close?id=${mine[0]}`);
    await listedUntil(salesman, { CaseId: mine[0]!, IsActive: false }, (list) => list.Total === 1);
    expect(ids((await search(salesman, { CarFreeTextQuery: RUN, FreeTextQuery: LISTED, IsActive: true })).body)).toEqual([mine[2], mine[1]]);
    expect(ids((await search(salesman, { CarFreeTextQuery: RUN, FreeTextQuery: LISTED, IsActive: false })).body)).toEqual([mine[0]]);
  });

  it('filters by the make of a stock car and lists the makes in scope', async () => {
    const { id } = await saveCase(salesman, { CustomerId: customer.Id, SalesItem: { ModelYear: 2021, Id: car.Id, Title: `${car.Title} ${RUN} mærke` } });
    const found = await listedUntil(salesman, { Make: car.Make, CaseId: id }, (list) => list.Total === 1);
    expect(found.List[0]).toMatchObject({ Id: id, Make: car.Make });
    const makes = (await salesman.get<string[]>('/api/caselist/getmakes')).body;
    expect(makes).toContain(car.Make);
    expect([...makes].sort((a, b) => a.localeCompare(b, 'da'))).toEqual(makes);
  });

  it('sorts by the sort keys and pages by 50 with the total', async () => {
    const byId = (await search(salesman, { CarFreeTextQuery: RUN, FreeTextQuery: LISTED, sort: 'Id', sortdir: 'asc' })).body;
    expect(ids(byId)).toEqual(mine);
    const byCar = (await search(salesman, { CarFreeTextQuery: RUN, FreeTextQuery: LISTED, sort: 'CarDescription', sortdir: 'desc' })).body;
    expect(ids(byCar)).toEqual([mine[1], mine[2], mine[0]]);
    const page = (await search(salesman, { CarFreeTextQuery: RUN, FreeTextQuery: LISTED, sort: 'Id', sortdir: 'asc', count: 2, offset: 1 })).body;
    expect(page).toMatchObject({ Total: 3, Offset: 1, Count: 2 });
    expect(ids(page)).toEqual([mine[1], mine[2]]);
    const large = (await search(salesman, { count: 500 })).body;
    expect(large.List.length).toBeLessThanOrEqual(50);
    expect(large.Total).toBeGreaterThanOrEqual(large.List.length);
  });

  it('shows the detail pane of the active row', async () => {
    const pane = (await salesman.get<Record<string, unknown>>(`/api/case/getcasedetails/?id=${mine[1]}`)).body;
    expect(pane).toMatchObject({
      Id: mine[1],
      CaseManager: 'Mads Sørensen',
      Status: 0,
      StatusText: 'Åben',
      HasCustomer: true,
      HasSwapPriceAgreement: false,
      Car: { MakeModel: `Volvo V60 ${LISTED}2`, RegistrationNumber: 'LI22345', IsFactoryNew: false },
      SwapCar: null,
    });
    expect(pane.DetailsTitle).toBe(`Sag ${mine[1]} - ${customer.Name} - Volvo V60 ${LISTED}2`);
  });

  it('gives the dashboard the 10 most recently modified open cases, mine or the department\'s', async () => {
    const widget = async (client: ApiClient, searchType: string) =>
      (await client.get<{ List: { Id: string; CustomerName: string; CarDescription: string; ModifiedDate: string }[] }>(`/api/LatestCasesWidget/?searchType=${searchType}`)).body.List;
    const department = await widget(salesman, 'Dealer');
    expect(department.length).toBeLessThanOrEqual(10);
    expect(department.map((row) => row.ModifiedDate)).toEqual([...department.map((row) => row.ModifiedDate)].sort().reverse());
    expect((await widget(manager, 'Casemanager')).map((row) => row.Id)).toContain(managers);
    expect((await widget(salesman, 'Casemanager')).map((row) => row.Id)).not.toContain(managers);
  });
});
