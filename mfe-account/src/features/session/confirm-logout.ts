import { logoutConfirmTexts } from '@betoch/shared';
import './logout-dialog.css';

/**
 * Asks the logout question (docs/texts.md#log-out-dialog, word for word; its translation in
 * Amharic) in a SweetAlert2 dialog that follows the theme (colours, dark mode, RTL). SweetAlert2 is
 * fetched only now: the widget that calls this sits on every page, the dialog is rarely opened.
 * Resolves to true when the visitor confirms.
 */
export async function confirmLogout(cancelButtonText: string): Promise<boolean> {
  const texts = logoutConfirmTexts();
  // The build without injected styles, and its stylesheet as a file: the CSP refuses inline styles.
  const Swal = await Promise.all([
    import(/* webpackChunkName: "sweetalert2" */ 'sweetalert2/dist/sweetalert2.esm.js'),
    import(/* webpackChunkName: "sweetalert2" */ 'sweetalert2/dist/sweetalert2.css'),
  ]).then(
    ([module]) => module.default,
    () => null,
  );
  // The chunk could not be fetched (connection lost): still ask, with the browser's own dialog.
  if (!Swal) return window.confirm(`${texts.title}\n${texts.text}`);
  const result = await Swal.fire({
    title: texts.title,
    text: texts.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: texts.confirmButton,
    cancelButtonText,
    buttonsStyling: false,
    // The page's own layout keeps its height; SweetAlert2 would otherwise force `height: auto`.
    heightAuto: false,
    customClass: {
      container: 'acc-logout-dialog',
      popup: 'acc-logout-dialog__popup',
      title: 'acc-logout-dialog__title',
      htmlContainer: 'acc-logout-dialog__text',
      icon: 'acc-logout-dialog__icon',
      actions: 'acc-logout-dialog__actions',
      confirmButton: 'btn btn--primary',
      cancelButton: 'btn',
    },
  });
  return result.isConfirmed;
}
