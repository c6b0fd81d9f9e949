import type { RouteDefinition } from '../../functions/routes.ts';
import type { Session } from './runner.ts';
import { salesItemRequest } from '../support/sales-item-request.ts';
import { swapCarRequest } from '../support/swap-car-request.ts';

/**
 * The records a fuzzing run may change: a customer, a swap car and a case of its own, so that plausible requests
 * reach deep into the handlers while the demo data other suites read stays as it was. Routes that only read may
 * also name demo records.
 */
export interface FuzzFixtures {
  customerId: string;
  customerCarId: string;
  caseId: string;
  /** A second case and swap car, for the routes that end or lock what they touch (delete, close, sign, deliver). */
  expendableCaseId: string;
  expendableCarId: string;
}

/** Routes after which a record can no longer be changed or read: they get the expendable records. */
const ENDS_RECORDS = /delete|close|cardelivered|sellcar|canceldocument|savesigneddocument/i;

const post = async (session: Session, path: string, body: unknown): Promise<string> => {
  const response = await session.send({ route: `POST ${path}`, method: 'POST', url: path, kind: 'valid', cookies: 'session', note: '', body: JSON.stringify(body), contentType: 'application/json' });
  if (response.status !== 200) throw new Error(`Fuzzing fixture ${path} failed: ${response.status} ${response.body}`);
  return String(JSON.parse(response.body));
};

export const createFixtures = async (session: Session, mark: string): Promise<FuzzFixtures> => {
  const customerId = await post(session, '/api/customer/save', {
    Id: '0',
    FirstName: 'Fuzz',
    LastName: `Kunde ${mark}`,
    Street: 'Testvej',
    StreetNumber: '1',
    ZipCode: '8000',
    City: 'Aarhus C',
    CellPhone: '21 22 23 24',
    Email: 'fuzz@example.dk',
  });
  const customerCar = swapCarRequest(customerId, { RegistrationNumber: 'FZ 12 345', ChassisNumber: 'WVWZZZ1KZKW000777', TimingBeltReplaced: 2 });
  const salesCase = (carId: string) => ({
    CustomerId: customerId,
    SwapCarId: carId,
    SalesItem: salesItemRequest(`Škoda Octavia ${mark}`),
  });
  const customerCarId = await post(session, '/api/car/saveCustomerCar', customerCar);
  const expendableCarId = await post(session, '/api/car/saveCustomerCar', customerCar);
  const caseId = await post(session, '/api/case/save', salesCase(customerCarId));
  const expendableCaseId = await post(session, '/api/case/save', salesCase(expendableCarId));
  return { customerId, customerCarId, caseId, expendableCaseId, expendableCarId };
};

/** Ids that name nothing (or nothing of this department). */
const STRANGERS = ['0', '987654321', '999999999999999999'];
/** Demo records of the signed-in department, named only by routes that change nothing (a print records events). */
const DEMO_IDS = ['1', '2', '3', '5', '101'];

/** The fixture a field's name points at first (`CaseId`, `customerId`, `SwapCarId`), then every other id. */
export const idsFor =
  (fixtures: FuzzFixtures) =>
  (route: RouteDefinition) =>
  (field: string): readonly string[] => {
    const name = field.toLowerCase();
    const ends = ENDS_RECORDS.test(route.path);
    const caseId = ends ? fixtures.expendableCaseId : fixtures.caseId;
    const carId = ends ? fixtures.expendableCarId : fixtures.customerCarId;
    const demo = route.writes || route.method !== 'GET' || /print/i.test(route.path) ? [] : DEMO_IDS;
    const all = [caseId, fixtures.customerId, carId, ...STRANGERS, ...demo];
    const first =
      name.includes('dealer') || (/\/api\/dealer/i.test(route.path) && name === 'id')
        ? DEALER_IDS[0]!
        : name.includes('customer') && !name.includes('car')
          ? fixtures.customerId
          : name.includes('car')
            ? carId
            : caseId;
    return [first, ...all];
  };

/** The fuzzing department first (the tests' second dealer group), then the demo group's and one that does not exist. */
export const DEALER_IDS = ['201', '101', '102', '103', '999'];
