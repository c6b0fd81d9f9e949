import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { analyticsIdentity, identifyForAnalytics } from './analytics.ts';
import { ApiError } from '@/lib/api.ts';
import { forgetReportedErrors, reportPageError } from './error-reporting.ts';
import { ERROR_MODAL_TITLE, GlobalErrorModal } from './global-error-modal.tsx';
import { LOADING_HIDDEN_AFTER_MS, resetShellLoading } from './loading-indicator.tsx';
import { NOTIFICATION_LIFE_MS } from './notification-pool.tsx';
import { SHELL_FALLBACK_TITLE } from './shell-fallback.tsx';

let server: ReturnType<typeof fakeServer>;

const renderShell = (children: React.ReactNode = null) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {children}
    </AppProviders>,
  );

/** Mantine's notifications leave with a transition of 250 ms. */
const CLOSING_TRANSITION_MS = 300;

const shown = (): string[] => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

beforeEach(() => {
  forgetReportedErrors();
  resetShellLoading();
  server = fakeServer({ 'POST /api/clientlog': { body: { Message: 'Fejlen er registreret.' } } });
});

afterEach(() => {
  vi.useRealTimers();
  expect(server.unexpected).toEqual([]);
});

describe('the notification pool', () => {
  it('shows at most 5 messages, each for 2.5 s, the rest after them, and closes them all with luk alle', () => {
    vi.useFakeTimers();
    renderShell();
    act(() => {
      for (let n = 1; n <= 7; n += 1) notifications.show({ message: `Besked ${n}` });
    });
    expect(shown()).toEqual(['Besked 1', 'Besked 2', 'Besked 3', 'Besked 4', 'Besked 5']);
    expect(screen.getByRole('button', { name: 'luk alle' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(NOTIFICATION_LIFE_MS - 1));
    expect(shown()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    // The first five have lived their 2.5 s (and leave with a short transition); the two that waited are shown now.
    act(() => vi.advanceTimersByTime(CLOSING_TRANSITION_MS));
    expect(shown()).toEqual(['Besked 6', 'Besked 7']);

    act(() => {
      for (let n = 8; n <= 12; n += 1) notifications.show({ message: `Besked ${n}` });
    });
    expect(shown()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'luk alle' }));
    act(() => vi.advanceTimersByTime(CLOSING_TRANSITION_MS));
    // Closed, those waiting too; with nothing to close, the button goes.
    expect(shown()).toEqual([]);
    act(() => vi.advanceTimersByTime(NOTIFICATION_LIFE_MS * 3));
    expect(shown()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'luk alle' })).not.toBeInTheDocument();
  });

  it('offers luk alle only when there is more than one message', () => {
    vi.useFakeTimers();
    renderShell();
    act(() => {
      notifications.show({ message: 'Kunden er gemt' });
    });
    expect(shown()).toEqual(['Kunden er gemt']);
    expect(screen.queryByRole('button', { name: 'luk alle' })).not.toBeInTheDocument();
  });
});

describe('the loading indicator', () => {
  it('is hidden 1 second after the page has loaded', () => {
    vi.useFakeTimers();
    renderShell();
    expect(screen.getByTestId('shell-loading')).toHaveAttribute('data-state', 'loading');
    act(() => vi.advanceTimersByTime(LOADING_HIDDEN_AFTER_MS - 1));
    expect(screen.getByTestId('shell-loading')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('shell-loading')).not.toBeInTheDocument();
  });
});

describe('the global error modal', () => {
  const scriptError = (message: string, lineno = 12) =>
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message, error: new TypeError(message), filename: 'http://localhost/assets/index.js', lineno, colno: 4 }));
    });

  it('opens on an uncaught script error and logs it once, with trace, errorMessage and url', async () => {
    window.history.replaceState(null, '', '/Customers/CustomerList?freeText=Karen');
    renderShell(<GlobalErrorModal />);
    scriptError('a is undefined');

    expect(await screen.findByRole('dialog', { name: ERROR_MODAL_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST /api/clientlog')).toHaveLength(1));
    const report = server.calls('POST /api/clientlog')[0]!.body as { errorMessage: string; url: string; trace: string };
    expect(report.errorMessage).toBe('TypeError: a is undefined');
    // The page's address without its query: search words may name a customer.
    expect(report.url).toBe(`${window.location.origin}/Customers/CustomerList`);
    expect(report.trace).toContain('TypeError');

    fireEvent.click(screen.getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The same error again opens the modal, but is not logged twice.
    scriptError('a is undefined');
    expect(await screen.findByRole('dialog', { name: ERROR_MODAL_TITLE })).toBeInTheDocument();
    expect(server.calls('POST /api/clientlog')).toHaveLength(1);
  });

  it("ignores the browser's resize notice and logs an unhandled rejection without the modal", async () => {
    renderShell(<GlobalErrorModal />);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
      const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
      rejection.reason = new Error('Netværket svarede ikke');
      window.dispatchEvent(rejection);
    });
    await waitFor(() => expect(server.calls('POST /api/clientlog')).toHaveLength(1));
    expect((server.calls('POST /api/clientlog')[0]!.body as { errorMessage: string }).errorMessage).toBe('Error: Netværket svarede ikke');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("a page's error view", () => {
  it("logs what broke the page, but not the server's own refusals and failures", async () => {
    reportPageError(new ApiError(403, 'Du har ikke adgang til denne funktion.'));
    reportPageError(new ApiError(500, 'Der skete en fejl. Prøv igen.'));
    reportPageError(new RangeError('Invalid time value'));
    await waitFor(() => expect(server.calls('POST /api/clientlog')).toHaveLength(1));
    expect((server.calls('POST /api/clientlog')[0]!.body as { errorMessage: string }).errorMessage).toBe('RangeError: Invalid time value');
  });
});

describe('the shell fallback view', () => {
  function Broken(): React.ReactNode {
    throw new Error('Shell failed');
  }

  it('replaces an app that fails to render, logs the failure and puts the loading indicator in its error state', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell(<Broken />);
    expect(await screen.findByRole('heading', { name: SHELL_FALLBACK_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Genindlæs siden' })).toBeInTheDocument();
    expect(screen.getByTestId('shell-loading')).toHaveAttribute('data-state', 'error');
    await waitFor(() => expect(server.calls('POST /api/clientlog')).toHaveLength(1));
    expect((server.calls('POST /api/clientlog')[0]!.body as { errorMessage: string }).errorMessage).toBe('Error: Shell failed');
    expect(window.dataLayer?.some((entry) => entry.event === 'dealerhub.shellLoadFailed')).toBe(true);
    quiet.mockRestore();
  });
});

describe('the analytics configuration', () => {
  it('tells analytics the user and dealer by id, nothing personal', () => {
    // A user no other test identifies: the data layer and the identity told are the window's, shared by the tests.
    const user = { UserId: '9051', DealerId: '101', ConglomerateId: '1', SubscriptionPackageName: 'pro' as const, Name: 'Mads Sørensen', Username: 'saelger@demo.dk' };
    expect(analyticsIdentity(user)).toEqual({ userId: '9051', dealerId: '101', conglomerateId: '1', subscriptionPackage: 'pro' });
    identifyForAnalytics(user);
    identifyForAnalytics(user);
    const identities = (window.dataLayer ?? []).filter((entry) => entry.event === 'dealerhub.identify' && entry.userId === '9051');
    expect(identities).toHaveLength(1);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/Mads|saelger/);
  });
});
