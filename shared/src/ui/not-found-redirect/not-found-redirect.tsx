import { Navigate } from '@betoch/shared/router';
import { NOT_FOUND_PATH } from '../../domain/paths';

/** The catch-all every remote's `<Routes>` ends with: unknown paths go to the 404 page. */
export function NotFoundRedirect() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
