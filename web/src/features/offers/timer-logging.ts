/**
 * Timer logging: how long the partners' plugins take, sent with a PUT to a telemetry URL, named by partner so a slow
 * partner can be told from a slow page. Configured at build time and off unless switched on, as the product runs it
 * today (`VITE_TIMER_LOGGING_ENABLED=true`, `VITE_TIMER_LOGGING_URL`; a URL on another origin must also be allowed by
 * the app's connect-src). A failed PUT is dropped: telemetry never disturbs the case page.
 */
export interface TimerLoggingConfig {
  enabled: boolean;
  url: string;
}

export interface TimerEntry {
  /** What was timed, e.g. 'PluginHandshake'. */
  name: string;
  /** The finance company of the offer whose plugin was timed. */
  financeCompany: number;
  milliseconds: number;
}

/** The body the telemetry service takes. */
export interface TimerLogBody {
  Name: string;
  FinanceCompany: number;
  Partner: string;
  Milliseconds: number;
  LoggedAt: string;
}

/**
 * The finance companies timed by partner name. The ids are the ones the product logs; the names of the companies that
 * are not this system's sandbox partners are not known here, so those are logged by their number.
 */
export const TIMED_PARTNERS: Readonly<Record<number, string>> = {
  1: 'Fjord Finans',
  23: 'Fjord Finans',
  24: 'Nordlys Bilfinans',
  25: 'partner-25',
  26: 'partner-26',
  27: 'partner-27',
  28: 'partner-28',
  30: 'Vejbo Forsikring',
  33: 'partner-33',
  35: 'partner-35',
  36: 'partner-36',
  41: 'partner-41',
  42: 'partner-42',
};

/** A company outside the map is logged as unknown rather than not at all. */
export const partnerNameOf = (financeCompany: number): string => TIMED_PARTNERS[financeCompany] ?? 'unknown';

export const DEFAULT_TIMER_LOGGING: TimerLoggingConfig = {
  enabled: import.meta.env.VITE_TIMER_LOGGING_ENABLED === 'true',
  url: (import.meta.env.VITE_TIMER_LOGGING_URL as string | undefined) || '/api/timerlogging',
};

/** Sends one timing when timer logging is on; answers whether it sent it. */
export const logTimer = async (entry: TimerEntry, config: TimerLoggingConfig = DEFAULT_TIMER_LOGGING, now: () => Date = () => new Date()): Promise<boolean> => {
  if (!config.enabled || !config.url) return false;
  const body: TimerLogBody = {
    Name: entry.name,
    FinanceCompany: entry.financeCompany,
    Partner: partnerNameOf(entry.financeCompany),
    Milliseconds: Math.round(entry.milliseconds),
    LoggedAt: now().toISOString(),
  };
  try {
    await fetch(config.url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive: true });
    return true;
  } catch {
    return false;
  }
};

/** Starts timing; `stop` logs the time since the start (when timer logging is on). */
export const startTimer = (name: string, financeCompany: number, config: TimerLoggingConfig = DEFAULT_TIMER_LOGGING, clock: () => number = () => performance.now()) => {
  const started = clock();
  return { stop: () => logTimer({ name, financeCompany, milliseconds: clock() - started }, config) };
};

const isAcceptedHandshake = (message: unknown): boolean => {
  const reply = message as { type?: unknown; name?: unknown; status?: unknown } | null;
  return reply?.type === 'response' && reply.name === 'handshake' && reply.status === 'ok';
};

const handshakeLogs = new Map<string, (direction: 'in' | 'out', message: unknown) => void>();

/**
 * The plugin frame's message log for an offer that times its plugin: from the offer's frame first shown to the host
 * accepting the plugin's handshake, logged once per offer. The same function for the same offer on every render.
 */
export const pluginHandshakeLog = (
  offerId: string,
  financeCompany: number,
  config: TimerLoggingConfig = DEFAULT_TIMER_LOGGING,
  clock?: () => number,
): ((direction: 'in' | 'out', message: unknown) => void) => {
  const known = handshakeLogs.get(offerId);
  if (known) return known;
  const timer = startTimer('PluginHandshake', financeCompany, config, clock);
  let timed = false;
  const log = (direction: 'in' | 'out', message: unknown): void => {
    if (timed || direction !== 'out' || !isAcceptedHandshake(message)) return;
    timed = true;
    void timer.stop();
  };
  handshakeLogs.set(offerId, log);
  return log;
};
