import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HeroSearchForm } from '../search/hero-search-form';

const PROMISES = ['verified', 'agents', 'contracts'] as const;

/** Enterprise: a bold band with the search and the three promises of the agency. */
export function HeroEnterprise() {
  const { t } = useT();
  return (
    <HeroFrame
      kind="enterprise"
      title={t('hero.enterprise.title')}
      subtitle={t('hero.enterprise.subtitle')}
    >
      <HeroSearchForm />
      <ul className="cnt-hero-promises">
        {PROMISES.map((key) => (
          <li key={key} className="cnt-hero-promises__item">
            <strong>{t(`hero.promise.${key}.title`)}</strong>
            <span>{t(`hero.promise.${key}.text`)}</span>
          </li>
        ))}
      </ul>
    </HeroFrame>
  );
}
