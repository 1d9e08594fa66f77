import { Link } from '@betoch/shared/router';
import { useProvidedServices } from '@betoch/shared';
import { DataImage, DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import './provided-services.css';

/** What we do (`provided-services.json`): a card per service. */
export function ProvidedServices() {
  const { t } = useT();
  const section = useProvidedServices();
  return (
    <HomeSection
      name="services"
      title={t('sections.services.title')}
      subtitle={t('sections.services.subtitle')}
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-home-grid">
            {data.services.map((service) => (
              <li key={service.id} className="card cnt-home-card cnt-service-card">
                <DataImage image={service.icon} className="cnt-service-card__icon" alt="" />
                <h3>{service.title}</h3>
                <p className="muted">{service.text}</p>
                {service.path ? (
                  <Link className="cnt-service-card__more" to={service.path}>
                    {t('sections.services.more')}
                    <span className="visually-hidden">: {service.title}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
