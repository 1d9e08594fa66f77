import type { Stat } from '@betoch/shared';
import { numberLocales, useLanguageStore } from '@betoch/shared';
import './agency-stats.css';

/** The agency's key figures, as a definition list. */
export function AgencyStats({ stats }: { stats: readonly Stat[] }) {
  const language = useLanguageStore((s) => s.language);
  const format = new Intl.NumberFormat(numberLocales(language));
  return (
    <dl className="cnt-agency-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="cnt-agency-stats__item">
          <dt className="cnt-agency-stats__label">{stat.label}</dt>
          <dd className="cnt-agency-stats__value">{format.format(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
