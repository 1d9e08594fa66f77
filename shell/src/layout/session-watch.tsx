import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@betoch/shared/router';
import { selectIsLoggedIn, useSessionStore } from '@betoch/shared';

/** The check's code, fetched with the first stored session. */
const loadWatch = () => import('./session-watch-start');

/**
 * Checks the stored session with the API on load and when the tab regains focus; when the API
 * refuses it, a visitor on a guarded page goes to log-in (and comes back after it), and the session
 * is cleared. A network error changes nothing. The watch runs while a session is stored: from the
 * take-over (the stored session is read then) or from a log-in, until a log-out.
 */
export function SessionWatch() {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  // Both change with every navigation; the watch must not restart (and check again) each time.
  const current = useRef({ navigate, location });
  useEffect(() => {
    current.current = { navigate, location };
  }, [navigate, location]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    loadWatch().then(
      ({ startSessionWatch }) => {
        if (stopped) return;
        stop = startSessionWatch(
          () => current.current.location,
          (to) => void current.current.navigate(to, { replace: true }),
        );
      },
      (error: unknown) => console.warn('[betoch] the session check could not be loaded:', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [loggedIn]);
  return null;
}
