import { isLanguage, localizedPath, useLanguageStore, useTranslation } from '@betoch/shared';
import { useLocation, useNavigate } from '@betoch/shared/router';

/**
 * English / አማርኛ / Oromoo (Afaan Oromoo's own short name, as language menus write it, which keeps
 * the select as narrow as the header's row allows); the choice persists (localStorage `language` and the `betoch_lang` cookie) and
 * sets `<html lang>`. The address follows it (`lang=am`, `lang=om`, the other parameters kept), so that it
 * names the language shown when it is shared, bookmarked or reloaded (docs/seo.md). The address
 * is replaced, not pushed: it is the same page, and Back leaves it as before.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <label className="header__select">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          setLanguage(chosen);
          const address = localizedPath(`${pathname}${search}`, chosen);
          if (address !== `${pathname}${search}`) {
            void navigate(`${address}${hash}`, { replace: true });
          }
        }}
      >
        <option value="en">English</option>
        <option value="am" lang="am">
          አማርኛ
        </option>
        <option value="om" lang="om">
          Oromoo
        </option>
      </select>
    </label>
  );
}
