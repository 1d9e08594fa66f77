import { dealOf, useNewOffers } from '@betoch/shared';
import { DataState, Price, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import './new-offer.css';

/** Reduced-price listings (`new-offer.json`): each card with its offer and its former price. */
export function NewOffer() {
  const { t } = useT();
  const section = useNewOffers();
  return (
    <HomeSection
      name="new-offer"
      tinted
      title={t('sections.newOffer.title')}
      subtitle={t('sections.newOffer.subtitle')}
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-home-grid">
            {data.offers.map((offer) => (
              <li key={offer.property.id} className="cnt-new-offer">
                <p className="cnt-new-offer__tag">
                  <span className="cnt-new-offer__label">{offer.label}</span>
                  {offer.previousPrice !== undefined ? (
                    <span className="cnt-new-offer__was">
                      {t('sections.newOffer.was')}{' '}
                      <s>
                        <Price usd={offer.previousPrice} deal={dealOf(offer.property.id)} />
                      </s>
                    </span>
                  ) : null}
                </p>
                <PropertyCard property={offer.property} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
