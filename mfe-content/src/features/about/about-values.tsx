import { SectionTitle } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

const VALUES = ['visited', 'honest', 'paperwork', 'everyone'] as const;

/** What the agency promises, in four short blocks. */
export function AboutValues() {
  const { t } = usePagesT();
  return (
    <section className="cnt-about-values section">
      <SectionTitle title={t('about.valuesTitle')} subtitle={t('about.valuesSubtitle')} />
      <ul className="cnt-about-values__list">
        {VALUES.map((value, index) => (
          <li key={value} className="cnt-about-values__item card">
            <span className="cnt-about-values__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{t(`about.values.${value}.title`)}</h3>
            <p className="muted">{t(`about.values.${value}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
