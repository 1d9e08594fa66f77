import { useEffect, useRef } from 'react';
import { useLocation } from '@betoch/shared/router';
import { requestHeadingFocus } from '@betoch/shared/ui';

/**
 * What every client-side navigation does: scroll to the top and hand focus to the new page's
 * heading (the page sets its own title through PageHeading). Query-only changes (filters,
 * pages of a list) keep the scroll position and focus.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    requestHeadingFocus();
  }, [pathname]);
  return null;
}
