import { Box } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The shell's loading indicator (spec part 1 §2, §9): a bar across the top while the app loads, hidden 1 second after
 * the page has loaded; when the shell fails to load it stays, red (the error state of §8). It never covers the page.
 */
export const LOADING_HIDDEN_AFTER_MS = 1_000;

let failed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shell failed to load: the indicator shows its error state. */
export const markShellFailed = (): void => {
  failed = true;
  for (const listener of listeners) listener();
};

/** A fresh page (for tests): nothing has failed. */
export const resetShellLoading = (): void => {
  failed = false;
  for (const listener of listeners) listener();
};

export function LoadingIndicator() {
  const hasFailed = useSyncExternalStore(subscribe, () => failed);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hideSoon = () => {
      timer = setTimeout(() => setHidden(true), LOADING_HIDDEN_AFTER_MS);
    };
    if (document.readyState === 'complete') hideSoon();
    else window.addEventListener('load', hideSoon, { once: true });
    return () => {
      window.removeEventListener('load', hideSoon);
      clearTimeout(timer);
    };
  }, []);

  if (hidden && !hasFailed) return null;
  return (
    // A visual cue only: the page's own loading text and, on failure, the fallback view (an alert) speak for it.
    <Box
      aria-hidden
      title={hasFailed ? 'DealerHub kunne ikke indlæses' : 'Indlæser DealerHub'}
      data-testid="shell-loading"
      data-state={hasFailed ? 'error' : 'loading'}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={3}
      bg={hasFailed ? 'red.8' : 'blue.8'}
      style={{ zIndex: 1000, pointerEvents: 'none' }}
    />
  );
}
