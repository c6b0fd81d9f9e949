import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { s3 } from '../../functions/platform/aws.ts';
import { analyticsBucket, physicalName } from '../../functions/platform/tables.ts';
import { SECOND_CONGLOMERATE, SUPPORT_GROUP } from '../../local/second-conglomerate.ts';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { demoCustomer, isLocalCloud, saveCase, sellableCase } from './case-support.ts';

/**
 * Dealer administration, black-box: functions and packages apply at the department's next request; plates are the
 * department's own, upper-cased. It changes Demo Biler Vejle (start) and puts it back, so suites that count flags
 * find it as seeded.
 */
const drained = async (): Promise<void> => {
  await fetch(`${baseUrl()}/__local/drain`);
};

describe('dealers: functions and subscription package', () => {
  it('changing the package replaces its functions, keeps the extra ones, and applies at once', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const vejle = await loggedIn('saelger.vejle@demo.dk');
    const before = await admin.get<{ SubscriptionPackageId: number; Options: { Id: number; Name: string }[] }>('/api/subscriptionpackage/GetSubscriptionPackageForDealer?dealerId=103');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ SubscriptionPackageId: 1, Options: [{ Id: 1, Name: 'Start' }, { Id: 2, Name: 'Basis' }, { Id: 3, Name: 'Pro' }] });
    const basisRoles = await admin.get<{ Name: string }[]>('/api/subscriptionpackage/getroles?subscriptionPackageId=2');
    expect(basisRoles.body.map((role) => role.Name)).toContain('case');

    // An extra function besides the package.
    const roles = await admin.get<{ SelectedRoles: { Name: string }[] }>('/api/dealer/dealerrolesbyid?Id=103');
    const original = roles.body.SelectedRoles.map((role) => role.Name);
    const withExtra = await admin.post<{ Message: string }>('/api/dealer/savedealerroles', { DealerId: '103', SelectedRoles: [...original, 'market_insights'] });
    expect(withExtra.status).toBe(200);
    expect(withExtra.body.Message).toBe('Forhandler funktioner gemt.');
    try {
      const saved = await admin.post<{ Message: string }>('/api/subscriptionpackage/saveondealer', { DealerId: '103', SubscriptionPackageId: 2 });
      expect(saved.status).toBe(200);
      await drained();
      const flags = (await vejle.get<{ RoleFlags: string[] }>('/api/account/settings')).body.RoleFlags;
      expect(flags).toEqual(expect.arrayContaining(['case', 'priceguide', 'market_insights']));
      expect((await vejle.get('/api/caselist/search/?searchType=Dealer')).status).toBe(200);
    } finally {
      expect((await admin.post('/api/subscriptionpackage/saveondealer', { DealerId: '103', SubscriptionPackageId: 1 })).status).toBe(200);
      expect((await admin.post('/api/dealer/savedealerroles', { DealerId: '103', SelectedRoles: original })).status).toBe(200);
      await drained();
    }
    const after = (await vejle.get<{ RoleFlags: string[] }>('/api/account/settings')).body.RoleFlags;
    expect([...after].sort()).toEqual([...original].sort());
  });

  it("adding or removing the administer-conglomerate function answers the '2 hours' notice; another function does not", async () => {
    const admin = await loggedIn('admin@demo.dk');
    const roles = await admin.get<{ SelectedRoles: { Name: string }[] }>('/api/dealer/dealerrolesbyid?Id=103');
    const original = roles.body.SelectedRoles.map((role) => role.Name);
    const save = (names: string[]) => admin.post<{ Message: string; Notice: string | null }>('/api/dealer/savedealerroles', { DealerId: '103', SelectedRoles: names });
    try {
      const other = await save([...original, 'can_edit_all_dealers']);
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      expect(other.body.Notice).toBeNull();
      const added = await save([...original, 'can_administrate_users_on_joined_dealers']);
      expect(added.body.Notice).toBe('Bemærk: Det kan tage op til 2 timer, før ændringen af denne funktion træder i kraft.');
      const removed = await save(original);
      expect(removed.body.Notice).toBe('Bemærk: Det kan tage op til 2 timer, før ændringen af denne funktion træder i kraft.');
    } finally {
      expect((await save(original)).status).toBe(200);
      await drained();
    }
  });

  it('the functions and the package are saved over the version they were read at: a stale If-Match is refused with 409', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const roles = await admin.get<{ SelectedRoles: { Name: string }[] }>('/api/dealer/dealerrolesbyid?Id=102');
    const subscription = await admin.get<{ SubscriptionPackageId: number }>('/api/subscriptionpackage/GetSubscriptionPackageForDealer?dealerId=102');
    const etag = roles.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    expect(subscription.headers.get('etag')).toBe(etag);
    const original = roles.body.SelectedRoles.map((role) => role.Name);
    const fewer = original.filter((flag) => flag !== 'market_insights');
    const saved = await admin.request('POST', '/api/dealer/savedealerroles', { body: { DealerId: '102', SelectedRoles: fewer }, headers: { 'if-match': etag } });
    try {
      expect(saved.status).toBe(200);
      const next = saved.headers.get('etag')!;
      expect(Number(next.replace(/"/g, ''))).toBeGreaterThan(Number(etag.replace(/"/g, '')));
      // The other page of the same department still holds the old version.
      const stale = await admin.request<{ Code: string }>('POST', '/api/subscriptionpackage/saveondealer', {
        body: { DealerId: '102', SubscriptionPackageId: 2 },
        headers: { 'if-match': etag },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.Code).toBe('Conflict');
      // The pages read what was saved at once, with the new version.
      const reread = await admin.get<{ SelectedRoles: { Name: string }[] }>('/api/dealer/dealerrolesbyid?Id=102');
      expect(reread.headers.get('etag')).toBe(next);
      expect(reread.body.SelectedRoles.map((role) => role.Name)).not.toContain('market_insights');
    } finally {
      expect((await admin.post('/api/dealer/savedealerroles', { DealerId: '102', SelectedRoles: original })).status).toBe(200);
      await drained();
    }
  });

  it('an owner runs the department but does not set its functions; a salesman neither', async () => {
    const owner = await loggedIn('ejer@demo.dk');
    expect((await owner.post('/api/dealer/savedealerroles', { DealerId: '101', SelectedRoles: ['case'] })).status).toBe(403);
    const salesman = await loggedIn('saelger@demo.dk');
    expect((await salesman.get('/api/dealer/dealerrolesbyid?Id=101')).status).toBe(403);
  });

  it('lists the departments the administrator may administrate: their own group only, without can_edit_all_dealers', async () => {
    const admin = await loggedIn('admin@demo.dk');
    expect((await admin.get<{ RoleFlags: string[] }>('/api/account/settings')).body.RoleFlags).not.toContain('can_edit_all_dealers');
    const dealers = await admin.get<{ Id: string; Name: string }[]>('/api/dealer/dealers');
    expect(dealers.status).toBe(200);
    expect(dealers.body.map((dealer) => dealer.Id).sort()).toEqual(['101', '102', '103']);
    // The other group's owner administrates its own group, which is one department.
    const otherOwner = await loggedIn(SECOND_CONGLOMERATE.users[1]!.Username);
    expect((await otherOwner.get<{ Id: string }[]>('/api/dealer/dealers')).body.map((dealer) => dealer.Id)).toEqual([SECOND_CONGLOMERATE.department.DealerId]);
  });

  it('without can_administrate_users_on_joined_dealers a department administrates its own users only', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const manager = await loggedIn('salgschef.aalborg@demo.dk');
    const ids = async () => (await manager.get<{ Id: string }[]>('/api/dealer/dealers')).body.map((dealer) => dealer.Id).sort();
    expect(await ids()).toEqual(['101', '102', '103']);
    expect((await manager.get('/api/user/UsersByDealer?Id=101')).status).toBe(200);
    const original = (await admin.get<{ SelectedRoles: { Name: string }[] }>('/api/dealer/dealerrolesbyid?Id=102')).body.SelectedRoles.map((role) => role.Name);
    expect(original).toContain('can_administrate_users_on_joined_dealers');
    const saved = await admin.post('/api/dealer/savedealerroles', { DealerId: '102', SelectedRoles: original.filter((flag) => flag !== 'can_administrate_users_on_joined_dealers') });
    expect(saved.status).toBe(200);
    try {
      await drained();
      expect(await ids()).toEqual(['102']);
      expect((await manager.get('/api/user/UsersByDealer?Id=101')).status).toBe(404);
      expect((await manager.get('/api/user/UsersByDealer?Id=102')).status).toBe(200);
    } finally {
      expect((await admin.post('/api/dealer/savedealerroles', { DealerId: '102', SelectedRoles: original })).status).toBe(200);
      await drained();
    }
  });

  it('with can_edit_all_dealers the list holds the departments of every group, by name', async () => {
    const support = await loggedIn(SUPPORT_GROUP.users[0]!.Username);
    expect((await support.get<{ RoleFlags: string[] }>('/api/account/settings')).body.RoleFlags).toContain('can_edit_all_dealers');
    const dealers = await support.get<{ Id: string; Name: string }[]>('/api/dealer/dealers');
    expect(dealers.status).toBe(200);
    expect(dealers.body).toEqual(
      expect.arrayContaining([
        { Id: '101', Name: 'Demo Biler Aarhus' },
        { Id: '103', Name: 'Demo Biler Vejle' },
        { Id: SECOND_CONGLOMERATE.department.DealerId, Name: SECOND_CONGLOMERATE.department.Name },
        { Id: SUPPORT_GROUP.department.DealerId, Name: SUPPORT_GROUP.department.Name },
      ]),
    );
    const names = dealers.body.map((dealer) => dealer.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
    // And it reaches them: another group's users and functions are its to read.
    expect((await support.get('/api/user/UsersByDealer?Id=201')).status).toBe(200);
    expect((await support.get('/api/dealer/dealerrolesbyid?Id=201')).status).toBe(200);
  });
});

describe('dealers: plates and consultant', () => {
  it('adds a plate upper-cased and removes it', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const plate = `ZZ${String(Date.now()).slice(-5)}`;
    const added = await admin.post('/api/dealerplate/add', { DealerId: '102', RegistrationNumber: plate.toLowerCase() });
    expect(added.status).toBe(200);
    await drained();
    const list = await admin.get<{ Id: string; RegistrationNumber: string }[]>('/api/dealerplate/dealerplatesbydealerid?dealerId=102');
    const mine = list.body.find((each) => each.RegistrationNumber === plate);
    expect(mine).toBeDefined();
    const bad = await admin.post<{ Field: string }>('/api/dealerplate/add', { DealerId: '102', RegistrationNumber: 'AB.12' });
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toBe('RegistrationNumber');
    // The same plate again, written as it is printed: refused at its field, not answered as saved.
    const again = await admin.post<{ Field: string; Message: string }>('/api/dealerplate/add', { DealerId: '102', RegistrationNumber: `${plate.slice(0, 2)} ${plate.slice(2)}` });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ Field: 'RegistrationNumber', Message: 'Forhandleren har allerede denne plade.' });
    expect((await admin.request('DELETE', `/api/dealerplate/delete?dealerId=102&id=${mine!.Id}`)).status).toBe(200);
    await drained();
    const after = await admin.get<{ RegistrationNumber: string }[]>('/api/dealerplate/dealerplatesbydealerid?dealerId=102');
    expect(after.body.map((each) => each.RegistrationNumber)).not.toContain(plate);
  });

  it('a plate command answers with the version the plate list waits for; the list needs no case function', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const plate = `QP${String(Date.now()).slice(-5)}`;
    const added = await admin.post('/api/dealerplate/add', { DealerId: '103', RegistrationNumber: plate });
    expect(added.status).toBe(200);
    const version = added.headers.get('etag')!.replace(/"/g, '');
    const list = await admin.get<{ Id: string; RegistrationNumber: string }[]>(`/api/dealerplate/dealerplatesbydealerid?dealerId=103&MinVersion=${version}`);
    const mine = list.body.find((each) => each.RegistrationNumber === plate);
    expect(mine).toBeDefined();
    // Vejle's package (start) has no cases: its plates and appendices are still its own to read.
    const vejle = await loggedIn('saelger.vejle@demo.dk');
    expect((await vejle.get<{ RoleFlags: string[] }>('/api/account/settings')).body.RoleFlags).not.toContain('case');
    expect((await vejle.get<{ RegistrationNumber: string }[]>('/api/dealerplate/dealerplatesbydealerid?dealerId=103')).body.map((each) => each.RegistrationNumber)).toContain(plate);
    expect((await vejle.get('/api/salescontractappendix/GetByDealerId?dealerId=103')).status).toBe(200);
    const removed = await admin.request('DELETE', `/api/dealerplate/delete?dealerId=103&id=${mine!.Id}`);
    const gone = removed.headers.get('etag')!.replace(/"/g, '');
    const after = await admin.get<{ RegistrationNumber: string }[]>(`/api/dealerplate/dealerplatesbydealerid?dealerId=103&MinVersion=${gone}`);
    expect(after.body.map((each) => each.RegistrationNumber)).not.toContain(plate);
  });

  it('answers the department’s marketplace consultant from the registry', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const consultant = await admin.get<{ Name: string } | null>('/api/Bilbasen/GetConsultant?dealerId=101');
    expect(consultant.status).toBe(200);
    expect(consultant.body).toMatchObject({ Name: 'Karin Bilbasen' });
    expect((await admin.get('/api/Bilbasen/GetConsultant?dealerId=102')).body).toBeNull();
  });
});

describe('dealers: data retention', () => {
  it('reads and saves the department’s periods, the spec’s only', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const url = '/api/GdprRetention/GetGdprRetention';
    expect((await admin.get(url)).body).toEqual({ customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 });
    const bad = await admin.post<{ Field: string; Message: string }>('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: 100, leadsRetentionDays: 365 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Field: 'customerAndCasesRetentionDays' });
    try {
      const saved = await admin.post<{ Message: string }>('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: 1825, leadsRetentionDays: 90 });
      expect(saved.status).toBe(200);
      expect(saved.body.Message).toBe('Forhandler oplysning gemt.');
      expect((await admin.get(url)).body).toEqual({ customerAndCasesRetentionDays: 1825, leadsRetentionDays: 90 });
    } finally {
      await admin.post('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 });
    }
    const salesman = await loggedIn('saelger@demo.dk');
    expect((await salesman.get(url)).status).toBe(403);
  });
});

describe('dealers: sales contract appendices', () => {
  const onePagePdf = async (): Promise<Uint8Array> => {
    const document = await PDFDocument.create();
    document.addPage([595.28, 841.89]);
    return document.save();
  };

  it('an upload and a deletion answer with the version the appendix list waits for', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const label = `Ventebilag ${Date.now()}`;
    const form = new FormData();
    form.append('file', new Blob([await onePagePdf()], { type: 'application/pdf' }), 'bilag.pdf');
    const uploaded = await fetch(`${baseUrl()}/api/salescontractappendix/uploadpdf?dealerId=101&label=${encodeURIComponent(label)}`, {
      method: 'POST',
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-xsrf-token': admin.xsrfToken() ?? '' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { Id: id } = (await uploaded.json()) as { Id: string };
    const version = uploaded.headers.get('etag')!.replace(/"/g, '');
    expect(version).toMatch(/^\d+$/);

    type Appendix = { Id: string; Label: string };
    const listed = await admin.get<Appendix[]>(`/api/salescontractappendix/GetByDealerId?dealerId=101&AppendixId=${id}&MinVersion=${version}`);
    expect(listed.status).toBe(200);
    expect(listed.body.find((each) => each.Id === id)).toMatchObject({ Label: label });

    const deleted = await admin.request('DELETE', `/api/salescontractappendix/Delete?salesContractAppendixId=${id}`);
    expect(deleted.status).toBe(200);
    const gone = deleted.headers.get('etag')!.replace(/"/g, '');
    expect(Number(gone)).toBeGreaterThan(Number(version));
    const after = await admin.get<Appendix[]>(`/api/salescontractappendix/GetByDealerId?dealerId=101&AppendixId=${id}&MinVersion=${gone}`);
    expect(after.body.map((each) => each.Id)).not.toContain(id);

    const bad = await admin.get<{ Field: string }>('/api/salescontractappendix/GetByDealerId?dealerId=101&AppendixId=1&MinVersion=x');
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toBe('MinVersion');
    // Waiting for an appendix does not open another department's list.
    expect((await admin.get(`/api/salescontractappendix/GetByDealerId?dealerId=102&AppendixId=${id}&MinVersion=${gone}`)).status).toBe(404);
  });
});

describe('dealers: data retention of the analytics copy of leads', () => {
  /** The case ids of the leads in the analytics copy (the local cloud's S3 emulator), one per lead. */
  const leadCaseIds = async (): Promise<string[]> => {
    const bucket = physicalName(analyticsBucket);
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'leads/', ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const body = await (await s3().send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }))).Body!.transformToString();
        ids.push(...body.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { detail: { CaseId: string } }).detail.CaseId));
      }
      token = page.NextContinuationToken;
    } while (token);
    return ids;
  };
  const retentionRun = async (dealerId: string, days: number) => {
    const response = await fetch(`${baseUrl()}/__local/retention?dealerId=${dealerId}&days=${days}`, { method: 'POST' });
    expect(response.status).toBe(200);
    return (await response.json()) as { forgotten: unknown[]; leads: { leadsForgotten: { DealerId: string; Leads: number }[] } };
  };

  it("keeps a department's leads for its lead period only, and nobody's for more than 365 days", async () => {
    // The local cloud's retention hook and its S3 emulator; a deployed stage has neither.
    if (!isLocalCloud()) return;
    // The second group's department: no other suite reads its leads from the analytics copy.
    const dealerId = SECOND_CONGLOMERATE.department.DealerId;
    const salesman = await loggedIn(SECOND_CONGLOMERATE.users[0]!.Username);
    const owner = await loggedIn(SECOND_CONGLOMERATE.users[1]!.Username);
    const customer = await demoCustomer(salesman);
    const newLead = async (label: string): Promise<string> => {
      const { id } = await saveCase(salesman, sellableCase(customer.Id, label));
      expect((await salesman.get(`/api/printtracking/tracklead?caseid=${id}&event=TestDrivePrinted`)).status).toBe(200);
      await drained();
      expect(await leadCaseIds()).toContain(id);
      return id;
    };

    const short = await newLead('kort leadperiode');
    expect((await owner.post('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: -1, leadsRetentionDays: 14 })).status).toBe(200);
    try {
      const early = await retentionRun(dealerId, 13);
      expect(early.forgotten).toEqual([]);
      expect(await leadCaseIds()).toContain(short);
      const late = await retentionRun(dealerId, 15);
      expect(late.leads.leadsForgotten.find((each) => each.DealerId === dealerId)?.Leads).toBeGreaterThanOrEqual(1);
      expect(await leadCaseIds()).not.toContain(short);
      expect((await retentionRun(dealerId, 15)).leads.leadsForgotten).toEqual([]);
    } finally {
      expect((await owner.post('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 })).status).toBe(200);
    }

    // The longest period is also the cap: a lead a year and a day old is gone.
    const long = await newLead('lang leadperiode');
    await retentionRun(dealerId, 364);
    expect(await leadCaseIds()).toContain(long);
    await retentionRun(dealerId, 366);
    expect(await leadCaseIds()).not.toContain(long);
  });
});
