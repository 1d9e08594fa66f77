import { dealOf, useTagLabel, type Property } from '@betoch/shared';
import {
  AgreementLink,
  CompareButton,
  PageHeading,
  Price,
  WishlistButton,
} from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { Icon } from '../icon/icon';
import { KeyFacts } from './key-facts';
import './property-summary.css';

interface Props {
  property: Property;
  /** Hide the facts when the layout shows them elsewhere. */
  showFacts?: boolean;
}

/**
 * The page's heading: deal, type, title, address, price, the list buttons, the link to this
 * property's lease or sale agreement, and the key facts.
 */
export function PropertySummary({ property, showFacts = true }: Props) {
  const { t } = useT();
  const label = useTagLabel();
  const deal = dealOf(property.id);
  return (
    <div className="property-summary">
      <div className="property-summary__top">
        <div className="property-summary__titles">
          <p className="property-summary__tags">
            <span className={`deal-badge deal-badge--${deal}`}>
              {t(deal === 'sale' ? 'deal.sale' : 'deal.rent')}
            </span>
            <span className="property-summary__type">{label(property.type)}</span>
          </p>
          <PageHeading title={property.title} />
          <p className="property-summary__address muted">
            <Icon name="pin" />
            <span>{property.address}</span>
          </p>
        </div>
        <div className="property-summary__aside">
          <Price className="price property-summary__price" usd={property.price} deal={deal} />
          <div className="property-summary__actions" role="group" aria-label={t('summary.actions')}>
            <WishlistButton property={property} />
            <CompareButton property={property} />
          </div>
          <AgreementLink id={property.id} />
        </div>
      </div>
      {showFacts ? <KeyFacts property={property} /> : null}
    </div>
  );
}
