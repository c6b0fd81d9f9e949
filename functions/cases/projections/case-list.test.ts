import { describe, expect, it } from 'vitest';
import type { CaseStreamEvent } from './case-state.ts';
import { caseDetails } from './case-details.ts';
import { joinReferences, type ReferenceRow } from '../case-list-cache.ts';
import { evolveCaseListRow, type CaseListRow } from './case-list.ts';
import { referenceId, type ReferenceKind } from './case-references.ts';

let version = 0;
const event = (type: string, data: unknown, at = `2026-03-0${(version % 9) + 1}T10:00:00.000Z`): CaseStreamEvent => ({
  streamId: 'case#1042',
  version: (version += 1),
  type,
  data,
  meta: { eventId: `e${version}`, occurredAt: at, dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
}) as CaseStreamEvent;

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

const ref = (kind: ReferenceKind, id: string, fields: Partial<ReferenceRow> & { Name: string }): ReferenceRow => ({
  Id: referenceId(kind, id),
  Kind: kind,
  lastVersion: 1,
  ProjectedAt: '',
  gsi1pk: '',
  gsi1sk: '',
  ...fields,
});
const references = (...rows: ReferenceRow[]) =>
  new Map(
    [ref('customer', '7', { Name: 'Åse Ørsted' }), ref('car', '300', { Name: 'Škoda Octavia', Make: 'Škoda' }), ref('user', '5', { Name: 'Mads Sørensen' }), ...rows].map((row) => [row.Id, row]),
  );

const at = (iso: string) => () => new Date(iso);
const fold = (events: CaseStreamEvent[]): CaseListRow | null =>
  events.reduce<CaseListRow | null>((row, e) => evolveCaseListRow(row ?? undefined, e, at('2026-03-09T12:00:00.000Z')), null);
const listed = (events: CaseStreamEvent[], ...rows: ReferenceRow[]) => joinReferences({ ...fold(events)!, lastVersion: events.length }, references(...rows));

describe('the case-list row', () => {
  it('is the contract row with the current names joined in, the car and the change feed keys', () => {
    const row = listed([opened()]);
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

  it('shows whatever name the references hold now, and none for a reference that is gone or unknown', () => {
    expect(listed([opened()], ref('customer', '7', { Name: 'Åse Ørsted-Berg' }), ref('user', '5', { Name: 'Mads Holm' }))).toMatchObject({
      CustomerName: 'Åse Ørsted-Berg',
      CaseManagerName: 'Mads Holm',
    });
    expect(listed([opened()], ref('customer', '7', { Name: '', Deleted: true }))).toMatchObject({ CustomerName: null });
    const otherCustomer = event('CaseSaved', { Changes: { CustomerId: '8' } });
    expect(listed([opened(), otherCustomer])).toMatchObject({ CustomerId: '8', CustomerName: null, Make: 'Škoda' });
    expect(fold([opened()])).not.toHaveProperty('CustomerName');
  });

  it('leaves a tombstone without personal data when the case is deleted, so the change feed carries the deletion', () => {
    const row = fold([opened(), event('CaseDeleted', {}, '2026-03-05T10:00:00.000Z')]);
    expect(row).toMatchObject({ Id: '1042', Deleted: true, CustomerId: null, CarDescription: null, ModifiedDate: '2026-03-05T10:00:00.000Z' });
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
    const once = fold(history);
    expect(once).toMatchObject({ Status: 3, Printed: ['Contract'] });
    expect(fold(history)).toEqual(once);
  });
});

describe('the case-list row: car, swap car and offers', () => {
  it("takes the make from the sales item, so that a specified vehicle's make is listed and filtered", () => {
    const specified = event('CaseSaved', {
      Changes: {
        SalesItem: { Id: null, Title: 'Harley-Davidson Street Glide', Make: 'Harley-Davidson', Model: 'Street Glide', IsSpecifiedVehicle: true, VehicleType: 7 },
      },
    });
    const row = listed([opened(), specified]);
    expect(row).toMatchObject({ CarId: null, Make: 'Harley-Davidson', CarDescription: 'Harley-Davidson Street Glide' });
    expect(fold([opened(), specified])?.Case).toMatchObject({ SalesItem: { Make: 'Harley-Davidson', Model: 'Street Glide' } });
    // A stock car's current make and title (it may have been renamed) win over the case's copy.
    const stock = event('CaseSaved', { Changes: { SalesItem: { Id: '301', Title: 'VW Golf', Make: 'Volkswagen' } } });
    expect(listed([opened(), stock], ref('car', '301', { Name: 'VW Golf Variant', Make: 'VW' }))).toMatchObject({ Make: 'VW', CarDescription: 'VW Golf Variant' });
    expect(listed([opened(), stock])).toMatchObject({ Make: 'Volkswagen', CarDescription: 'VW Golf' });
  });

  it('describes the swap car from its reference and marks the row as having one', () => {
    const swap = event('CaseSaved', { Changes: { SwapCarId: '900' } });
    const focus = ref('customer-car', '900', { Name: 'Ford Focus 1,0 EcoBoost' });
    expect(listed([opened(), swap], focus)).toMatchObject({ SwapCarId: '900', HasSwapCar: true, SwapCarDescription: 'Ford Focus 1,0 EcoBoost' });
    const removed = listed([opened(), swap, event('CaseSaved', { Changes: { SwapCarId: null } })], focus);
    expect(removed).toMatchObject({ SwapCarId: null, HasSwapCar: false, SwapCarDescription: null });
    expect(fold([opened()])?.HasSwapCar).toBe(false);
  });

  it('has no finance or insurance status until the case has offers', () => {
    expect(fold([opened()])).toMatchObject({ FinanceCaseStatus: null, InsuranceStatus: null });
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
