import { Link } from '@betoch/shared/router';
import { HOME_PATH, useAgency, CONTACT_OFFICE_PATH } from '@betoch/shared';
import { Breadcrumbs, DataImage, DataState, PageHeading, SectionTitle } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { AboutStats } from './about-stats';
import { AboutTeam } from './about-team';
import { AboutValues } from './about-values';
import './about.css';

/** About the agency (agency.json): story, figures, values and the team of agents. */
export function AboutPage() {
  const { t } = usePagesT();
  const agency = useAgency();
  return (
    <div className="container cnt-about-page">
      <Breadcrumbs
        items={[{ label: t('common.home'), to: HOME_PATH }, { label: t('about.title') }]}
      />
      <PageHeading title={t('about.title')} subtitle={agency.data?.tagline} />
      <DataState {...agency}>
        {(data) => (
          <>
            <section className="cnt-about-story section">
              <div className="cnt-about-story__text">
                <SectionTitle title={t('about.story')} />
                {data.about.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                <Link className="btn btn--primary" to={CONTACT_OFFICE_PATH}>
                  {t('about.contact')}
                </Link>
              </div>
              <DataImage image={data.image} className="cnt-about-story__image" load="eager" />
            </section>
            <AboutStats stats={data.stats} />
          </>
        )}
      </DataState>
      <AboutValues />
      <AboutTeam />
    </div>
  );
}
