import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useThemeStore } from '@betoch/shared';

/** The site's one toast container: remotes call `toast` through the shared react-toastify. */
export function Toasts() {
  const rtl = useThemeStore((s) => s.rtl);
  const dark = useThemeStore((s) => s.dark);
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
