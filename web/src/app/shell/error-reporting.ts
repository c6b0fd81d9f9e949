import { api, ApiError } from '@/lib/api.ts';

/**
 * What the browser meets goes to the client log (spec part 1 §7 log messages: trace, errorMessage, url), where the
 * server strips personal data and limits each reporter. The page reports each error once, and no more than a few per
 * visit, so an error in a loop costs one request, not thousands.
 */
export interface ClientErrorReport {
  errorMessage: string;
  trace: string | null;
  url: string;
}

export const CLIENT_LOG_PATH = '/api/clientlog';
export const MAX_REPORTS_PER_PAGE = 10;
const MAX_TEXT = 2_000;
const MAX_TRACE = 16_000;

const reported = new Set<string>();

/** The report of an error, as the client log takes it: the page's address without its query (the server drops it too). */
export const reportOf = (error: unknown, fallbackMessage = 'Ukendt fejl'): ClientErrorReport => {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : fallbackMessage;
  const trace = error instanceof Error && error.stack ? error.stack : null;
  return {
    errorMessage: (message.trim() || fallbackMessage).slice(0, MAX_TEXT),
    trace: trace?.slice(0, MAX_TRACE) ?? null,
    url: `${window.location.origin}${window.location.pathname}`.slice(0, MAX_TEXT),
  };
};

/** Sends the report unless this page has sent it already or has sent its share; a report that fails is dropped. */
export const reportClientError = (report: ClientErrorReport): void => {
  // One error is its message where it was thrown (the stack's first frame), however it was reached.
  const thrownAt = report.trace?.split('\n').find((line) => /^\s*at\s|@/.test(line)) ?? '';
  const key = `${report.errorMessage}\n${thrownAt}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  api.post(CLIENT_LOG_PATH, report).catch(() => undefined);
};

/** Forgets what this page has reported (a test starts as a fresh page). */
export const forgetReportedErrors = (): void => reported.clear();

/**
 * Errors the browser raises that are no fault of the page: the layout engine's resize-observer notice, and what an
 * extension's or another origin's script throws (the browser hides it as 'Script error.' without a line).
 */
const isNoise = (event: ErrorEvent): boolean => /ResizeObserver loop/.test(event.message) || (!event.error && !event.lineno);

/**
 * Reports every uncaught error and unhandled rejection of the page; an uncaught script error with a line number also
 * opens the error modal (spec part 1 §8) through `onScriptError`. Returns the uninstaller.
 */
export const watchUncaughtErrors = (onScriptError: (report: ClientErrorReport) => void): (() => void) => {
  const onError = (event: ErrorEvent): void => {
    if (isNoise(event)) return;
    const report = event.error ? reportOf(event.error, event.message) : { ...reportOf(event.message), trace: `${event.filename}:${event.lineno}:${event.colno}` };
    reportClientError(report);
    if (event.lineno > 0 || event.error instanceof Error) onScriptError(report);
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    reportClientError(reportOf(event.reason, 'Uhåndteret afvisning'));
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
};

/**
 * An error a page's error view caught (the router's boundary): reported unless it is the server's answer (a refusal or
 * a failure the server has logged already), which the page shows in Danish and which is no fault of the page.
 */
export const reportPageError = (error: unknown): void => {
  if (error instanceof ApiError) return;
  reportClientError(reportOf(error));
};
