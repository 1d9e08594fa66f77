import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@betoch/shared/router';
import { useOffline, offlineMarkAddress } from './connection';
import { keptPropertyPages, type KeptPage } from './kept-pages';
import { opensOffline } from './offline-rules';
import { OfflinePage } from './offline-page';
import { keepPropertyPage } from './register';

/**
 * Around each section's route: without a connection, a page that does not open offline (not the
 * visitor's own, not a kept property) is the offline page instead; with one, the section. A
 * property page opened inside the site is handed to the service worker to keep.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const offline = useOffline();
  const [kept, setKept] = useState<KeptPage[] | null>(null);

  useEffect(() => {
    keepPropertyPage(pathname, search);
  }, [pathname, search]);

  useEffect(() => {
    if (!offline) return;
    let live = true;
    keptPropertyPages().then(
      (pages) => live && setKept(pages),
      () => live && setKept([]),
    );
    return () => {
      live = false;
    };
  }, [offline]);

  if (!offline) return children;
  // The worker answered this address with the offline page: it was not kept. A property page
  // is told once the kept pages are read (its section renders meanwhile: a kept one is being
  // taken over).
  const unavailable =
    offlineMarkAddress() === `${pathname}${search}` ||
    opensOffline(pathname, search, kept && kept.map((page) => page.address)) === false;
  return unavailable ? <OfflinePage kept={kept} /> : children;
}
