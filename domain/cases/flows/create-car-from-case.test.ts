import { describe, it } from 'vitest';
import { sampleStockCar } from '../../cars/test-fixtures.ts';
import { flowSpecification } from '../../decider-spec.ts';
import type { CaseEvent } from '../decider.ts';
import { CaseMessages } from '../messages.ts';
import { CaseStatus } from '../status.ts';
import { createCarFromCase, type CreateCarFromCase } from './create-car-from-case.ts';

const spec = flowSpecification(createCarFromCase);

/** A factory-new catalogue vehicle, not in stock: what the case transfers to stock. */
const catalogueVehicle = { Title: 'Škoda Octavia Combi 1,5 TSI', Make: 'Škoda', Model: 'Octavia', IsFactoryNew: true, IsSpecifiedVehicle: false, CarGuid: 'abc' };
const opened = (SalesItem: Record<string, unknown> | null = catalogueVehicle): CaseEvent => ({
  type: 'CaseOpened',
  data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: { CustomerId: '9', SalesItem } },
});
const transferred: CaseEvent = { type: 'CaseTransferredToStock', data: { CarId: '1001', TransferCaseDate: '2026-11-28' } };
const command = (changes: Partial<CreateCarFromCase> = {}): CreateCarFromCase => ({ dealerId: '101', carId: '1001', car: sampleStockCar, today: '2026-11-28', ...changes });
const carCreated = { type: 'CarCreated' as const, data: { CarId: '1001', DealerId: '101', Car: sampleStockCar } };

describe('creating the stock car from the case', () => {
  it('creates the stock car and records the TransferCaseDate on the case', () =>
    spec({ case: [opened()], car: [] }).when(command()).then({ case: [transferred], car: [carCreated] }));

  it('refuses a case without a vehicle with the spec’s text', () =>
    spec({ case: [opened(null)], car: [] }).when(command()).thenRefuses(CaseMessages.invalidForCar, 'invalid', undefined, 'SalesItem'));

  it('refuses a case whose vehicle breaks its rules with the spec’s text', () =>
    spec({ case: [opened({ ...catalogueVehicle, IsFactoryNew: false, ModelYear: null })], car: [] })
      .when(command())
      .thenRefuses(CaseMessages.invalidForCar, 'invalid', undefined, 'SalesItem'));

  it('refuses a specified vehicle, whose transfer is not offered', () =>
    spec({ case: [opened({ Title: 'Kabe 560', Make: 'Kabe', Model: '560', ModelYear: 2026, IsFactoryNew: true, IsSpecifiedVehicle: true, VehicleType: 5 })], car: [] })
      .when(command())
      .thenRefuses(CaseMessages.specifiedVehicleNotTransferable, 'refused'));

  it('refuses a case whose vehicle is a stock car already', () =>
    spec({ case: [opened({ Id: '55', Title: 'Škoda Octavia', ModelYear: 2021 })], car: [] })
      .when(command())
      .thenRefuses(CaseMessages.stockCarNotTransferable, 'refused'));

  it('refuses a case transferred before', () =>
    spec({ case: [opened(), transferred], car: [] }).when(command({ carId: '1002' })).thenRefuses(CaseMessages.alreadyTransferred, 'refused'));

  it('refuses a closed case', () =>
    spec({ case: [opened(), { type: 'CaseClosed', data: {} }, { type: 'CaseStatusChanged', data: { Status: CaseStatus.IsClosed, PreviousStatus: 0 } }], car: [] })
      .when(command())
      .thenRefuses(CaseMessages.closed, 'refused'));

  it('refuses a case of another dealer as unknown', () =>
    spec({ case: [opened()], car: [] }).when(command({ dealerId: '102' })).thenRefuses(CaseMessages.notFound, 'not-found', 'NotFound'));
});
