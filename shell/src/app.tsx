import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** The shell's root: one router for the whole site, shared with every remote. */
export function App() {
  return <RouterProvider router={router} />;
}
