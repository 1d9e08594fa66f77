import { useTranslation } from '@betoch/shared';
import { Outlet } from '@betoch/shared/router';
import { BackToTop } from './back-to-top';
import { ThemeCustomizer } from './customizer/theme-customizer';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Loader } from './loader';
import { RouteEffects } from './route-effects';

/** The shared layout around every section but the bare pages. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <Loader />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BackToTop />
      <ThemeCustomizer />
      <RouteEffects />
    </>
  );
}
