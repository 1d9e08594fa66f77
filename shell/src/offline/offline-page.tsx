import { COMPARE_PATH, FAVORITES_PATH, hasToken, useTranslation } from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import { PageHeading } from '@betoch/shared/ui';
import type { KeptPage } from './kept-pages';

interface Props {
  /** The property pages kept for offline use, the last viewed first (null: still being read). */
  kept: readonly KeptPage[] | null;
}

/** Drawn instead of a page that needs the connection while there is none: what opens without it. */
export function OfflinePage({ kept }: Props) {
  const { t } = useTranslation();
  return (
    <section className="container offline-page">
      <PageHeading title={t('offline.title')} />
      <p>{t('offline.text')}</p>
      <ul className="offline-page__lists">
        {/* The wishlist page needs a session; logging in needs the connection. */}
        {hasToken() ? (
          <li>
            <Link to={FAVORITES_PATH}>{t('offline.wishlist')}</Link>
          </li>
        ) : null}
        <li>
          <Link to={COMPARE_PATH}>{t('offline.compare')}</Link>
        </li>
      </ul>
      <h2 className="offline-page__kept-title">{t('offline.kept')}</h2>
      {kept === null ? null : kept.length > 0 ? (
        <ul className="offline-page__kept">
          {kept.map((page) => (
            <li key={page.address}>
              <Link to={page.address}>{page.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('offline.noneKept')}</p>
      )}
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </button>
    </section>
  );
}
