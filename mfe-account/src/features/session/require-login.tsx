import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@betoch/shared/router';
import { loginPathFor, selectIsLoggedIn, useSessionStore } from '@betoch/shared';

/**
 * Renders `children` only with a session; otherwise replaces the page with the log-in page, which
 * brings the visitor back here (path and query) once logged in. Logging out here leaves too.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <>{children}</>;
}
