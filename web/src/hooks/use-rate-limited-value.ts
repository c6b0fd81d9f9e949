import { useEffect, useRef, useState } from 'react';

/**
 * A value that follows `value` at most once per `wait` ms: the first change starts the clock and the latest value
 * is passed on when it runs out (a rate limit at a fixed rate, as the catalogue's free-text filter asks: typing a
 * word searches once, not per keystroke).
 */
export function useRateLimitedValue<T>(value: T, wait: number): T {
  const [limited, setLimited] = useState(value);
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = value;
    if (timer.current !== undefined || Object.is(value, limited)) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setLimited(latest.current);
    }, wait);
  }, [value, wait, limited]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return limited;
}
