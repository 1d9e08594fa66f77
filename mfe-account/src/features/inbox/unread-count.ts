import { useEffect } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '@betoch/shared';
import { fetchUnread } from './inbox-api';

/*
 * The number of unread enquiries beside the account in the header (docs/enquiries.md "Inbox"):
 * asked when the visitor logs in and when the page comes back into view, at most every
 * REFRESH_MIN_MS; the inbox sets it when it reads or marks.
 */

/** Focus and visibility often fire together, and a phone's data is dear. */
export const REFRESH_MIN_MS = 30_000;

interface UnreadState {
  /** The token the count is of; a count of another session is never shown. */
  token: string | null;
  count: number | null;
  askedAt: number;
  set(token: string, count: number): void;
}

export const useUnreadStore = create<UnreadState>((set) => ({
  token: null,
  count: null,
  askedAt: 0,
  set: (token, count) => set({ token, count }),
}));

/** Asks the API for the logged-in account's count, unless it was asked less than `minMs` ago. */
export async function refreshUnread({
  now = Date.now(),
  minMs = REFRESH_MIN_MS,
  fetchImpl,
}: { now?: number; minMs?: number; fetchImpl?: typeof fetch } = {}): Promise<void> {
  const { token } = useSessionStore.getState();
  const state = useUnreadStore.getState();
  if (!token || (state.token === token && now - state.askedAt < minMs)) return;
  useUnreadStore.setState({ askedAt: now });
  const answer = await fetchUnread(token, fetchImpl);
  if (answer.ok) useUnreadStore.getState().set(token, answer.value);
}

/** The logged-in account's unread count (null while unknown), kept fresh while mounted. */
export function useUnreadCount(): number | null {
  const token = useSessionStore((s) => s.token);
  const count = useUnreadStore((s) => (s.token === token ? s.count : null));
  useEffect(() => {
    if (!token) return undefined;
    void refreshUnread({ minMs: 0 });
    const onView = () => {
      if (document.visibilityState !== 'hidden') void refreshUnread();
    };
    window.addEventListener('focus', onView);
    document.addEventListener('visibilitychange', onView);
    return () => {
      window.removeEventListener('focus', onView);
      document.removeEventListener('visibilitychange', onView);
    };
  }, [token]);
  return count;
}
