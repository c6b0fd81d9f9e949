import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { caseDetails } from './case-details.ts';
import { evolveCaseListRow, type CaseListLookup, type CaseListRow } from './case-list.ts';

let version = 0;
const event = (type: string, data: unknown, at = `2026-03-0${(version % 9) + 1}T10:00:00.000Z`): StoredEvent => ({
  streamId: 'case#1042',
  version: (version += 1),
  type,
  data,
  meta: { eventId: `e${version}`, occurredAt: at, dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
});

const opened = () => {
  version = 0;
  return event(
    'CaseOpened',
    {
      CaseId: '1042',
      DealerId: '101',
      CopiedFromCaseId: null,
      Case: { CustomerId: '7', CaseManagerId: '5', SalesItem: { Id: '300', Title: 'Škoda Octavia', RegistrationNumber: 'AB12345', IsFactoryNew: false } },
    },
    '2026-03-01T09:00:00.000Z',
  );
};

const lookup = (fields: Partial<CaseListLookup> = {}): CaseListLookup => ({
  CustomerId: '7',
  CarId: '300',
  SwapCarId: null,
  CaseManagerId: '5',
  CustomerName: 'Åse Ørsted',
  Make: 'Škoda',
  SwapCarDescription: null,
  CaseManagerName: 'Mads Sørensen',
  ...fields,
});

const at = (iso: string) => () => new Date(iso);
const fold = (events: StoredEvent[], lookups: (CaseListLookup | undefined)[] = []): CaseListRow | null =>
  events.reduce<CaseListRow | null>((row, e, index) => evolveCaseListRow(row ?? undefined, e, lookups[index], at('2026-03-09T12:00:00.000Z')), null);

describe('the case-list row', () => {
  it('is the contract row with the looked-up names, the car and the change feed keys', () => {
    const row = fold([opened()], [lookup()]);
    expect(row).toMatchObject({
      Id: '1042',
      DealerId: '101',
      Status: 0,
      CustomerId: '7',
      CarId: '300',
      CarDescription: 'Škoda Octavia',
      RegistrationNumber: 'AB12345',
      CustomerName: 'Åse Ørsted',
      Make: 'Škoda',
      CaseManagerName: 'Mads Sørensen',
      CreatedDate: '2026-03-01T09:00:00.000Z',
      ModifiedDate: '2026-03-01T09:00:00.000Z',
      ProjectedAt: '2026-03-09T12:00:00.000Z',
      gsi1pk: 'case-list#101',
      gsi1sk: '2026-03-09T12:00:00.000Z#1042',
    });
  });

  it('keeps names whose ids did not change, drops those whose ids did, and takes a lookup only for the same ids', () => {
    const first = opened();
    const printed = event('CaseStatusChanged', { Status: 1, PreviousStatus: 0 }, '2026-03-02T10:00:00.000Z');
    // No lookup for the second event (e.g. the customer row is not there yet): the names stay.
    expect(fold([first, printed], [lookup()])).toMatchObject({ Status: 1, CustomerName: 'Åse Ørsted', ModifiedDate: '2026-03-02T10:00:00.000Z' });

    const otherCustomer = event('CaseSaved', { Changes: { CustomerId: '8' } });
    const row = fold([opened(), otherCustomer], [lookup(), undefined]);
    expect(row).toMatchObject({ CustomerId: '8', CustomerName: null, Make: 'Škoda' });
    const stale = fold([opened(), { ...otherCustomer, version: 2 }], [lookup(), lookup()]);
    expect(stale?.CustomerName).toBeNull(); // a lookup made for customer 7 is not customer 8's name
    const fresh = fold([opened(), { ...otherCustomer, version: 2 }], [lookup(), lookup({ CustomerId: '8', CustomerName: 'Bent Hansen' })]);
    expect(fresh?.CustomerName).toBe('Bent Hansen');
  });

  it('leaves a tombstone without personal data when the case is deleted, so the change feed carries the deletion', () => {
    const row = fold([opened(), event('CaseDeleted', {}, '2026-03-05T10:00:00.000Z')], [lookup()]);
    expect(row).toMatchObject({ Id: '1042', Deleted: true, CustomerName: null, CustomerId: null, CarDescription: null, ModifiedDate: '2026-03-05T10:00:00.000Z' });
    expect(row?.gsi1pk).toBe('case-list#101');
    expect(row?.Case).toBeUndefined();
  });

  it('follows the status through the domain rules, and is the same however often the history is folded', () => {
    const history = [
      opened(),
      event('CaseDocumentPrinted', { Document: 'Contract' }),
      event('CaseStatusChanged', { Status: 1, PreviousStatus: 0 }),
      event('CasePrinted', { CaseId: '1042', DealerId: '101', CarId: '300', DocumentType: 'Contract' }),
      event('CaseClosed', {}),
      event('CaseStatusChanged', { Status: 3, PreviousStatus: 1 }),
    ];
    const once = fold(history, history.map(() => lookup()));
    expect(once).toMatchObject({ Status: 3, Printed: ['Contract'] });
    expect(fold(history, history.map(() => lookup()))).toEqual(once);
  });
});

describe('the case-list row of the full case list', () => {
  it("takes the make from the sales item, so that a specified vehicle's make is listed and filtered", () => {
    const specified = event('CaseSaved', {
      Changes: {
        SalesItem: { Id: null, Title: 'Harley-Davidson Street Glide', Make: 'Harley-Davidson', Model: 'Street Glide', IsSpecifiedVehicle: true, VehicleType: 7 },
      },
    });
    const row = fold([opened(), specified], [lookup(), lookup({ CarId: null, Make: null })]);
    expect(row).toMatchObject({ CarId: null, Make: 'Harley-Davidson', CarDescription: 'Harley-Davidson Street Glide' });
    expect(row?.Case).toMatchObject({ SalesItem: { Make: 'Harley-Davidson', Model: 'Street Glide' } });
    // A stock car's own make wins over the stock list's, which is only the fallback.
    const stock = event('CaseSaved', { Changes: { SalesItem: { Id: '301', Title: 'VW Golf', Make: 'Volkswagen' } } });
    expect(fold([opened(), stock], [lookup(), lookup({ CarId: '301', Make: 'VW' })])?.Make).toBe('Volkswagen');
    const bare = event('CaseSaved', { Changes: { SalesItem: { Id: '301', Title: 'VW Golf' } } });
    expect(fold([opened(), bare], [lookup(), lookup({ CarId: '301', Make: 'VW' })])?.Make).toBe('VW');
  });

  it('describes the swap car from the customer-car lookup and marks the row as having one', () => {
    const swap = event('CaseSaved', { Changes: { SwapCarId: '900' } });
    const row = fold([opened(), swap], [lookup(), lookup({ SwapCarId: '900', SwapCarDescription: 'Ford Focus 1,0 EcoBoost' })]);
    expect(row).toMatchObject({ SwapCarId: '900', HasSwapCar: true, SwapCarDescription: 'Ford Focus 1,0 EcoBoost' });
    const removed = fold([opened(), swap, event('CaseSaved', { Changes: { SwapCarId: null } })], [lookup(), lookup({ SwapCarId: '900', SwapCarDescription: 'Ford Focus' }), undefined]);
    expect(removed).toMatchObject({ SwapCarId: null, HasSwapCar: false, SwapCarDescription: null });
    expect(fold([opened()], [lookup()])?.HasSwapCar).toBe(false);
  });

  it('has no finance or insurance status until the case has offers', () => {
    expect(fold([opened()], [lookup()])).toMatchObject({ FinanceCaseStatus: null, InsuranceStatus: null });
  });
});

describe('the case-details row', () => {
  it('is the whole case, and is removed when the case is deleted', () => {
    const first = opened();
    const row = caseDetails.evolve(undefined, first);
    expect(row).toMatchObject({ Id: '1042', DealerId: '101', Status: 0, Case: { CustomerId: '7' }, Delivered: false, CopiedFromCaseId: null });
    const saved = caseDetails.evolve(row ?? undefined, event('CaseSaved', { Changes: { SwapCarId: '55' } }));
    expect(saved?.Case).toMatchObject({ CustomerId: '7', SwapCarId: '55' });
    expect(caseDetails.evolve(saved ?? undefined, event('CaseDeleted', {}))).toBeNull();
  });
});
