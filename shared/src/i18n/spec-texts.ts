import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LIST_TOASTS,
  LOGOUT_CONFIRM,
  type ListName,
  type ListToasts,
} from '../domain/constants';
import { useLanguageStore } from '../stores/language-store';

/*
 * The texts the spec gives word for word (the list toasts, the logout dialog): in English they are
 * the spec's constants themselves, never a translation file's copy; in another language they come
 * from `specTexts.…` in the shell's translation file, English when a translation is missing.
 */

function specText(key: string, english: string): string {
  const language = useLanguageStore.getState().language;
  if (language === DEFAULT_LANGUAGE || !i18next.isInitialized) return english;
  return i18next.getFixedT(language)(`specTexts.${key}`, { defaultValue: english });
}

/** A wishlist/compare toast in the visitor's language (spec §8 in English). */
export function listToastText(list: ListName, kind: keyof ListToasts): string {
  return specText(`listToasts.${list}.${kind}`, LIST_TOASTS[list][kind]);
}

/** The logout confirmation's title, text and button in the visitor's language (spec §2 in English). */
export function logoutConfirmTexts(): Record<keyof typeof LOGOUT_CONFIRM, string> {
  return {
    title: specText('logoutConfirm.title', LOGOUT_CONFIRM.title),
    text: specText('logoutConfirm.text', LOGOUT_CONFIRM.text),
    confirmButton: specText('logoutConfirm.confirmButton', LOGOUT_CONFIRM.confirmButton),
  };
}
