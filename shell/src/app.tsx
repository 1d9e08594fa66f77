import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { ThemeSync } from './layout/theme-sync';
import { Toasts } from './layout/toasts';

const router = createBrowserRouter(routes);

/** The shell's root: one router for the whole site, shared with every remote. */
export function App() {
  return (
    <>
      <ThemeSync />
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
