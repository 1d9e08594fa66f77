import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_EVENT, useThemeStore } from '@betoch/shared';

const ToastContainer = lazy(() => import('./toast-container'));

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
    <Suspense fallback={null}>
      <ToastContainer
        position={rtl ? 'top-left' : 'top-right'}
        rtl={rtl}
        theme={dark ? 'dark' : 'light'}
        autoClose={4000}
        newestOnTop
        limit={4}
      />
    </Suspense>
  );
}
