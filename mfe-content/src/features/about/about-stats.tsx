import type { Stat } from '@betoch/shared';
import { numberLocales, useLanguageStore } from '@betoch/shared';
import { usePagesT } from '../../i18n-pages';

/** The agency's figures (homes sold, rented …) as large numbers. */
export function AboutStats({ stats }: { stats: Stat[] }) {
  const { t } = usePagesT();
  const language = useLanguageStore((s) => s.language);
  const format = new Intl.NumberFormat(numberLocales(language));
  return (
    <section className="cnt-about-stats section" aria-label={t('about.figures')}>
      <ul className="cnt-about-stats__list">
        {stats.map((stat) => (
          <li key={stat.label} className="cnt-about-stats__item card">
            <span className="cnt-about-stats__value">{format.format(stat.value)}</span>
            <span className="cnt-about-stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
