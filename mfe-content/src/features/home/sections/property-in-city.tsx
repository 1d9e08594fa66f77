import { Link } from '@betoch/shared/router';
import { useLanguageStore, usePropertyInCity } from '@betoch/shared';
import { DataImage, DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import { listingSearchUrl } from '../search/listing-search-url';
import './property-in-city.css';

/** Properties by city (`property-in-city.json`): a card per city, leading to its listings. */
export function PropertyInCity() {
  const { t } = useT();
  const language = useLanguageStore((s) => s.language);
  const section = usePropertyInCity();
  return (
    <HomeSection
      name="property-in-city"
      tinted
      title={t('sections.propertyInCity.title')}
      subtitle={t('sections.propertyInCity.subtitle')}
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-home-grid cnt-city-grid">
            {data.cities.map((city) => (
              <li key={city.id}>
                <Link
                  className="cnt-city-card"
                  to={listingSearchUrl({ tags: [city.tag], sort: 'newest' })}
                >
                  <DataImage image={city.image} className="cnt-city-card__image" alt="" />
                  <span className="cnt-city-card__text">
                    <span className="cnt-city-card__name">
                      {language === 'am' && city.nameAm ? city.nameAm : city.name}
                    </span>
                    <span className="cnt-city-card__count">
                      {t('sections.propertyInCity.count', { count: city.count })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
