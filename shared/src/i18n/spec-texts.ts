import { LOGOUT_CONFIRM } from '../domain/constants';
import { specText } from '@betoch/shared/singleton';

// The list toasts are raised by the list stores, so their texts live in the singleton contract.
export { listToastText } from '@betoch/shared/singleton';

/**
 * The logout confirmation's title, text and button in the visitor's language
 * (docs/texts.md#log-out-dialog in English).
 */
export function logoutConfirmTexts(): Record<keyof typeof LOGOUT_CONFIRM, string> {
  return {
    title: specText('logoutConfirm.title', LOGOUT_CONFIRM.title),
    text: specText('logoutConfirm.text', LOGOUT_CONFIRM.text),
    confirmButton: specText('logoutConfirm.confirmButton', LOGOUT_CONFIRM.confirmButton),
  };
}
