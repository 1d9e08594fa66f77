import { Outlet } from '@betoch/shared/router';

/** The pages rendered outside the shared layout still get their `main` landmark. */
export function BareLayout() {
  return (
    <main id="main" className="main main--bare" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
