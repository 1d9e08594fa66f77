import { flushSync } from 'react-dom';
import { redirectAfterExpiry, watchSession } from '@betoch/shared';

/** Where the visitor is now (the router's location of the moment). */
export interface Place {
  pathname: string;
  search: string;
}

/**
 * Starts checking the stored session with the API (at once, then on focus): a visitor on a guarded
 * page whose session the API refuses goes to log-in first (and comes back after it). A chunk of
 * its own, fetched only when a session is stored: an anonymous first visit never downloads the
 * check (nor the response reader it uses). Returns the function that stops the watch.
 */
export function startSessionWatch(place: () => Place, go: (to: string) => void): () => void {
  return watchSession({
    onExpired: () => {
      const { pathname, search } = place();
      const target = redirectAfterExpiry(pathname, search);
      // Leave first, at once, as logout does: the guarded page never sees the session end.
      if (target) flushSync(() => go(target));
    },
  });
}
