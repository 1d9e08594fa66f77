import { Link } from '@betoch/shared/router';
import {
  useCurrencyStore,
  useLanguageStore,
  usePricingPlans,
  CONTACT_OFFICE_PATH,
} from '@betoch/shared';
import { formatDualPrice } from './plan-price';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import './pricing-plans.css';

/** Listing plans (`pricing-plan.json`), priced in the visitor's currency. */
export function PricingPlans() {
  const { t } = useT();
  const currency = useCurrencyStore((s) => s.currency);
  const language = useLanguageStore((s) => s.language);
  const section = usePricingPlans();
  return (
    <HomeSection
      name="pricing"
      tinted
      title={t('sections.pricing.title')}
      subtitle={t('sections.pricing.subtitle')}
    >
      <DataState {...section}>
        {(data) => (
          <>
            <ul className="cnt-home-grid cnt-plan-grid">
              {data.plans.map((plan) => (
                <li
                  key={plan.id}
                  className={`card cnt-plan${plan.highlighted ? ' cnt-plan--highlighted' : ''}`}
                >
                  {plan.highlighted ? (
                    <p className="cnt-plan__badge">{t('sections.pricing.popular')}</p>
                  ) : null}
                  <h3 className="cnt-plan__name">{plan.name}</h3>
                  <p className="cnt-plan__price">
                    {plan.priceUsd === 0 ? (
                      t('sections.pricing.free')
                    ) : (
                      <>
                        <span className="cnt-plan__amount">
                          {formatDualPrice(plan, currency, language)}
                        </span>{' '}
                        <span className="muted">{t(`sections.pricing.per.${plan.period}`)}</span>
                      </>
                    )}
                  </p>
                  <ul className="cnt-plan__features">
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <Link
                    className={`btn${plan.highlighted ? ' btn--primary' : ''}`}
                    to={CONTACT_OFFICE_PATH}
                  >
                    {t('sections.pricing.choose')}
                    <span className="visually-hidden">: {plan.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {data.note ? <p className="muted cnt-plan-note">{data.note}</p> : null}
          </>
        )}
      </DataState>
    </HomeSection>
  );
}
