import { useCallback, useEffect, useRef, useState } from 'react';

/** An account request (log-in, sign-up) that has not answered by then is treated as unreachable. */
export const ACCOUNT_REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends the account forms' requests one at a time, as the log-in and sign-up forms need them: a
 * new one aborts the one in flight, leaving the page aborts it, and one that has not answered
 * within ACCOUNT_REQUEST_TIMEOUT_MS (or the `timeoutMs` it is sent with: an upload's, which takes
 * longer) is aborted (the request then reports it as unreachable).
 * `send` resolves to the request's result, or to `undefined` when the request was overtaken or the
 * page left: its late answer then changes nothing. `busy` is true while a request is in flight.
 */
export function useAccountRequest() {
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  const send = useCallback(
    async <T>(
      request: (signal: AbortSignal) => Promise<T>,
      timeoutMs: number = ACCOUNT_REQUEST_TIMEOUT_MS,
    ): Promise<T | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const timer = setTimeout(() => current.abort(), timeoutMs);
      setBusy(true);
      const result = await request(current.signal);
      clearTimeout(timer);
      // Unmounted, or overtaken by a newer submit: nothing to update.
      if (controller.current !== current) return undefined;
      controller.current = null;
      setBusy(false);
      return result;
    },
    [],
  );

  return { send, busy };
}
