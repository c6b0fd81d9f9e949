import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { PluginFrame } from './plugin-frame.tsx';
import { caseViewUrl, PROTOCOL, type PluginCaseData, type PluginHost } from './plugin-protocol.ts';

const PLUGIN_URL = 'http://localhost:3002/fjord-finans/?offerId=7';
const CASE: PluginCaseData = {
  caseId: '1042',
  viewUrl: caseViewUrl('http://localhost:3000', '1042'),
  customer: { kind: 'private', applicant: { name: 'Mette Hansen' } },
  car: { make: 'Skoda', model: 'Octavia', price: 200_000 },
  tradeInCar: null,
  isActive: true,
};

describe('a partner plugin frame', () => {
  it('frames the plugin, answers its handshake, sends it the case and passes on its finance data', async () => {
    const onFinanceData = vi.fn();
    const log: [string, unknown][] = [];
    let connected: PluginHost | null = null;
    render(
      <MantineProvider>
        <PluginFrame pluginUrl={PLUGIN_URL} title="Fjord Finans" caseData={CASE} onFinanceData={onFinanceData} onConnected={(host) => { connected = host; }} log={(direction, message) => log.push([direction, message])} />
      </MantineProvider>,
    );
    const frame = screen.getByTitle('Fjord Finans') as HTMLIFrameElement;
    expect(frame.src).toBe(PLUGIN_URL);
    await waitFor(() => expect(connected).not.toBeNull());
    const fromPlugin = (data: unknown, origin = 'http://localhost:3002') =>
      act(() => { window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow })); });

    fromPlugin({ protocol: PROTOCOL, type: 'request', name: 'handshake', reference: 'h', version: '1.2.0' });
    await waitFor(() => expect(log.some(([, message]) => (message as { name?: string }).name === 'caseData')).toBe(true));
    expect(log[1]).toEqual(['out', { protocol: PROTOCOL, type: 'response', name: 'handshake', reference: 'h', status: 'ok', version: '1.25.0' }]);

    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'financeData', data: { downPayment: 0, monthlyPayment: 3_015.73, profit: 0 } });
    expect(onFinanceData).toHaveBeenCalledWith({ downPayment: 0, monthlyPayment: 3_015.73, profit: 0 });
    // The same message from another origin is not the plugin's.
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'financeData', data: { downPayment: 1, monthlyPayment: 1, profit: 1 } }, 'http://localhost:4000');
    expect(onFinanceData).toHaveBeenCalledTimes(1);
  });

  it('never frames a plugin on an insecure address', () => {
    render(
      <MantineProvider>
        <PluginFrame pluginUrl="http://partner.example/plugin" title="Usikker partner" caseData={CASE} />
      </MantineProvider>,
    );
    expect(screen.queryByTitle('Usikker partner')).not.toBeInTheDocument();
    expect(screen.getByText('Service kan ikke hentes i øjeblikket.')).toBeInTheDocument();
  });
});
