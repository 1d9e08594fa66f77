import { Link } from '@betoch/shared/router';
import {
  formatDate,
  useAgency,
  useLanguageStore,
  type Agency,
  LISTINGS_PATH,
} from '@betoch/shared';
import { DataImage, DataState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { Countdown } from './countdown';
import { NotifyForm } from './notify-form';
import './coming-soon.css';

export type ComingSoonVariant = 1 | 2 | 3;

/** What each page announces and when (midnight in Addis Ababa, UTC+3). */
const LAUNCHES: Record<ComingSoonVariant, { key: string; date: string; utc: number }> = {
  // Enkutatash, the Ethiopian New Year (1 Meskerem 2020).
  1: { key: 'app', date: '2027-09-11', utc: Date.UTC(2027, 8, 10, 21) },
  2: { key: 'tours', date: '2027-03-01', utc: Date.UTC(2027, 1, 28, 21) },
  3: { key: 'cities', date: '2027-06-01', utc: Date.UTC(2027, 4, 31, 21) },
};

/**
 * Three "coming soon" pages: 1 = a countdown to the Betoch app; 2 = virtual tours, with what they
 * will offer and the office picture; 3 = new cities, a quiet card pointing to today's listings.
 */
export function ComingSoonPage({ variant }: { variant: ComingSoonVariant }) {
  const { t } = usePagesT();
  const language = useLanguageStore((s) => s.language);
  const agency = useAgency();
  const launch = LAUNCHES[variant];
  const prefix = `soon.${launch.key}`;
  const date = formatDate(launch.date, language);
  const notify = (data: Agency) => (
    <NotifyForm recipient={data.email} topic={t(`${prefix}.topic`)} />
  );

  return (
    <div className={`cnt-coming-soon cnt-coming-soon--${variant}`}>
      <div className="container cnt-coming-soon__inner">
        <div className="cnt-coming-soon__content">
          <p className="cnt-coming-soon__eyebrow">{t('soon.eyebrow')}</p>
          <PageHeading title={t(`${prefix}.title`)} subtitle={t(`${prefix}.text`)} />
          <p className="cnt-coming-soon__date">
            {t('soon.launch')} <time dateTime={launch.date}>{date}</time>
          </p>
          {variant !== 3 ? <Countdown target={launch.utc} /> : null}
          {variant === 2 ? (
            <ul className="cnt-coming-soon__features">
              {(['rooms', 'measure', 'share'] as const).map((item) => (
                <li key={item}>{t(`soon.tours.features.${item}`)}</li>
              ))}
            </ul>
          ) : null}
          <DataState {...agency}>{notify}</DataState>
          {variant === 3 ? (
            <p className="cnt-coming-soon__meanwhile">
              {t('soon.meanwhile')} <Link to={LISTINGS_PATH}>{t('soon.browse')}</Link>
            </p>
          ) : null}
        </div>
        {variant === 2 && agency.data ? (
          <DataImage image={agency.data.image} className="cnt-coming-soon__image" load="eager" />
        ) : null}
      </div>
    </div>
  );
}
