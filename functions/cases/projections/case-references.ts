import { carTitle } from '../../../domain/cars/car.ts';
import { customerCarTitle } from '../../../domain/customer-cars/customer-car.ts';
import { customerTitle, type Customer } from '../../../domain/customers/customer.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import { changeFeed, projection, type ProjectedEvent, type Projection } from '../../platform/projection.ts';
import { revealCustomerEvent } from '../../customers/readers.ts';

/**
 * What the cases context shows of the things a case refers to (its customers, stock car, swap car and case manager),
 * kept by following those contexts' events, so that a rename shows in the case list, its search and sort, the detail
 * pane and the dashboard widget at once. One row per referenced stream: pk `case-references#<dealerId>` (one partition
 * per department, read whole by the list), sk the stream (`customer#42`, `car#7`, `customer-car#3`, `user#5`), with
 * the list's change feed on gsi1. A deleted or forgotten customer leaves a tombstone without personal data.
 */
export type ReferenceKind = 'customer' | 'car' | 'customer-car' | 'user';

export interface CaseReferenceRow extends Record<string, unknown> {
  /** The referenced stream (`customer#42`): the row's id in its partition. */
  Id: string;
  Kind: ReferenceKind;
  /** The customer's or user's name, the car's title. */
  Name: string;
  Make?: string | null;
  Model?: string | null;
  ModelYear?: number | null;
  RegistrationNumber?: string | null;
  /** First registration, YYYY-MM-DD. */
  RegistrationDate?: string | null;
  Mileage?: number | null;
  LatestBid?: number | null;
  Deleted?: true;
  ProjectedAt: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const CASE_REFERENCES = 'case-references';
export const caseReferencesPartition = (dealerId: string): string => `${CASE_REFERENCES}#${dealerId}`;
export const caseReferenceKey = (dealerId: string, streamId: string) => ({ pk: caseReferencesPartition(dealerId), sk: streamId });
export const referenceId = (kind: ReferenceKind, id: string): string => `${kind}#${id}`;

export const CASE_REFERENCE_EVENTS = [
  'CustomerCreated',
  'CustomerUpdated',
  'CustomerDeleted',
  'CustomerForgotten',
  'CarCreated',
  'CarUpdated',
  'CarDeleted',
  'CustomerCarCreated',
  'CustomerCarUpdated',
  'CustomerCarDeleted',
  'CustomerCarForgotten',
  'UserCreated',
  'UserRenamed',
] as const;
export type CaseReferenceEvent = ProjectedEvent<(typeof CASE_REFERENCE_EVENTS)[number]>;

/**
 * Folds one event of a referenced stream into its row. `revealed` is the customer a customer event carries (null once
 * forgotten); `now` stamps the change feed.
 */
export const evolveCaseReference = (
  row: CaseReferenceRow | undefined,
  event: CaseReferenceEvent,
  revealed?: Customer | null,
  now: () => Date = () => new Date(),
): CaseReferenceRow | null => {
  const id = event.streamId;
  const feed = changeFeed(caseReferencesPartition(event.meta.dealerId), id, now().toISOString());
  const tombstone = (kind: ReferenceKind): CaseReferenceRow => ({ Id: id, Kind: kind, Name: '', Deleted: true, ...feed });
  switch (event.type) {
    case 'CustomerCreated':
    case 'CustomerUpdated':
      if (!revealed) return revealed === null ? tombstone('customer') : (row ?? null);
      return { Id: id, Kind: 'customer', Name: customerTitle(revealed), ...feed };
    case 'CustomerDeleted':
    case 'CustomerForgotten':
      return tombstone('customer');
    case 'CarCreated':
    case 'CarUpdated': {
      const car = event.data.Car;
      return {
        Id: id,
        Kind: 'car',
        Name: carTitle(car),
        Make: car.Make,
        Model: car.Model,
        ModelYear: car.ModelYear,
        RegistrationNumber: car.RegistrationNumber || null,
        RegistrationDate: car.RegistrationDate,
        Mileage: car.Mileage,
        ...feed,
      };
    }
    case 'CarDeleted':
      return tombstone('car');
    case 'CustomerCarCreated':
    case 'CustomerCarUpdated': {
      const car = event.data.Car;
      return {
        Id: id,
        Kind: 'customer-car',
        Name: customerCarTitle(car),
        Make: car.Variant.Make || null,
        Model: car.Variant.Model || null,
        ModelYear: car.Variant.ModelYear ?? null,
        RegistrationNumber: car.RegistrationNumber || null,
        RegistrationDate: car.RegistrationDate,
        Mileage: car.Mileage,
        LatestBid: car.LatestBid,
        ...feed,
      };
    }
    case 'CustomerCarDeleted':
    case 'CustomerCarForgotten':
      return tombstone('customer-car');
    case 'UserCreated':
      return { Id: id, Kind: 'user', Name: event.data.Name, ...feed };
    case 'UserRenamed':
      return row && !row.Deleted ? { ...row, Name: event.data.Name, ...feed } : (row ?? null);
  }
};

/** The customer's name needs its personal data: the lookup reveals it (I/O) before `evolve` folds it. */
export const caseReferencesProjection = (personalData: () => PersonalData = sharedPersonalData): Projection<CaseReferenceRow> =>
  projection<CaseReferenceRow, (typeof CASE_REFERENCE_EVENTS)[number], Customer | null | undefined>({
    name: CASE_REFERENCES,
    events: CASE_REFERENCE_EVENTS,
    key: (event) => caseReferenceKey(event.meta.dealerId, event.streamId),
    lookup: async (_row, event) => revealCustomerEvent(personalData(), event),
    evolve: (row, event, revealed) => evolveCaseReference(row, event, revealed),
  });

export const caseReferences = caseReferencesProjection();
