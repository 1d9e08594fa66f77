import { useEffect, useState } from 'react';
import { LOADER_DURATION_MS, useTranslation } from '@betoch/shared';

// When the start-up overlay goes, for the whole page view: the shared layout remounts (coming back
// from /my-properties or /components/favorites) but the loader belongs to start-up only. Start-up
// is when the visitor's page began (its time origin), not when the script arrived: the server drew
// the overlay at the first paint, and its CSS fades it out 3 s later; a take-over on a slow phone
// must not keep it there for another 3 seconds.
let hideAt: number | undefined;

function remainingMs(): number {
  const now = Date.now();
  hideAt ??= now - performance.now() + LOADER_DURATION_MS;
  return Math.max(0, hideAt - now);
}

/**
 * The start-up overlay of the existing site, hidden 3 seconds after the page began
 * (docs/rules.md#constants), and never shown again in the same page view. It lets clicks through
 * and covers nothing the page needs: sections loading later show their own skeleton.
 */
export function Loader() {
  const { t } = useTranslation();
  // The server always draws it, and so does the browser's first render, which must match the
  // server's HTML it takes over even when the script arrived after the 3 seconds (the effect then
  // hides it at once). Later mounts in the page view draw it only within the 3 seconds.
  const [visible, setVisible] = useState(() => {
    if (typeof window === 'undefined') return true;
    const firstMount = hideAt === undefined;
    return remainingMs() > 0 || firstMount;
  });
  useEffect(() => {
    if (!visible) return undefined;
    const timer = window.setTimeout(() => setVisible(false), remainingMs());
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div className="loader" role="status" aria-busy="true" aria-live="polite" data-testid="loader">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('ui.loading')}</span>
    </div>
  );
}
