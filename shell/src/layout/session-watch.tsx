import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from '@betoch/shared/router';
import { redirectAfterExpiry, watchSession } from '@betoch/shared';

/**
 * Checks the stored session with the API on load and when the tab regains focus; when the API
 * refuses it, a visitor on a guarded page goes to log-in (and comes back after it), and the session
 * is cleared. A network error changes nothing.
 */
export function SessionWatch() {
  const navigate = useNavigate();
  const location = useLocation();
  // Both change with every navigation; the watch must not restart (and check again) each time.
  const current = useRef({ navigate, location });
  useEffect(() => {
    current.current = { navigate, location };
  }, [navigate, location]);

  useEffect(
    () =>
      watchSession({
        onExpired: () => {
          const { pathname, search } = current.current.location;
          const target = redirectAfterExpiry(pathname, search);
          // Leave first, at once, as logout does: the guarded page never sees the session end.
          if (target) flushSync(() => void current.current.navigate(target, { replace: true }));
        },
      }),
    [],
  );
  return null;
}
