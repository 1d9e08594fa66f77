import { useCallback, useEffect, useState } from 'react';

/** How often the countdown looks at the clock; it shows whole seconds. */
const TICK_MS = 250;

/**
 * A countdown in whole seconds: `start(seconds)` sets it (again), `secondsLeft` falls to 0. It
 * reads the clock rather than counting ticks, so a throttled background tab stays right.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft, start };
}

/** A wait as a clock shows it: `0:42`, `2:05`. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
