import { useEffect, useState } from 'react';
import { LOADER_DURATION_MS, useTranslation } from '@betoch/shared';

/**
 * The start-up overlay of the existing site, hidden after 3 seconds (spec §9). It lets clicks
 * through and covers nothing the page needs: sections loading later show their own skeleton.
 */
export function Loader() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LOADER_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="loader" role="status" aria-busy="true" aria-live="polite" data-testid="loader">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('ui.loading')}</span>
    </div>
  );
}
