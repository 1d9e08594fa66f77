/**
 * The router binding of the page: the names of React Router that Betoch uses, re-exported.
 *
 * React Router's contexts must be one per page (the shell's <BrowserRouter> provides them, every
 * remote's hooks read them), so the router lives in the singleton contract. Sharing
 * `react-router-dom` itself cost 59 KB gzip on every first visit (a shared module cannot be
 * tree-shaken); here webpack keeps only what is listed: the names application code uses. Add a
 * name when one is needed (a minor version of the contract). Tests take `MemoryRouter` from
 * `@betoch/shared/testing`.
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
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
