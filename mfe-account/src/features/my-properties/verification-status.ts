import { useCallback, useEffect, useState } from 'react';
import { checkSession, useSessionStore } from '@betoch/shared';

interface Status {
  /** The token the API was asked about. */
  token: string;
  /** Whether the account's e-mail is verified; null while unknown (no answer, or a silent one). */
  verified: boolean | null;
  /** The account's e-mail address, as the API gave it. */
  email: string | null;
}

/**
 * Whether the logged-in account's e-mail is verified, asked of `GET /api/auth/me` through the
 * session check (`checkSession`), so a refused token ends the session as it does anywhere else.
 * `verified` is null until the API has said; `markVerified` records a verification made here.
 */
export function useVerificationStatus() {
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username);
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const stop = new AbortController();
    void checkSession({ signal: stop.signal }).then(({ account }) => {
      if (stop.signal.aborted) return;
      setStatus({ token, verified: account?.verified ?? null, email: account?.username ?? null });
    });
    return () => stop.abort();
  }, [token]);

  const markVerified = useCallback(() => {
    setStatus((current) => (current ? { ...current, verified: true } : current));
  }, []);

  // An answer about another token (a log-in since) says nothing about this one.
  const known = status !== null && status.token === token ? status : null;
  const email = known?.email ?? username ?? '';
  return { verified: known?.verified ?? null, email, markVerified };
}
