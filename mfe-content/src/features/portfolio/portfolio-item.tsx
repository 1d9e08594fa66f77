import { Link } from '@betoch/shared/router';
import { dealOf, propertyUrl, useTagLabel, type Property } from '@betoch/shared';
import { DataImage } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

/** A property of the portfolio: its picture, with title, type and city over it. */
export function PortfolioItem({ property, eager }: { property: Property; eager: boolean }) {
  const { t } = usePagesT();
  const label = useTagLabel();
  const image = property.images[0];
  return (
    <li className="cnt-portfolio__item">
      <Link className="cnt-portfolio__link" to={propertyUrl(property.id)}>
        {image ? (
          <DataImage
            image={image}
            className="cnt-portfolio__image"
            alt=""
            load={eager ? 'eager' : 'lazy'}
          />
        ) : null}
        <span className="cnt-portfolio__caption">
          <span className="cnt-portfolio__badge">
            {t(dealOf(property.id) === 'sale' ? 'portfolio.sale' : 'portfolio.rent')} ·{' '}
            {label(property.type)}
          </span>
          <span className="cnt-portfolio__title">{property.title}</span>
          <span className="cnt-portfolio__city">
            {[property.subCity, property.city]
              .filter((part): part is string => Boolean(part))
              .map(label)
              .join(', ')}
          </span>
        </span>
      </Link>
    </li>
  );
}
