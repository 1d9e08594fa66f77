import { useEffect, useState } from 'react';
import { TOAST_EVENT, useThemeStore } from '@betoch/shared';
import { fetchedPart } from '@betoch/shared/ui';

// A chunk that cannot be loaded costs the page view its toasts, not the page.
const ToastContainer = fetchedPart(
  () => import('./toast-container').then((m) => m.default),
  null,
  () => null,
);

/**
 * The site's one toast container: remotes call `notify` through the shared react-toastify. It is
 * empty until the first toast, so it loads then (`notify` raises TOAST_EVENT first); react-toastify
 * shows the toasts raised before it mounted.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  const rtl = useThemeStore((s) => s.rtl);
  const dark = useThemeStore((s) => s.dark);
  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    window.addEventListener(TOAST_EVENT, load);
    return () => window.removeEventListener(TOAST_EVENT, load);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      theme={dark ? 'dark' : 'light'}
      autoClose={4000}
      newestOnTop
      limit={4}
    />
  );
}
