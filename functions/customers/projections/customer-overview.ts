import { customerCarTitle } from '../../../domain/customer-cars/customer-car.ts';
import type { Customer } from '../../../domain/customers/customer.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import { changeFeed, projection, type ProjectedEvent, type Projection } from '../../platform/projection.ts';
import { revealCustomerEvent } from '../personal.ts';
import { CUSTOMER_EVENTS, customerIdOf, customerOf, listedCustomer } from './customer-projection.ts';

/**
 * The customer list screen's rows (spec part 1 §3 "Customer list row and search"): one row per customer and one per
 * customer car (swap car), pk `customer-overview#<dealerId>` (one partition per department), sk the stream
 * (`customer#42`, `customer-car#7`), so that each row follows its own stream's version. The customer's cars belong to
 * the customer cars context: their rows follow that context's events, so a new plate, make or model shows in the list
 * and its search at once; the list joins them to their customer when it is read. gsi1 is the partition's change feed
 * (`gsi1sk` = when the row was written + id): the list is served from a compact copy of the partition plus what changed
 * since (platform/list-engine.ts). A deleted or forgotten customer, and a deleted car, leave a tombstone without
 * personal data, so that the feed carries the departure. No CPR is kept here; the duplicate check has rows of its own
 * (customer-match.ts).
 */
export type OverviewKind = 'customer' | 'customer-car';

export interface CustomerOverviewRow extends Record<string, unknown> {
  /** The stream the row follows (`customer#42`, `customer-car#7`): its id in the partition. */
  Id: string;
  Kind: OverviewKind;
  /** The customer (for a car: its owner). */
  CustomerId: string;
  DealerId: string;
  IsBusiness?: boolean;
  /** 0 prospect (Emne), 1 customer (Kunde). */
  Category?: 0 | 1;
  Name?: string;
  Address?: string;
  ZipCode?: string;
  City?: string;
  Phone?: string;
  CellPhone?: string;
  Email?: string;
  AccountManagerId?: string | null;
  CreatedDate?: string;
  ModifiedDate?: string;
  /** What the customer is found by (listedCustomer). */
  SearchText?: string;
  /** A car's title, plate, make and model. */
  CarTitle?: string;
  RegistrationNumber?: string;
  Make?: string;
  Model?: string;
  Deleted?: true;
  ProjectedAt: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const CUSTOMER_OVERVIEW = 'customer-overview';
export const customerOverviewPartition = (dealerId: string): string => `${CUSTOMER_OVERVIEW}#${dealerId}`;

export const CUSTOMER_OVERVIEW_EVENTS = [...CUSTOMER_EVENTS, 'CustomerCarCreated', 'CustomerCarUpdated', 'CustomerCarDeleted', 'CustomerCarForgotten'] as const;
export type CustomerOverviewEvent = ProjectedEvent<(typeof CUSTOMER_OVERVIEW_EVENTS)[number]>;

/** What the lookup finds before an event is folded: the customer revealed (null once forgotten). */
export interface RevealedCustomer {
  customer: Customer | null | undefined;
}

const normalisedPlate = (plate: string): string => plate.replace(/\s+/g, '').toUpperCase();

export const evolveCustomerOverviewRow = (
  row: CustomerOverviewRow | undefined,
  event: CustomerOverviewEvent,
  found?: RevealedCustomer,
  now: () => Date = () => new Date(),
): CustomerOverviewRow | null => {
  const id = event.streamId;
  const dealerId = row?.DealerId ?? event.meta.dealerId;
  const feed = changeFeed(customerOverviewPartition(dealerId), id, now().toISOString());
  const tombstone = (kind: OverviewKind): CustomerOverviewRow | null =>
    row ? { Id: id, Kind: kind, CustomerId: row.CustomerId, DealerId: dealerId, Deleted: true, ...feed } : null;
  switch (event.type) {
    case 'CustomerCreated':
    case 'CustomerUpdated': {
      if (found?.customer === null) return tombstone('customer');
      const customer = customerOf(event, found?.customer);
      if (!customer) return tombstone('customer');
      return {
        Id: id,
        Kind: 'customer',
        CustomerId: customerIdOf(event),
        DealerId: dealerId,
        ...listedCustomer(customer),
        CreatedDate: row?.CreatedDate ?? event.meta.occurredAt,
        ModifiedDate: event.meta.occurredAt,
        ...feed,
      };
    }
    case 'CustomerDeleted':
    case 'CustomerForgotten':
      return tombstone('customer');
    case 'CustomerCarCreated':
    case 'CustomerCarUpdated': {
      const car = event.data.Car;
      return {
        Id: id,
        Kind: 'customer-car',
        CustomerId: car.CustomerId,
        DealerId: dealerId,
        CarTitle: customerCarTitle(car),
        RegistrationNumber: normalisedPlate(car.RegistrationNumber),
        Make: car.Variant.Make.trim(),
        Model: car.Variant.Model.trim(),
        CreatedDate: row?.CreatedDate ?? event.meta.occurredAt,
        ModifiedDate: event.meta.occurredAt,
        ...feed,
      };
    }
    case 'CustomerCarDeleted':
    case 'CustomerCarForgotten':
      return tombstone('customer-car');
  }
};

/** The lookup (I/O): a customer event's personal data revealed before `evolve` folds it. */
export const revealForOverview =
  (personalData: () => PersonalData = sharedPersonalData) =>
  async (_row: CustomerOverviewRow | undefined, event: CustomerOverviewEvent): Promise<RevealedCustomer | undefined> => {
    if (event.type !== 'CustomerCreated' && event.type !== 'CustomerUpdated') return undefined;
    return { customer: await revealCustomerEvent(personalData(), event) };
  };

export const customerOverviewProjection = (personalData?: () => PersonalData): Projection<CustomerOverviewRow> =>
  projection<CustomerOverviewRow, (typeof CUSTOMER_OVERVIEW_EVENTS)[number], RevealedCustomer | undefined>({
    name: CUSTOMER_OVERVIEW,
    events: CUSTOMER_OVERVIEW_EVENTS,
    key: (event) => ({ pk: customerOverviewPartition(event.meta.dealerId), sk: event.streamId }),
    lookup: revealForOverview(personalData),
    evolve: (row, event, found) => evolveCustomerOverviewRow(row, event, found),
  });

export const customerOverview = customerOverviewProjection();
