import { LOGOUT_CONFIRM } from '@betoch/shared';
import './logout-dialog.css';

/**
 * Asks the spec's logout question (spec §2, word for word) in a SweetAlert2 dialog that follows
 * the theme (colours, dark mode, RTL). SweetAlert2 is fetched only now: the widget that calls this
 * sits on every page, the dialog is rarely opened. Resolves to true when the visitor confirms.
 */
export async function confirmLogout(cancelButtonText: string): Promise<boolean> {
  const Swal = await import('sweetalert2').then(
    (module) => module.default,
    () => null,
  );
  // The chunk could not be fetched (connection lost): still ask, with the browser's own dialog.
  if (!Swal) return window.confirm(`${LOGOUT_CONFIRM.title}\n${LOGOUT_CONFIRM.text}`);
  const result = await Swal.fire({
    title: LOGOUT_CONFIRM.title,
    text: LOGOUT_CONFIRM.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: LOGOUT_CONFIRM.confirmButton,
    cancelButtonText,
    buttonsStyling: false,
    // The page's own layout keeps its height; SweetAlert2 would otherwise force `height: auto`.
    heightAuto: false,
    customClass: {
      container: 'logout-dialog',
      popup: 'logout-dialog__popup',
      title: 'logout-dialog__title',
      htmlContainer: 'logout-dialog__text',
      icon: 'logout-dialog__icon',
      actions: 'logout-dialog__actions',
      confirmButton: 'btn btn--primary',
      cancelButton: 'btn',
    },
  });
  return result.isConfirmed;
}
