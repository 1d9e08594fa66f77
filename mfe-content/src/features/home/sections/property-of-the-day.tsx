import { usePropertyOfTheDay } from '@betoch/shared';
import { DataState, EmptyState, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import './property-of-the-day.css';

/** Property of the day (`property-of-the-day.json`): one listing, large, with why we chose it. */
export function PropertyOfTheDay() {
  const { t } = useT();
  const section = usePropertyOfTheDay();
  return (
    <HomeSection
      name="property-of-the-day"
      title={t('sections.propertyOfTheDay.title')}
      subtitle={t('sections.propertyOfTheDay.subtitle')}
    >
      <DataState {...section}>
        {(data) =>
          data.property ? (
            <div className="cnt-pick-of-day">
              <PropertyCard property={data.property} layout="list" />
              {data.note ? (
                <p className="cnt-pick-of-day__note">
                  <strong>{t('sections.propertyOfTheDay.why')}</strong> {data.note}
                </p>
              ) : null}
            </div>
          ) : (
            <EmptyState title={t('sections.noProperties')} />
          )
        }
      </DataState>
    </HomeSection>
  );
}
