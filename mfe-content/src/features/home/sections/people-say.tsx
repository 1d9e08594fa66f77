import { usePeopleSay } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import { Quote } from '../parts/quote';

/** What people say (`people-say.json`): rated reviews. */
export function PeopleSay() {
  const { t } = useT();
  const section = usePeopleSay();
  return (
    <HomeSection
      name="people-say"
      title={t('sections.peopleSay.title')}
      subtitle={t('sections.peopleSay.subtitle')}
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-home-grid cnt-home-grid--wide">
            {data.testimonials.map((review) => (
              <li key={review.id}>
                <Quote
                  text={review.text}
                  name={review.name}
                  detail={review.role}
                  avatar={review.avatar}
                  rating={review.rating}
                  date={review.date}
                />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
