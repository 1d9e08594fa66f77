import { Outlet } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';

/** The shared layout around every section but the bare pages. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
