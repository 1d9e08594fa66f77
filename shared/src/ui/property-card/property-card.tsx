import type { ReactNode } from 'react';
import { Link } from '@betoch/shared/router';
import { useTranslation } from '@betoch/shared/singleton';
import { useDataLanguage, useTagLabel } from '../../data/hooks';
import { formatDate } from '../../domain/dates';
import { listingTextLang } from '../../domain/listing-text-language';
import { propertyUrl } from '../../domain/links';
import { dealOf } from '../../domain/property-id';
import type { StoredProperty } from '../../domain/property-list';
import { useLanguageStore } from '../../stores/language-store';
import { DataImage, type ImageLoad } from '../data-image/data-image';
import { useDataModeEffects } from '../data-mode/use-data-mode';
import { CompareButton } from '../list-buttons/compare-button';
import { WishlistButton } from '../list-buttons/wishlist-button';
import { Price } from '../price/price';
import { PropertyFacts } from './property-facts';
import './property-card.css';

/**
 * How wide a card's picture is drawn (`sizes`), for a seller's photo made at several widths: its
 * column's width, the whole window on a phone, half of it in two columns, a third of the
 * 1,200-pixel page in three (about 380 pixels: docs/publishing.md#photos).
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 380px, (min-width: 840px) 33vw, (min-width: 560px) 50vw, 100vw';

/** The same for a card in the list layout: its picture takes two fifths of the row from 720 pixels. */
export const LIST_CARD_IMAGE_SIZES = '(min-width: 1200px) 480px, (min-width: 720px) 40vw, 100vw';

interface Props {
  /** A full listing, or a wishlist entry saved by an older version (any field but id may lack). */
  property: StoredProperty;
  layout?: 'grid' | 'list';
  headingLevel?: 2 | 3;
  /** Replaces the wishlist and compare buttons, e.g. a "Remove from wishlist" button. */
  actions?: ReactNode;
  /** How the picture loads: lazily below the fold (the default), at once above it, or first of all. */
  load?: ImageLoad;
}

/** A listing as a card: picture, deal badge, title (the link to details), place, price, facts. */
export function PropertyCard({
  property,
  layout = 'grid',
  headingLevel = 3,
  actions,
  load = 'lazy',
}: Props) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  // The data's language, the same on the server and in the browser's first render.
  const dataLanguage = useDataLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const deal = dealOf(property.id);
  const image = property.images?.[0];
  const label = useTagLabel();
  // Saving data: the narrowest file, fetched only as the card scrolls into view.
  const { smallestCardPhotos } = useDataModeEffects();
  const place =
    [property.subCity, property.city]
      .filter((part): part is string => Boolean(part))
      .map(label)
      .join(', ') || property.address;
  const hasPrice = typeof property.price === 'number' && Number.isFinite(property.price);

  return (
    <article className={`card property-card property-card--${layout}`}>
      <div className="property-card__media">
        {image ? (
          <DataImage
            image={image}
            className="property-card__image"
            load={smallestCardPhotos ? 'lazy' : load}
            smallest={smallestCardPhotos}
            sizes={layout === 'list' ? LIST_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES}
          />
        ) : (
          <div className="property-card__image property-card__image--empty" />
        )}
        <span className={`property-card__badge property-card__badge--${deal}`}>
          {t(deal === 'sale' ? 'property.forSale' : 'property.forRent')}
        </span>
      </div>
      <div className="property-card__body">
        {property.type ? <p className="property-card__type">{label(property.type)}</p> : null}
        <Heading
          className="property-card__title"
          lang={property.title ? listingTextLang(property, 'title', dataLanguage) : undefined}
        >
          <Link className="property-card__link" to={propertyUrl(property.id)}>
            {property.title || t('property.untitled', { id: property.id })}
          </Link>
        </Heading>
        {place ? <p className="property-card__place muted">{place}</p> : null}
        {hasPrice ? (
          <Price className="price property-card__price" usd={property.price ?? 0} deal={deal} />
        ) : null}
        <PropertyFacts property={property} />
        <div className="property-card__footer">
          {property.date ? (
            <p className="property-card__date muted">
              {t('property.listed')}{' '}
              <time dateTime={property.date} dir="ltr">
                {formatDate(property.date, language)}
              </time>
            </p>
          ) : (
            <span />
          )}
          <div className="property-card__actions">
            {actions ?? (
              <>
                <WishlistButton property={property} />
                <CompareButton property={property} />
              </>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
