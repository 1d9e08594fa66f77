import { Route, Routes } from '@betoch/shared/router';
import { usePrivacyPolicy, useTermsAndConditions, BLOG_SIDEBARS } from '@betoch/shared';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { BlogDetailPage } from '../blog/blog-detail-page';
import { BlogListPage } from '../blog/blog-list-page';
import { AboutPage } from '../other-pages/about-page';
import { ComingSoonPage } from '../other-pages/coming-soon-page';
import { FaqPage } from '../other-pages/faq-page';
import { LegalPage } from '../other-pages/legal-page';
import { NotFoundPage } from '../other-pages/not-found-page';
import { PortfolioPage } from '../other-pages/portfolio-page';

/** Everything below `/page/` but the log-in page (owned by the account app). */
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
