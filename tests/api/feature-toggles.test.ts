import { describe, expect, it } from 'vitest';
import { loggedIn } from '../support/api-client.ts';

/**
 * Feature toggles, black-box: the supplier's administrators (can_edit_all_dealers) switch a toggle per department; a
 * toggle never set reads as off; the department's users read PPAFeatureToggle on their account page and the
 * administration's user page.
 */
const SUPPORT = 'support@dealerhub.example.dk';
type Toggles = { DealerId: string; Toggles: { Name: string; Description: string; Enabled: boolean }[] };
const ppa = (body: Toggles) => body.Toggles.find((toggle) => toggle.Name === 'PPAFeatureToggle')?.Enabled;

describe('feature toggles', () => {
  it('are switched per department by the supplier and read on the account and user pages of that department only', async () => {
    const support = await loggedIn(SUPPORT);
    // Aalborg (102) is left alone: the toggle of one department is not another's.
    const before = await support.get<Toggles>('/api/dealer/featuretoggles?Id=102');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(ppa(before.body)).toBe(false);

    const on = await support.post<{ Message: string }>('/api/dealer/savefeaturetoggle', { DealerId: '101', Name: 'PPAFeatureToggle', Enabled: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.Message).toBe('Indstillingerne er gemt.');
    try {
      expect(ppa((await support.get<Toggles>('/api/dealer/featuretoggles?Id=101')).body)).toBe(true);
      expect(ppa((await support.get<Toggles>('/api/dealer/featuretoggles?Id=102')).body)).toBe(false);
      const salesman = await loggedIn('saelger@demo.dk');
      await expect.poll(async () => (await salesman.get<{ PPAFeatureToggle: boolean }>('/api/user/myaccount')).body.PPAFeatureToggle).toBe(true);
      const admin = await loggedIn('admin@demo.dk');
      expect((await admin.get<{ PPAFeatureToggle: boolean }>('/api/user/GetUserById?Id=3')).body.PPAFeatureToggle).toBe(true);
    } finally {
      expect((await support.post('/api/dealer/savefeaturetoggle', { DealerId: '101', Name: 'PPAFeatureToggle', Enabled: false })).status).toBe(200);
    }
    const salesman = await loggedIn('saelger@demo.dk');
    await expect.poll(async () => (await salesman.get<{ PPAFeatureToggle: boolean }>('/api/user/myaccount')).body.PPAFeatureToggle).toBe(false);
  });

  it('are refused to a department’s own administrator and to a salesman', async () => {
    for (const username of ['admin@demo.dk', 'ejer@demo.dk', 'saelger@demo.dk']) {
      const client = await loggedIn(username);
      expect((await client.get('/api/dealer/featuretoggles?Id=101')).status, username).toBe(403);
      expect((await client.post('/api/dealer/savefeaturetoggle', { DealerId: '101', Name: 'PPAFeatureToggle', Enabled: true })).status, username).toBe(403);
    }
  });

  it('name an unknown toggle, and need the anti-forgery token', async () => {
    const support = await loggedIn(SUPPORT);
    const unknown = await support.post('/api/dealer/savefeaturetoggle', { DealerId: '101', Name: 'NoSuchToggle', Enabled: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ Field: 'Name' });
    expect((await support.post('/api/dealer/savefeaturetoggle', { DealerId: '101', Name: 'PPAFeatureToggle', Enabled: false }, { xsrf: false })).status).toBe(403);
    expect((await support.get('/api/dealer/featuretoggles?Id=999999')).status).toBe(404);
  });
});
