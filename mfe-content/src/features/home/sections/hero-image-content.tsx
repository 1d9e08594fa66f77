import { DataImage } from '@betoch/shared/ui';
import { Link } from '@betoch/shared/router';
import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HERO_IMAGES } from '../hero/hero-images';
import { listingSearchUrl } from '../search/listing-search-url';
import { DEAL_TAGS } from '../search/search-options';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** Image with content: an illustration beside the headline and what renting with us means. */
export function HeroImageContent() {
  const { t } = useT();
  const image = HERO_IMAGES.rent;
  return (
    <HeroFrame
      kind="image-content"
      title={t('hero.imageContent.title')}
      subtitle={t('hero.imageContent.subtitle')}
      picture={<DataImage image={image} alt={t('hero.imageContent.imageAlt')} load="priority" />}
    >
      <ul className="cnt-hero-checklist">
        {POINTS.map((key) => (
          <li key={key}>{t(`hero.imageContent.${key}`)}</li>
        ))}
      </ul>
      <div className="cnt-hero__actions">
        <Link
          className="btn btn--primary"
          to={listingSearchUrl({ tags: [DEAL_TAGS.rent], sort: 'newest' })}
        >
          {t('hero.seeRentals')}
        </Link>
      </div>
    </HeroFrame>
  );
}
