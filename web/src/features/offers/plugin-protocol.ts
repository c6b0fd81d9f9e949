/**
 * The postMessage protocol between the case page (the host) and a finance or insurance partner's plugin in a frame.
 * The wire types are shared by both sides; the host's rules (handshake, version, debounced case data, save with a
 * deadline, update notices, error replies, origins) are here as logic without a DOM, so they can be tested with fake
 * timers and reused by the frame.
 */

export const PROTOCOL_VERSIONS = ['1.25.0', '2.7.0'] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];
export const CASE_DATA_DEBOUNCE_MS = 500;
export const SAVE_TIMEOUT_MS = 3000;

/** The reasons the host gives a plugin for refusing a message; the plugin's developers read them, so they are English. */
export const ProtocolErrors = {
  handshakeFirst: 'first message must be a handshake',
  version: 'version not specified or not supported',
  reference: 'invalid reference',
  unsupportedType: 'unsupported message type',
  unknownType: 'unknown message type',
  unknownEvent: 'event unknown',
} as const;
export type ProtocolError = (typeof ProtocolErrors)[keyof typeof ProtocolErrors];

export interface PluginPerson {
  readonly name: string;
  readonly email?: string;
  readonly phone?: string;
  readonly address?: string;
  readonly zipCode?: string;
  readonly city?: string;
}

export type PluginCustomer =
  | { readonly kind: 'private'; readonly applicant: PluginPerson; readonly coApplicant?: PluginPerson }
  | { readonly kind: 'business'; readonly companyName: string; readonly cvr?: string; readonly decisionMaker?: PluginPerson; readonly businessUser?: PluginPerson };

export interface PluginCar {
  readonly make: string;
  readonly model: string;
  readonly variant?: string;
  readonly vin?: string;
  readonly registrationNumber?: string;
  readonly firstRegistrationDate?: string;
  readonly mileage?: number;
  /** Retail price in kroner. */
  readonly price?: number;
  readonly isNew?: boolean;
}

export interface PluginTradeInCar extends PluginCar {
  /** Kroner. */
  readonly tradeInPrice?: number;
  readonly unpaidDebt?: number;
}

export interface PluginCaseData {
  readonly caseId: string;
  /** `{origin}/cases/case/{caseId}`: where the partner's staff can open the case. */
  readonly viewUrl: string;
  readonly customer: PluginCustomer | null;
  readonly car: PluginCar | null;
  readonly tradeInCar: PluginTradeInCar | null;
  readonly isActive: boolean;
}

/**
 * What a finance plugin reports back; kroner, rates in percent. The spec's three figures are required; the loan's
 * terms beside them are optional, and when a plugin gives them they are what the finance contract states.
 */
export interface PluginFinanceData {
  readonly downPayment: number;
  readonly monthlyPayment: number;
  readonly profit: number;
  readonly termMonths?: number;
  readonly interestRate?: number;
  readonly annualPercentageRate?: number;
  readonly creditAmount?: number;
  readonly totalCreditCost?: number;
  readonly totalRepayable?: number;
  readonly residualValue?: number;
}

const REQUIRED_FINANCE_FIGURES = ['downPayment', 'monthlyPayment', 'profit'] as const;
const OPTIONAL_FINANCE_FIGURES = ['termMonths', 'interestRate', 'annualPercentageRate', 'creditAmount', 'totalCreditCost', 'totalRepayable', 'residualValue'] as const;

/** Every message carries the protocol's name, so a frame's other traffic (analytics, dev tools) is told apart. */
export const PROTOCOL = 'dealerhub-plugin';

export type PluginMessage =
  | { readonly protocol: typeof PROTOCOL; readonly type: 'request'; readonly name: 'handshake'; readonly reference: string; readonly version?: string }
  | { readonly protocol: typeof PROTOCOL; readonly type: 'event'; readonly name: 'financeData'; readonly data: PluginFinanceData }
  | { readonly protocol: typeof PROTOCOL; readonly type: 'event'; readonly name: 'offerUpdated' }
  | { readonly protocol: typeof PROTOCOL; readonly type: 'response'; readonly name: 'save'; readonly reference: string; readonly status: 'ok' | 'failed' };

export type HostMessage =
  | { readonly protocol: typeof PROTOCOL; readonly type: 'response'; readonly name: 'handshake'; readonly reference: string; readonly status: 'ok'; readonly version: ProtocolVersion }
  | { readonly protocol: typeof PROTOCOL; readonly type: 'response'; readonly name: 'handshake'; readonly reference: string; readonly status: 'rejected'; readonly reason: ProtocolError }
  | { readonly protocol: typeof PROTOCOL; readonly type: 'event'; readonly name: 'caseData'; readonly data: PluginCaseData }
  | { readonly protocol: typeof PROTOCOL; readonly type: 'request'; readonly name: 'save'; readonly reference: string }
  | { readonly protocol: typeof PROTOCOL; readonly type: 'error'; readonly reason: ProtocolError; readonly reference?: string };

/** The version the host speaks with a plugin asking for `requested`: the supported one of the same major, or none. */
export const negotiateVersion = (requested: unknown): ProtocolVersion | null => {
  if (typeof requested !== 'string') return null;
  const match = /^(\d+)\.\d+\.\d+$/.exec(requested.trim());
  if (!match) return null;
  return PROTOCOL_VERSIONS.find((version) => version.split('.')[0] === match[1]) ?? null;
};

const LOCAL_DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A plugin sees the customer's data, so it is only framed over https; plain http is allowed only for a partner's
 * sandbox on this machine. Returns the parsed URL, or throws.
 */
export const securePluginUrl = (url: string): URL => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Invalid plugin URL: ${url}`);
  }
  const local = parsed.protocol === 'http:' && (LOCAL_DEVELOPMENT_HOSTS.has(parsed.hostname) || parsed.hostname.endsWith('.localhost'));
  if (parsed.protocol !== 'https:' && !local) throw new Error(`Insecure plugin URL refused: ${url}`);
  return parsed;
};

/** The view URL the partner gets for a case. */
export const caseViewUrl = (origin: string, caseId: string): string => `${origin.replace(/\/$/, '')}/cases/case/${encodeURIComponent(caseId)}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isFigure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isFinanceData = (value: unknown): value is PluginFinanceData =>
  isRecord(value) &&
  REQUIRED_FINANCE_FIGURES.every((key) => isFigure(value[key])) &&
  OPTIONAL_FINANCE_FIGURES.every((key) => value[key] === undefined || isFigure(value[key]));

/** Only the figures the protocol knows are passed on: a plugin's other fields never reach the offer. */
const financeFiguresOf = (data: PluginFinanceData): PluginFinanceData =>
  Object.fromEntries([...REQUIRED_FINANCE_FIGURES, ...OPTIONAL_FINANCE_FIGURES].filter((key) => data[key] !== undefined).map((key) => [key, data[key]])) as unknown as PluginFinanceData;

export interface PluginHostOptions {
  /** The plugin's URL: only messages from its origin are heard, and messages go only to its origin. */
  readonly pluginUrl: string;
  /** Posts to the plugin's window with the given target origin. */
  readonly post: (message: HostMessage, targetOrigin: string) => void;
  readonly onFinanceData?: (data: PluginFinanceData) => void;
  /** The plugin changed the offer on its side: the host saves the offer and then reloads it. */
  readonly saveOffer?: () => Promise<void>;
  readonly reloadOffer?: () => void;
  /** Called on every message in or out, for the message log. */
  readonly log?: (direction: 'in' | 'out', message: unknown) => void;
}

export type SaveOutcome = 'saved' | 'failed' | 'timeout' | 'not-connected';

/**
 * The host's side of one plugin frame. `receive` takes every message event of the window (it ignores foreign
 * origins and foreign protocols); `setCaseData` is called whenever the case changes; `requestSave` asks the plugin to
 * save before the case is saved, and never waits longer than the save timeout.
 */
export class PluginHost {
  readonly pluginOrigin: string;
  private version: ProtocolVersion | null = null;
  private pendingCaseData: PluginCaseData | null = null;
  private lastSentCaseData: string | null = null;
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private readonly pendingSaves = new Map<string, { resolve: (outcome: SaveOutcome) => void; timer: ReturnType<typeof setTimeout> }>();
  private nextReference = 1;

  constructor(private readonly options: PluginHostOptions) {
    this.pluginOrigin = securePluginUrl(options.pluginUrl).origin;
  }

  get negotiatedVersion(): ProtocolVersion | null {
    return this.version;
  }

  /** Handles one message event; returns whether it was the plugin's. */
  receive(event: { readonly origin: string; readonly data: unknown }): boolean {
    // Anyone can post to this window; only the plugin's own origin is listened to, and nothing is answered to others.
    if (event.origin !== this.pluginOrigin) return false;
    const message = event.data;
    if (!isRecord(message) || message.protocol !== PROTOCOL) return false;
    this.options.log?.('in', message);
    const reference = typeof message.reference === 'string' ? message.reference : undefined;
    if (!['request', 'response', 'event'].includes(message.type as string)) return this.refuse(ProtocolErrors.unknownType, reference);
    if (message.type === 'request' && message.name === 'handshake') return this.handshake(message, reference ?? '');
    if (this.version === null) return this.refuse(ProtocolErrors.handshakeFirst, reference);
    if (message.type === 'request') return this.refuse(ProtocolErrors.unsupportedType, reference);
    if (message.type === 'response') {
      const pending = message.name === 'save' && reference !== undefined ? this.pendingSaves.get(reference) : undefined;
      if (!pending) return this.refuse(ProtocolErrors.reference, reference);
      this.pendingSaves.delete(reference!);
      clearTimeout(pending.timer);
      pending.resolve(message.status === 'ok' ? 'saved' : 'failed');
      return true;
    }
    if (message.name === 'financeData') {
      if (!isFinanceData(message.data)) return this.refuse(ProtocolErrors.unsupportedType, reference);
      this.options.onFinanceData?.(financeFiguresOf(message.data));
      return true;
    }
    if (message.name === 'offerUpdated') {
      void this.saveAndReload();
      return true;
    }
    return this.refuse(ProtocolErrors.unknownEvent, reference);
  }

  /** The case as it now is; sent 500 ms after the last change, and only if it differs from what the plugin has. */
  setCaseData(data: PluginCaseData): void {
    this.pendingCaseData = data;
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = null;
      this.flushCaseData();
    }, CASE_DATA_DEBOUNCE_MS);
  }

  /** Asks the plugin to save; the case is saved anyway when the plugin does not answer within the timeout. */
  requestSave(): Promise<SaveOutcome> {
    if (this.version === null) return Promise.resolve('not-connected');
    const reference = `save-${this.nextReference++}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pendingSaves.delete(reference);
        resolve('timeout');
      }, SAVE_TIMEOUT_MS);
      this.pendingSaves.set(reference, { resolve, timer });
      this.send({ protocol: PROTOCOL, type: 'request', name: 'save', reference });
    });
  }

  dispose(): void {
    if (this.debounce) clearTimeout(this.debounce);
    for (const pending of this.pendingSaves.values()) {
      clearTimeout(pending.timer);
      pending.resolve('not-connected');
    }
    this.pendingSaves.clear();
  }

  private handshake(message: Record<string, unknown>, reference: string): boolean {
    const version = negotiateVersion(message.version);
    if (!version) {
      this.send({ protocol: PROTOCOL, type: 'response', name: 'handshake', reference, status: 'rejected', reason: ProtocolErrors.version });
      return true;
    }
    this.version = version;
    // A plugin that handshakes again (it reloaded) starts with nothing: it gets the case again.
    this.lastSentCaseData = null;
    this.send({ protocol: PROTOCOL, type: 'response', name: 'handshake', reference, status: 'ok', version });
    if (this.pendingCaseData && !this.debounce) this.flushCaseData();
    return true;
  }

  private flushCaseData(): void {
    if (this.version === null || !this.pendingCaseData) return;
    const serialized = JSON.stringify(this.pendingCaseData);
    if (serialized === this.lastSentCaseData) return;
    this.lastSentCaseData = serialized;
    this.send({ protocol: PROTOCOL, type: 'event', name: 'caseData', data: this.pendingCaseData });
  }

  private async saveAndReload(): Promise<void> {
    await this.options.saveOffer?.();
    this.options.reloadOffer?.();
  }

  private refuse(reason: ProtocolError, reference?: string): boolean {
    this.send({ protocol: PROTOCOL, type: 'error', reason, ...(reference === undefined ? {} : { reference }) });
    return true;
  }

  private send(message: HostMessage): void {
    this.options.log?.('out', message);
    this.options.post(message, this.pluginOrigin);
  }
}

/**
 * Connects a host to a frame: listens to the window's messages from that frame only and posts to it. Returns the
 * function that disconnects.
 */
export const connectPluginFrame = (frame: HTMLIFrameElement, options: Omit<PluginHostOptions, 'post'>): { host: PluginHost; disconnect: () => void } => {
  const host = new PluginHost({ ...options, post: (message, targetOrigin) => frame.contentWindow?.postMessage(message, targetOrigin) });
  const listener = (event: MessageEvent): void => {
    if (event.source !== frame.contentWindow) return;
    host.receive(event);
  };
  window.addEventListener('message', listener);
  return {
    host,
    disconnect: () => {
      window.removeEventListener('message', listener);
      host.dispose();
    },
  };
};
