import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/test/fake-server.ts';
import { DEFAULT_TIMER_LOGGING, logTimer, partnerNameOf, pluginHandshakeLog, startTimer, TIMED_PARTNERS } from './timer-logging.ts';

let server: ReturnType<typeof fakeServer>;
const NOW = () => new Date('2026-11-28T10:00:00.000Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('timer logging', () => {
  it('is off by default and sends nothing while off', async () => {
    server = fakeServer({});
    expect(DEFAULT_TIMER_LOGGING.enabled).toBe(false);
    expect(await logTimer({ name: 'PluginHandshake', financeCompany: 23, milliseconds: 412 })).toBe(false);
    expect(await startTimer('PluginHandshake', 23).stop()).toBe(false);
    expect(server.requests).toEqual([]);
  });

  it('sends a PUT to the configured URL, named by the partner, when switched on', async () => {
    server = fakeServer({ 'PUT /telemetry/timers': { status: 204 } });
    const config = { enabled: true, url: '/telemetry/timers' };
    expect(await logTimer({ name: 'PluginHandshake', financeCompany: 24, milliseconds: 412.6 }, config, NOW)).toBe(true);
    expect(server.calls('PUT /telemetry/timers').map((request) => request.body)).toEqual([
      { Name: 'PluginHandshake', FinanceCompany: 24, Partner: 'Nordlys Bilfinans', Milliseconds: 413, LoggedAt: '2026-11-28T10:00:00.000Z' },
    ]);
  });

  it('times from start to stop', async () => {
    server = fakeServer({ 'PUT /telemetry/timers': { status: 204 } });
    let now = 1_000;
    const timer = startTimer('PluginHandshake', 30, { enabled: true, url: '/telemetry/timers' }, () => now);
    now = 1_250;
    await timer.stop();
    expect(server.calls('PUT /telemetry/timers')[0]?.body).toMatchObject({ Partner: 'Vejbo Forsikring', Milliseconds: 250 });
  });

  it('drops a failed PUT without disturbing the page', async () => {
    server = fakeServer({});
    // A network failure (the telemetry service unreachable) is what a rejected fetch means.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await logTimer({ name: 'PluginHandshake', financeCompany: 1, milliseconds: 5 }, { enabled: true, url: '/telemetry/timers' })).toBe(false);
  });

  it("maps the product's logged finance company ids to partner names", () => {
    expect(Object.keys(TIMED_PARTNERS).map(Number)).toEqual([1, 23, 24, 25, 26, 27, 28, 30, 33, 35, 36, 41, 42]);
    expect(partnerNameOf(23)).toBe('Fjord Finans');
    expect(partnerNameOf(99)).toBe('unknown');
  });

  it("times an offer's plugin from its frame to the accepted handshake, once per offer", async () => {
    server = fakeServer({ 'PUT /telemetry/timers': { status: 204 } });
    let now = 0;
    const config = { enabled: true, url: '/telemetry/timers' };
    const log = pluginHandshakeLog('timed-1', 23, config, () => now);
    expect(pluginHandshakeLog('timed-1', 23, config, () => now)).toBe(log);
    now = 640;
    log('in', { protocol: 'dealerhub-plugin', type: 'request', name: 'handshake', reference: 'h', version: '2.7.0' });
    log('out', { protocol: 'dealerhub-plugin', type: 'response', name: 'handshake', reference: 'h', status: 'rejected', reason: 'x' });
    log('out', { protocol: 'dealerhub-plugin', type: 'response', name: 'handshake', reference: 'h', status: 'ok', version: '2.7.0' });
    now = 900;
    log('out', { protocol: 'dealerhub-plugin', type: 'response', name: 'handshake', reference: 'h2', status: 'ok', version: '2.7.0' });
    await waitFor(() => expect(server.calls('PUT /telemetry/timers')).toHaveLength(1));
    expect(server.calls('PUT /telemetry/timers')[0]?.body).toMatchObject({ Name: 'PluginHandshake', Partner: 'Fjord Finans', Milliseconds: 640 });
  });

  it('sends nothing for a timed plugin while timer logging is off', async () => {
    server = fakeServer({});
    const log = pluginHandshakeLog('timed-2', 23);
    log('out', { protocol: 'dealerhub-plugin', type: 'response', name: 'handshake', reference: 'h', status: 'ok', version: '2.7.0' });
    await Promise.resolve();
    expect(server.requests).toEqual([]);
  });
});
