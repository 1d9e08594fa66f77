/**
 * The router every Betoch app uses: the names of React Router that Betoch needs, re-exported.
 *
 * Why not share `react-router-dom` itself: a module shared through Module Federation cannot be
 * tree-shaken (its consumers are unknown at build time), and the whole of React Router cost
 * 59 KB gzip on every first visit. As part of `@betoch/shared` — one singleton for the page —
 * there is still exactly one router, and webpack keeps only what is listed here. Apps import
 * routing only from `@betoch/shared/router` (lint-enforced); add a name here when one is needed.
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
} from 'react-router-dom';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavLinkProps,
  Params,
  RouteObject,
  SetURLSearchParams,
  To,
} from 'react-router-dom';
