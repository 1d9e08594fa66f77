/**
 * The router every Betoch app uses (lint-enforced): React Router's names, from the page's one
 * router binding in the singleton contract (`@betoch/shared/singleton`). See singleton/router.ts.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '@betoch/shared/singleton';
export type { RouteObject } from '@betoch/shared/singleton';
