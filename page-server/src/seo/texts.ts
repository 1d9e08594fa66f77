import {
  catalogueTexts,
  SHELL_TEXTS,
  shellAm,
  shellEn,
  shellOm,
  type Language,
  type PageTexts,
} from './sources';

/** The shell's own texts (`shared/assets/i18n`): the generic head of a page no section describes. */
export function shellTexts(language: Language): PageTexts {
  return catalogueTexts(
    {
      en: { [SHELL_TEXTS]: shellEn },
      am: { [SHELL_TEXTS]: shellAm },
      om: { [SHELL_TEXTS]: shellOm },
    },
    language,
  );
}
