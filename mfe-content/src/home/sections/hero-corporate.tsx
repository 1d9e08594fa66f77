import { Link } from '@betoch/shared/router';
import { useAgency } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../i18n';
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
      aside={
        <img
          src={office.src}
          width={office.width}
          height={office.height}
          alt={t('hero.corporate.imageAlt')}
          fetchPriority="high"
          decoding="async"
        />
      }
    >
      <div className="cnt-hero__actions">
        <Link className="btn btn--primary" to="/listing/grid-view/3-grid/no-sidebar">
          {t('hero.browse')}
        </Link>
        <Link className="btn" to="/contact/contact-1">
          {t('hero.contactUs')}
        </Link>
      </div>
      <DataState {...agency}>{(data) => <AgencyStats stats={data.stats} />}</DataState>
    </HeroFrame>
  );
}
