import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  caseViewUrl,
  CASE_DATA_DEBOUNCE_MS,
  negotiateVersion,
  PluginHost,
  type HostMessage,
  type PluginCaseData,
  PROTOCOL,
  ProtocolErrors,
  SAVE_TIMEOUT_MS,
  securePluginUrl,
} from './plugin-protocol.ts';

const PLUGIN_ORIGIN = 'https://plugin.fjordfinans.dk';

const caseData = (overrides: Partial<PluginCaseData> = {}): PluginCaseData => ({
  caseId: '1042',
  viewUrl: caseViewUrl('https://app.dealerhub.dk', '1042'),
  customer: { kind: 'private', applicant: { name: 'Mette Hansen' }, coApplicant: { name: 'Jens Hansen' } },
  car: { make: 'Skoda', model: 'Octavia', price: 289_900 },
  tradeInCar: null,
  isActive: true,
  ...overrides,
});

const setup = () => {
  const sent: { message: HostMessage; targetOrigin: string }[] = [];
  const onFinanceData = vi.fn();
  const calls: string[] = [];
  const host = new PluginHost({
    pluginUrl: `${PLUGIN_ORIGIN}/dealerhub/plugin?offer=7`,
    post: (message, targetOrigin) => sent.push({ message, targetOrigin }),
    onFinanceData,
    saveOffer: async () => { calls.push('save'); },
    reloadOffer: () => calls.push('reload'),
  });
  const fromPlugin = (data: unknown, origin = PLUGIN_ORIGIN): boolean => host.receive({ origin, data });
  const handshake = (version: string | null = '1.25.0') =>
    fromPlugin({ protocol: PROTOCOL, type: 'request', name: 'handshake', reference: 'h1', ...(version === null ? {} : { version }) });
  const messages = () => sent.map((entry) => entry.message);
  return { host, sent, messages, fromPlugin, handshake, onFinanceData, calls };
};

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('the handshake and its version', () => {
  it('accepts the same major as 1.25.0 or 2.7.0 and answers with the version it speaks', () => {
    expect(['1.0.0', '1.25.0', '1.30.2', '2.0.0', '2.7.0', '2.9.1'].map(negotiateVersion)).toEqual(['1.25.0', '1.25.0', '1.25.0', '2.7.0', '2.7.0', '2.7.0']);
    expect([undefined, '', '3.0.0', '0.9.0', 'v1', '1.25', 125].map(negotiateVersion)).toEqual([null, null, null, null, null, null, null]);
  });

  it('replies ok with the chosen version, to the plugin origin only', () => {
    const { handshake, sent, host } = setup();
    handshake('2.1.0');
    expect(sent).toEqual([{ message: { protocol: PROTOCOL, type: 'response', name: 'handshake', reference: 'h1', status: 'ok', version: '2.7.0' }, targetOrigin: PLUGIN_ORIGIN }]);
    expect(host.negotiatedVersion).toBe('2.7.0');
  });

  it('rejects a missing or unsupported version', () => {
    const { handshake, messages, host } = setup();
    handshake(null);
    handshake('3.0.0');
    expect(messages()).toEqual([
      { protocol: PROTOCOL, type: 'response', name: 'handshake', reference: 'h1', status: 'rejected', reason: 'version not specified or not supported' },
      { protocol: PROTOCOL, type: 'response', name: 'handshake', reference: 'h1', status: 'rejected', reason: 'version not specified or not supported' },
    ]);
    expect(host.negotiatedVersion).toBeNull();
  });
});

describe('the error replies', () => {
  it('a first message that is not a handshake', () => {
    const { fromPlugin, messages, onFinanceData } = setup();
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'financeData', data: { downPayment: 1, monthlyPayment: 2, profit: 3 } });
    expect(messages()).toEqual([{ protocol: PROTOCOL, type: 'error', reason: ProtocolErrors.handshakeFirst }]);
    expect(onFinanceData).not.toHaveBeenCalled();
  });

  it('an unknown message type, an unsupported one, an unknown event and a reference the host never gave', () => {
    const { fromPlugin, handshake, messages } = setup();
    handshake();
    fromPlugin({ protocol: PROTOCOL, type: 'shout', name: 'x' });
    fromPlugin({ protocol: PROTOCOL, type: 'request', name: 'deleteCase', reference: 'r9' });
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'somethingElse' });
    fromPlugin({ protocol: PROTOCOL, type: 'response', name: 'save', reference: 'save-99', status: 'ok' });
    expect(messages().slice(1)).toEqual([
      { protocol: PROTOCOL, type: 'error', reason: 'unknown message type' },
      { protocol: PROTOCOL, type: 'error', reason: 'unsupported message type', reference: 'r9' },
      { protocol: PROTOCOL, type: 'error', reason: 'event unknown' },
      { protocol: PROTOCOL, type: 'error', reason: 'invalid reference', reference: 'save-99' },
    ]);
  });

  it('messages from another origin, or of another protocol, are ignored and never answered', () => {
    const { fromPlugin, sent } = setup();
    expect(fromPlugin({ protocol: PROTOCOL, type: 'request', name: 'handshake', reference: 'h1', version: '1.25.0' }, 'https://evil.example')).toBe(false);
    expect(fromPlugin({ hello: 'devtools' })).toBe(false);
    expect(fromPlugin('a string')).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('case data', () => {
  it('waits for the handshake, then is sent with the view URL', () => {
    const { host, handshake, messages } = setup();
    host.setCaseData(caseData());
    vi.advanceTimersByTime(CASE_DATA_DEBOUNCE_MS);
    expect(messages()).toEqual([]);
    handshake();
    expect(messages()[1]).toEqual({ protocol: PROTOCOL, type: 'event', name: 'caseData', data: caseData() });
    expect((messages()[1] as { data: PluginCaseData }).data.viewUrl).toBe('https://app.dealerhub.dk/cases/case/1042');
  });

  it('is debounced 500 ms: a burst of edits sends only the last', () => {
    const { host, handshake, messages } = setup();
    handshake();
    host.setCaseData(caseData({ isActive: false }));
    vi.advanceTimersByTime(300);
    host.setCaseData(caseData({ car: { make: 'Skoda', model: 'Octavia', price: 279_900 } }));
    vi.advanceTimersByTime(CASE_DATA_DEBOUNCE_MS - 1);
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toMatchObject({ name: 'caseData', data: { isActive: true, car: { price: 279_900 } } });
  });

  it('is sent only when it changed', () => {
    const { host, handshake, messages } = setup();
    handshake();
    host.setCaseData(caseData());
    vi.advanceTimersByTime(CASE_DATA_DEBOUNCE_MS);
    host.setCaseData(caseData());
    vi.advanceTimersByTime(CASE_DATA_DEBOUNCE_MS);
    expect(messages().filter((message) => message.type === 'event')).toHaveLength(1);
    host.setCaseData(caseData({ customer: { kind: 'business', companyName: 'Vejbo ApS', decisionMaker: { name: 'Ole Vejbo' }, businessUser: { name: 'Lis' } } }));
    vi.advanceTimersByTime(CASE_DATA_DEBOUNCE_MS);
    expect(messages().filter((message) => message.type === 'event')).toHaveLength(2);
  });
});

describe('finance data, save and update notices', () => {
  it('finance data reaches the offer', () => {
    const { fromPlugin, handshake, onFinanceData } = setup();
    handshake();
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'financeData', data: { downPayment: 40_000, monthlyPayment: 3_015.73, profit: 2_500 } });
    expect(onFinanceData).toHaveBeenCalledWith({ downPayment: 40_000, monthlyPayment: 3_015.73, profit: 2_500 });
  });

  it("a loan's terms beside the three figures reach the offer too; fields the protocol does not know do not", () => {
    const { fromPlugin, handshake, onFinanceData } = setup();
    handshake();
    const terms = { termMonths: 60, interestRate: 4.95, annualPercentageRate: 6.3, creditAmount: 149_900, totalCreditCost: 12_842.2, totalRepayable: 162_742.2, residualValue: 0 };
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'financeData', data: { downPayment: 40_000, monthlyPayment: 2_712.37, profit: 0, ...terms, customerNote: 'x' } });
    expect(onFinanceData).toHaveBeenCalledWith({ downPayment: 40_000, monthlyPayment: 2_712.37, profit: 0, ...terms });
  });

  it('a term that is not a number is refused with the rest', () => {
    const { fromPlugin, handshake, onFinanceData, messages } = setup();
    handshake();
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'financeData', data: { downPayment: 1, monthlyPayment: 1, profit: 1, termMonths: '60' } });
    expect(onFinanceData).not.toHaveBeenCalled();
    expect(messages()[1]).toMatchObject({ type: 'error' });
  });

  it('finance data that is not numbers is refused', () => {
    const { fromPlugin, handshake, onFinanceData, messages } = setup();
    handshake();
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'financeData', data: { downPayment: '40000', monthlyPayment: 1, profit: 1 } });
    expect(onFinanceData).not.toHaveBeenCalled();
    expect(messages()[1]).toMatchObject({ type: 'error' });
  });

  it('a save request resolves when the plugin answers with its reference', async () => {
    const { host, handshake, fromPlugin, messages } = setup();
    handshake();
    const outcome = host.requestSave();
    const request = messages()[1] as Extract<HostMessage, { name: 'save' }>;
    expect(request).toMatchObject({ type: 'request', name: 'save' });
    fromPlugin({ protocol: PROTOCOL, type: 'response', name: 'save', reference: request.reference, status: 'ok' });
    await expect(outcome).resolves.toBe('saved');
    // The same reference answered twice is no longer valid.
    fromPlugin({ protocol: PROTOCOL, type: 'response', name: 'save', reference: request.reference, status: 'ok' });
    expect(messages().at(-1)).toMatchObject({ type: 'error', reason: 'invalid reference' });
  });

  it('a save request the plugin does not answer gives up after 3000 ms so the case is saved anyway', async () => {
    const { host, handshake } = setup();
    handshake();
    let outcome: string | undefined;
    void host.requestSave().then((result) => { outcome = result; });
    await vi.advanceTimersByTimeAsync(SAVE_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
  });

  it('a save request before the handshake does not wait', async () => {
    await expect(setup().host.requestSave()).resolves.toBe('not-connected');
  });

  it('an update notice saves the offer and then reloads it', async () => {
    const { fromPlugin, handshake, calls } = setup();
    handshake();
    fromPlugin({ protocol: PROTOCOL, type: 'event', name: 'offerUpdated' });
    await vi.waitFor(() => expect(calls).toEqual(['save', 'reload']));
  });
});

describe('plugin URLs', () => {
  it('https, or http only on a local development host', () => {
    expect(securePluginUrl('https://plugin.fjordfinans.dk/x').origin).toBe('https://plugin.fjordfinans.dk');
    expect(securePluginUrl('http://localhost:3002/fjord-finans/').origin).toBe('http://localhost:3002');
    expect(securePluginUrl('http://127.0.0.1:3002/').origin).toBe('http://127.0.0.1:3002');
    expect(() => securePluginUrl('http://plugin.fjordfinans.dk/')).toThrow('Insecure plugin URL refused');
    expect(() => securePluginUrl('http://localhost.evil.dk/')).toThrow('Insecure plugin URL refused');
    expect(() => securePluginUrl('javascript:alert(1)')).toThrow();
    expect(() => securePluginUrl('not a url')).toThrow('Invalid plugin URL');
    expect(() => new PluginHost({ pluginUrl: 'http://partner.dk/', post: () => {} })).toThrow();
  });
});
