import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { TitledPage } from '../pages/titled-page';

const OTHER_PAGES: Record<string, string> = {
  'about-us-2': 'About Betoch',
  '404': 'Page not found',
  'coming-soon-1': 'Coming soon',
  'coming-soon-2': 'Coming soon',
  'coming-soon-3': 'Coming soon',
  faq: 'Frequently asked questions',
  'terms-conditions': 'Terms and conditions',
  'privacy-policy': 'Privacy policy',
};
const SIDEBARS = ['left-sidebar', 'right-sidebar', 'no-sidebar'];

/** Everything below `/page/` but the log-in page (owned by the account app). */
export default function PageRoutes() {
  return (
    <Routes>
      {SIDEBARS.map((sidebar) => (
        <Route
          key={`list-${sidebar}`}
          path={`blog-page/${sidebar}`}
          element={<TitledPage title="Blog" />}
        />
      ))}
      {SIDEBARS.map((sidebar) => (
        <Route
          key={`detail-${sidebar}`}
          path={`blog-detail/${sidebar}`}
          element={<TitledPage title="Blog post" />}
        />
      ))}
      {Object.entries(OTHER_PAGES).map(([slug, title]) => (
        <Route key={slug} path={`other-pages/${slug}`} element={<TitledPage title={title} />} />
      ))}
      <Route path="portfolio/2-grid" element={<TitledPage title="Portfolio" />} />
      <Route path="portfolio/3-grid" element={<TitledPage title="Portfolio" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
