import {
  dealOf,
  listingTextLang,
  useDataLanguage,
  useTagLabel,
  type Property,
} from '@betoch/shared';
import {
  AgreementLink,
  CompareButton,
  PageHeading,
  Price,
  WishlistButton,
} from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { ShareButton } from '../share/share-button';
import { Icon } from './icon';
import { KeyFacts } from './key-facts';
import { PropertyPublisher } from './property-publisher';
import './property-summary.css';

interface Props {
  property: Property;
  /** Hide the facts when the layout shows them elsewhere. */
  showFacts?: boolean;
}

/**
 * The page's heading: deal, type, title, address, a seller's listing's publisher, price, the list
 * buttons, the link to this property's lease or sale agreement, and the key facts.
 */
export function PropertySummary({ property, showFacts = true }: Props) {
  const { t } = useT();
  const label = useTagLabel();
  const language = useDataLanguage();
  const deal = dealOf(property.id);
  return (
    <div className="prp-property-summary">
      <div className="prp-property-summary__top">
        <div className="prp-property-summary__titles">
          <p className="prp-property-summary__tags">
            <span className={`prp-deal-badge prp-deal-badge--${deal}`}>
              {t(deal === 'sale' ? 'deal.sale' : 'deal.rent')}
            </span>
            <span className="prp-property-summary__type">{label(property.type)}</span>
          </p>
          <PageHeading title={property.title} lang={listingTextLang(property, 'title', language)} />
          <p className="prp-property-summary__address muted">
            <Icon name="pin" />
            <span>{property.address}</span>
          </p>
          <PropertyPublisher property={property} />
        </div>
        <div className="prp-property-summary__aside">
          <Price className="price prp-property-summary__price" usd={property.price} deal={deal} />
          <div
            className="prp-property-summary__actions"
            role="group"
            aria-label={t('summary.actions')}
          >
            <WishlistButton property={property} />
            <CompareButton property={property} />
            <ShareButton title={property.title} />
          </div>
          <AgreementLink id={property.id} />
        </div>
      </div>
      {showFacts ? <KeyFacts property={property} /> : null}
    </div>
  );
}
