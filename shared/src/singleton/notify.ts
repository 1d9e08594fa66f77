import { toast } from 'react-toastify/unstyled';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

/** Shows a toast in the site's one container (the shell's), through the shared react-toastify. */
export function notify(message: string, kind: NoticeKind = 'info'): void {
  toast(message, { type: kind });
}
