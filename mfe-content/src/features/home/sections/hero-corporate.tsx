import { Link } from '@betoch/shared/router';
import { useAgency, LISTINGS_WIDE_GRID_PATH, CONTACT_OFFICE_PATH } from '@betoch/shared';
import { DataState, DataImage } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HERO_IMAGES } from '../hero/hero-images';
import { AgencyStats } from '../parts/agency-stats';

/** Corporate: the agency's promise, its figures and its office. */
export function HeroCorporate() {
  const { t } = useT();
  const agency = useAgency();
  const office = HERO_IMAGES.office;
  return (
    <HeroFrame
      kind="corporate"
      title={t('hero.corporate.title')}
      subtitle={t('hero.corporate.subtitle')}
      picture={<DataImage image={office} alt={t('hero.corporate.imageAlt')} load="priority" />}
    >
      <div className="cnt-hero__actions">
        <Link className="btn btn--primary" to={LISTINGS_WIDE_GRID_PATH}>
          {t('hero.browse')}
        </Link>
        <Link className="btn" to={CONTACT_OFFICE_PATH}>
          {t('hero.contactUs')}
        </Link>
      </div>
      <DataState {...agency}>{(data) => <AgencyStats stats={data.stats} />}</DataState>
    </HeroFrame>
  );
}
