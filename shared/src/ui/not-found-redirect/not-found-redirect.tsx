import { Navigate } from '@betoch/shared/router';
import { NOT_FOUND_PATH } from '../../domain/paths';
import { notFoundMark } from '../../domain/not-found-mark';

/**
 * The catch-all every remote's `<Routes>` ends with: unknown paths go to the 404 page. On the
 * server, where a `<Navigate>` does nothing, it marks the render instead, and the page server
 * answers with the redirect (domain/not-found-mark.ts); that page is never taken over.
 */
export function NotFoundRedirect() {
  if (typeof window === 'undefined') return <span hidden {...notFoundMark('redirect')} />;
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
