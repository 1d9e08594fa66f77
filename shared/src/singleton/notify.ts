import { TOAST_EVENT } from '../domain/toast-event';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

/**
 * Shows a toast in the site's one container (the shell's), through the shared react-toastify,
 * which is fetched with the first toast rather than on every first visit (6.5 KB gzip). If it
 * cannot be fetched (the connection dropped), that toast is lost with a warning, never thrown;
 * the next `notify` asks for it again (webpack forgets a chunk that failed).
 */
export function notify(message: string, kind: NoticeKind = 'info'): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_EVENT));
  import('react-toastify/unstyled').then(
    ({ toast }) => toast(message, { type: kind }),
    (error: unknown) => console.warn(`[betoch] a notice could not be shown: "${message}"`, error),
  );
}
