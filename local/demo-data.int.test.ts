import { describe, expect, it } from 'vitest';
import { PACKAGE_ROLE_FLAGS } from '../domain/roles.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { verifyPassword } from '../functions/platform/auth/passwords.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { anyUserExists, DEMO_PASSWORD, demoData, seedDemoData } from './demo-data.ts';
import { privateEventsTable } from './test-support.ts';

describe('the demo data', () => {
  it('is appended once as events through the event store, and a second seed writes nothing', async () => {
    const tableName = await privateEventsTable();
    const store = new EventStore(dynamo(), tableName);
    expect(await anyUserExists(dynamo(), tableName)).toBe(false);

    const streams = demoData.conglomerates.length + demoData.departments.length + demoData.users.length;
    expect(await seedDemoData(store)).toBe(streams);
    expect(await anyUserExists(dynamo(), tableName)).toBe(true);
    expect(await seedDemoData(store)).toBe(0);

    const [conglomerate] = await store.readStream('conglomerate#1');
    expect(conglomerate).toMatchObject({ type: 'ConglomerateCreated', version: 1, data: { ConglomerateId: '1', Name: 'Demo Bilhuse A/S' } });

    const [vejle] = await store.readStream('dealer#103');
    expect(vejle).toMatchObject({ type: 'DealerCreated', data: { Name: 'Demo Biler Vejle', SubscriptionPackageName: 'start' }, meta: { dealerId: '103', userId: 'system' } });
    expect((vejle!.data as { SelectedRoles: string[] }).SelectedRoles).toEqual([...PACKAGE_ROLE_FLAGS.start]);

    const [aalborgSalesman] = await store.readStream('user#10');
    expect(aalborgSalesman).toMatchObject({
      type: 'UserCreated',
      data: { Username: 'saelger.aalborg@demo.dk', DealerId: '102', SimpleRole: 'Salesman', IsAdmin: false },
      meta: { dealerId: '102' },
    });
    const [admin] = await store.readStream('user#1');
    expect(admin?.data).toMatchObject({ Username: 'admin@demo.dk', IsAdmin: true, SimpleRole: null, DealerId: '101' });
    const [consultant] = await store.readStream('user#9');
    expect(consultant?.data).toMatchObject({ Username: 'konsulent@demo.dk', IsConsultant: true, SimpleRole: null });
    expect(await verifyPassword(DEMO_PASSWORD, (admin!.data as { PasswordHash: string }).PasswordHash)).toBe(true);
  });
});
