import { describe, expect, it } from 'vitest';
import { REPORTS_PER_WINDOW } from '../../functions/client-log/report-limit.ts';
import { ApiClient, loggedIn } from '../support/api-client.ts';
import { isLocalCloud, projectionsCaughtUp } from './case-support.ts';

/**
 * The browser's error reports (spec part 1 §7: trace, errorMessage, url): taken with or without a session, checked
 * field by field, and limited per reporter.
 */
const report = { errorMessage: 'TypeError: x is undefined', url: 'http://localhost/Cases/CaseList?customername=Karen', trace: 'at render (index.js:1:2)' };

describe('the client log', () => {
  it('takes a signed-in user\'s report, and one from the login page without a session', async () => {
    await projectionsCaughtUp();
    const salesman = await loggedIn('saelger@demo.dk');
    const signedIn = await salesman.post<{ Message: string }>('/api/clientlog', report);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.Message).toBe('Fejlen er registreret.');

    const anonymous = new ApiClient();
    await anonymous.get('/api/account/isloggedin');
    expect((await anonymous.post('/api/clientlog', { errorMessage: 'Script error.', url: 'http://localhost/Account/Login' })).status).toBe(200);
    // Without the anti-forgery token, a report is refused as every post is.
    expect((await anonymous.post('/api/clientlog', report, { xsrf: false })).status).toBe(403);
  });

  it('names the field that is missing or too long', async () => {
    const salesman = await loggedIn('saelger@demo.dk');
    const cases: [Record<string, unknown>, string][] = [
      [{ url: report.url }, 'errorMessage'],
      [{ errorMessage: 'x' }, 'url'],
      [{ ...report, trace: 'x'.repeat(16_001) }, 'trace'],
      [{ ...report, errorMessage: 'x'.repeat(2_001) }, 'errorMessage'],
      [{ ...report, cpr: '0101901234' }, 'cpr'],
    ];
    for (const [body, field] of cases) {
      const response = await salesman.post<{ Field: string; Message: string }>('/api/clientlog', body);
      expect(response.status, field).toBe(400);
      expect(response.body.Field).toBe(field);
      expect(response.body.Message).not.toBe('');
    }
  });

  it('refuses a reporter past its limit, and tells when to try again, while others still report', async () => {
    // From an address of its own on the local cloud, so that no other suite's reports count against it.
    if (!isLocalCloud()) return;
    const flooder = new ApiClient(undefined, '127.0.0.61');
    await flooder.get('/api/account/isloggedin');
    const statuses: number[] = [];
    for (let n = 0; n <= REPORTS_PER_WINDOW; n += 1) statuses.push((await flooder.post('/api/clientlog', report)).status);
    expect(statuses.slice(0, REPORTS_PER_WINDOW).every((status) => status === 200)).toBe(true);
    const refused = await flooder.post<{ Message: string; Code: string }>('/api/clientlog', report);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ Code: 'TooManyReports', Message: 'Der er sendt for mange fejlrapporter. Prøv igen senere.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = new ApiClient(undefined, '127.0.0.62');
    await other.get('/api/account/isloggedin');
    expect((await other.post('/api/clientlog', report)).status).toBe(200);
  });
});
