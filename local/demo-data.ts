import { randomUUID } from 'node:crypto';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PACKAGE_ROLE_FLAGS, type SimpleRole, type SubscriptionPackage } from '../domain/roles.ts';
import { streamIdOf } from '../events/envelope.ts';
import { hashPassword } from '../functions/platform/auth/passwords.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { ConcurrencyError } from '../functions/platform/errors.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { eventsTable, physicalName } from '../functions/platform/tables.ts';

/**
 * The demo organisation of the local cloud, as plain data (later issues add customers and cars here), and the seeding
 * that appends it as events through the event store on first start.
 */
export const DEMO_PASSWORD = 'DealerHub-2026';

export interface DemoConglomerate {
  ConglomerateId: string;
  Name: string;
}
export interface DemoDepartment {
  DealerId: string;
  ConglomerateId: string;
  Name: string;
  Street: string;
  ZipCode: string;
  City: string;
  Phone: string;
  Email: string;
  SubscriptionPackageName: SubscriptionPackage;
}
export interface DemoUser {
  UserId: string;
  DealerId: string;
  Name: string;
  Username: string;
  Initials: string;
  SimpleRole: SimpleRole | null;
  IsAdmin: boolean;
  IsConsultant: boolean;
}

export const demoData = {
  conglomerates: [{ ConglomerateId: '1', Name: 'Demo Bilhuse A/S' }] satisfies DemoConglomerate[],
  departments: [
    {
      DealerId: '101',
      ConglomerateId: '1',
      Name: 'Demo Biler Aarhus',
      Street: 'Randersvej 120',
      ZipCode: '8200',
      City: 'Aarhus N',
      Phone: '86102030',
      Email: 'aarhus@demo.dk',
      SubscriptionPackageName: 'pro',
    },
    {
      DealerId: '102',
      ConglomerateId: '1',
      Name: 'Demo Biler Aalborg',
      Street: 'Hobrovej 85',
      ZipCode: '9200',
      City: 'Aalborg SV',
      Phone: '98123456',
      Email: 'aalborg@demo.dk',
      SubscriptionPackageName: 'pro',
    },
    {
      DealerId: '103',
      ConglomerateId: '1',
      Name: 'Demo Biler Vejle',
      Street: 'Vestre Engvej 12',
      ZipCode: '7100',
      City: 'Vejle',
      Phone: '75821122',
      Email: 'vejle@demo.dk',
      SubscriptionPackageName: 'start',
    },
  ] satisfies DemoDepartment[],
  users: [
    { UserId: '1', DealerId: '101', Name: 'Lars Holm', Username: 'admin@demo.dk', Initials: 'LH', SimpleRole: null, IsAdmin: true, IsConsultant: false },
    { UserId: '2', DealerId: '101', Name: 'Henrik Mortensen', Username: 'ejer@demo.dk', Initials: 'HM', SimpleRole: 'Owner', IsAdmin: false, IsConsultant: false },
    {
      UserId: '3',
      DealerId: '101',
      Name: 'Susanne Kjær',
      Username: 'forretningsfoerer@demo.dk',
      Initials: 'SK',
      SimpleRole: 'BusinessManager',
      IsAdmin: false,
      IsConsultant: false,
    },
    { UserId: '4', DealerId: '101', Name: 'Jens Nørgaard', Username: 'salgschef@demo.dk', Initials: 'JN', SimpleRole: 'SalesManager', IsAdmin: false, IsConsultant: false },
    { UserId: '5', DealerId: '101', Name: 'Mads Sørensen', Username: 'saelger@demo.dk', Initials: 'MS', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
    { UserId: '6', DealerId: '101', Name: 'Peter Østergaard', Username: 'mekaniker@demo.dk', Initials: 'PØ', SimpleRole: 'Mechanic', IsAdmin: false, IsConsultant: false },
    { UserId: '7', DealerId: '101', Name: 'Camilla Bech', Username: 'klargoering@demo.dk', Initials: 'CB', SimpleRole: 'Preparation', IsAdmin: false, IsConsultant: false },
    { UserId: '8', DealerId: '101', Name: 'Birgitte Lund', Username: 'bogholder@demo.dk', Initials: 'BL', SimpleRole: 'Bookkeeper', IsAdmin: false, IsConsultant: false },
    { UserId: '9', DealerId: '101', Name: 'Thomas Vestergaard', Username: 'konsulent@demo.dk', Initials: 'TV', SimpleRole: null, IsAdmin: false, IsConsultant: true },
    { UserId: '10', DealerId: '102', Name: 'Kasper Nielsen', Username: 'saelger.aalborg@demo.dk', Initials: 'KN', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
    { UserId: '11', DealerId: '103', Name: 'Louise Andersen', Username: 'saelger.vejle@demo.dk', Initials: 'LA', SimpleRole: 'Salesman', IsAdmin: false, IsConsultant: false },
  ] satisfies DemoUser[],
};

/** True when the event store holds any user stream (the demo data, or users created since). */
export const anyUserExists = async (client: DynamoDBDocumentClient = dynamo(), tableName = physicalName(eventsTable)): Promise<boolean> => {
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ProjectionExpression: 'streamId',
        FilterExpression: 'begins_with(streamId, :user)',
        ExpressionAttributeValues: { ':user': 'user#' },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    if ((page.Items ?? []).length > 0) return true;
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return false;
};

/**
 * Appends the demo organisation as events (user 'system'), each stream at version 1. A stream that already exists is
 * left alone, so a seed interrupted half-way completes on the next start. Returns the number of streams written.
 */
export const seedDemoData = async (store: EventStore = new EventStore(), data: typeof demoData = demoData): Promise<number> => {
  const correlationId = randomUUID();
  let written = 0;
  const append = async (streamType: string, id: string, dealerId: string, type: string, eventData: unknown): Promise<void> => {
    try {
      await store.append(streamIdOf(streamType, id), 0, [{ type, data: eventData }], {
        dealerId,
        userId: 'system',
        correlationId,
        causationId: 'demo-data',
      });
      written += 1;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  };

  // The conglomerate is created by the administrator's department, as an administrator would create it.
  const adminDealerId = data.users.find((user) => user.IsAdmin)?.DealerId ?? data.departments[0]!.DealerId;
  for (const conglomerate of data.conglomerates) {
    await append('conglomerate', conglomerate.ConglomerateId, adminDealerId, 'ConglomerateCreated', conglomerate);
  }
  for (const department of data.departments) {
    await append('dealer', department.DealerId, department.DealerId, 'DealerCreated', {
      ...department,
      SelectedRoles: [...PACKAGE_ROLE_FLAGS[department.SubscriptionPackageName]],
    });
  }
  // One scrypt hash for every demo user keeps the first start fast; each user still verifies on its own.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of data.users) {
    await append('user', user.UserId, user.DealerId, 'UserCreated', { ...user, PasswordHash: passwordHash });
  }
  return written;
};
