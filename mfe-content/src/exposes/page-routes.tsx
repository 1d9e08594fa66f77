import { Route, Routes } from '@betoch/shared/router';
import { usePrivacyPolicy, useTermsAndConditions, BLOG_SIDEBARS } from '@betoch/shared';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { BlogDetailPage } from '../features/blog/blog-detail-page';
import { BlogListPage } from '../features/blog/blog-list-page';
import { AboutPage } from '../features/about/about-page';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';
import { FaqPage } from '../features/faq/faq-page';
import { LegalPage } from '../features/legal/legal-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PortfolioPage } from '../features/portfolio/portfolio-page';

/** Everything below `/page/` but the log-in and sign-up pages (owned by the account app). */
export default function PageRoutes() {
  return (
    <Routes>
      {BLOG_SIDEBARS.map((sidebar) => (
        <Route
          key={`list-${sidebar}`}
          path={`blog-page/${sidebar}`}
          element={<BlogListPage sidebar={sidebar} />}
        />
      ))}
      {BLOG_SIDEBARS.map((sidebar) => (
        <Route
          key={`detail-${sidebar}`}
          path={`blog-detail/${sidebar}`}
          element={<BlogDetailPage sidebar={sidebar} />}
        />
      ))}
      <Route path="other-pages/about-us-2" element={<AboutPage />} />
      <Route path="other-pages/404" element={<NotFoundPage />} />
      <Route path="other-pages/coming-soon-1" element={<ComingSoonPage variant={1} />} />
      <Route path="other-pages/coming-soon-2" element={<ComingSoonPage variant={2} />} />
      <Route path="other-pages/coming-soon-3" element={<ComingSoonPage variant={3} />} />
      <Route path="other-pages/faq" element={<FaqPage />} />
      <Route
        path="other-pages/terms-conditions"
        element={<LegalPage useDocument={useTermsAndConditions} titleKey="legal.terms" />}
      />
      <Route
        path="other-pages/privacy-policy"
        element={<LegalPage useDocument={usePrivacyPolicy} titleKey="legal.privacy" />}
      />
      <Route path="portfolio/2-grid" element={<PortfolioPage columns={2} />} />
      <Route path="portfolio/3-grid" element={<PortfolioPage columns={3} />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
