/**
 * The router binding of the page: the names of React Router that Betoch uses, re-exported.
 *
 * React Router's contexts must be one per page (the shell's <BrowserRouter> provides them, every
 * remote's hooks read them), so the router lives in the singleton contract. Sharing
 * `react-router-dom` itself cost 59 KB gzip on every first visit (a shared module cannot be
 * tree-shaken); here webpack keeps only what is listed. Add a name when one is needed (a minor
 * version of the contract).
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
