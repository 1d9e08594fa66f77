import { Link } from '@betoch/shared/router';
import { useBanner } from '@betoch/shared';
import { DataImage, DataState, PhoneLink, SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import './banner.css';

/** The call to action (`banner.json`): list your property with us. */
export function Banner() {
  const { t } = useT();
  const banner = useBanner();
  return (
    <section className="cnt-home-section cnt-home-section--banner">
      <div className="container">
        <DataState {...banner}>
          {(data) => (
            <div className="cnt-cta-banner">
              <DataImage image={data.image} className="cnt-cta-banner__image" alt="" />
              <div className="cnt-cta-banner__content">
                <SectionTitle
                  title={t('sections.banner.title')}
                  subtitle={t('sections.banner.subtitle')}
                />
                <p className="cnt-cta-banner__text">{data.text}</p>
                <div className="cnt-cta-banner__actions">
                  <Link className="btn btn--primary" to={data.primaryAction.path}>
                    {data.primaryAction.label}
                  </Link>
                  {data.secondaryAction ? (
                    <Link className="btn" to={data.secondaryAction.path}>
                      {data.secondaryAction.label}
                    </Link>
                  ) : null}
                </div>
                {data.phone ? (
                  <p className="cnt-cta-banner__phone">
                    {t('sections.banner.call')} <PhoneLink phone={data.phone} />
                  </p>
                ) : null}
              </div>
            </div>
          )}
        </DataState>
      </div>
    </section>
  );
}
