import { DataImage } from '@betoch/shared/ui';
import { Link } from '@betoch/shared/router';
import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HERO_IMAGES } from '../hero/hero-images';
import { listingSearchUrl } from '../search/listing-search-url';
import { TYPE_OPTIONS } from '../search/search-options';

/** Modern: a large headline, quick links by property type, and a rounded illustration. */
export function HeroModern() {
  const { t } = useT();
  const image = HERO_IMAGES.cities;
  return (
    <HeroFrame
      kind="modern"
      title={t('hero.modern.title')}
      subtitle={t('hero.modern.subtitle')}
      picture={
        <DataImage
          className="cnt-hero-modern__image"
          image={image}
          alt={t('hero.modern.imageAlt')}
          load="priority"
        />
      }
    >
      <nav aria-label={t('hero.modern.typesLabel')}>
        <ul className="cnt-hero-chips">
          {TYPE_OPTIONS.map((option) => (
            <li key={option.tag}>
              <Link
                className="cnt-hero-chips__link"
                to={listingSearchUrl({ tags: [option.tag], sort: 'newest' })}
              >
                {t(option.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </HeroFrame>
  );
}
