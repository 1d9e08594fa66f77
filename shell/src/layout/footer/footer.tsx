import {
  useTranslation,
  ABOUT_PATH,
  CONTACT_PATH,
  LISTINGS_LIST_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
  blogListUrl,
} from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import { useInView } from '../use-in-view';
import { LazyFooterBlog, LazyFooterContact, LazyFooterMap } from './footer-lazy';
import { FooterMapBox } from './footer-map-box';
import './footer.css';

const BLOG_PAGES = [
  ['footer.blogGrid', blogListUrl('no-sidebar')],
  ['footer.blogLeft', blogListUrl('left-sidebar')],
  ['footer.blogRight', blogListUrl('right-sidebar')],
] as const;

/**
 * The site footer. Its data (agency, blog teasers) and the office map (its code and Leaflet) load
 * only when it comes near the viewport, so they cost nothing on the first load.
 */
export function Footer() {
  const { t } = useTranslation();
  const [ref, inView] = useInView<HTMLElement>('0px');
  return (
    <footer className="footer" ref={ref}>
      <div className="container footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            Betoch{' '}
            <span lang="am" className="ethiopic-label">
              ቤቶች
            </span>
          </h2>
          <p>{t('footer.about')}</p>
          {inView ? <LazyFooterContact /> : null}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__title">
            {t('footer.links')}
          </h2>
          <ul className="footer__list">
            <li>
              <Link to={ABOUT_PATH}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to={LISTINGS_LIST_PATH}>{t('footer.properties')}</Link>
            </li>
            <li>
              <Link to={CONTACT_PATH}>{t('footer.contact')}</Link>
            </li>
            {BLOG_PAGES.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-blog">
          <h2 id="footer-blog" className="footer__title">
            {t('footer.fromBlog')}
          </h2>
          {inView ? <LazyFooterBlog /> : null}
        </section>
        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className="footer__title">
            {t('footer.office')}
          </h2>
          {inView ? <LazyFooterMap /> : <FooterMapBox />}
        </section>
      </div>
      <p className="container footer__legal">
        © {new Date().getFullYear()} Betoch Realty · {t('footer.rights')} ·{' '}
        <Link to={TERMS_PATH}>{t('footer.terms')}</Link> ·{' '}
        <Link to={PRIVACY_PATH}>{t('footer.privacy')}</Link>
      </p>
    </footer>
  );
}
