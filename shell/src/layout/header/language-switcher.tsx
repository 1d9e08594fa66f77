import { isLanguage, useLanguageStore, useTranslation } from '@betoch/shared';

/** English / አማርኛ; the choice persists (localStorage `language`) and sets `<html lang>`. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  return (
    <label className="header__select">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        <option value="en">English</option>
        <option value="am" lang="am">
          አማርኛ
        </option>
      </select>
    </label>
  );
}
