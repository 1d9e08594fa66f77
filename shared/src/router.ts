/**
 * The router every Betoch app uses (lint-enforced): React Router's names, from the page's one
 * router binding in the singleton contract (`@betoch/shared/singleton`). See singleton/router.ts.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '@betoch/shared/singleton';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavLinkProps,
  Params,
  RouteObject,
  SetURLSearchParams,
  To,
} from '@betoch/shared/singleton';
