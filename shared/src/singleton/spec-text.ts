import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LIST_TOASTS, type ListName, type ListToasts } from '../domain/constants';
import { useLanguageStore } from './language-store';

/*
 * The texts that stay word for word (docs/texts.md: the list toasts, the logout dialog): in English
 * they are the constants themselves, never a translation file's copy; in another language they come
 * from `specTexts.…` in the shell's translation file, English when a translation is missing.
 */

/** A spec text in the visitor's language: `specTexts.{key}`, or `english` (spec wording). */
export function specText(key: string, english: string): string {
  const language = useLanguageStore.getState().language;
  if (language === DEFAULT_LANGUAGE || !i18next.isInitialized) return english;
  return i18next.getFixedT(language)(`specTexts.${key}`, { defaultValue: english });
}

/** A wishlist/compare toast in the visitor's language (docs/texts.md#list-toasts in English). */
export function listToastText(list: ListName, kind: keyof ListToasts): string {
  return specText(`listToasts.${list}.${kind}`, LIST_TOASTS[list][kind]);
}
