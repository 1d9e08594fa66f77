import { COMPARE_PATH, useCurrentProperties } from '@betoch/shared';
import { useRef } from 'react';
import { Link } from '@betoch/shared/router';
import type { StoredProperty } from '@betoch/shared';
import { AgreementLink, PropertyCard, RemoveFromListButton } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './favorites.css';

/** The cards; the data set is fetched (to refresh old entries) only when there is something to show. */
export function FavoritesGrid({ items }: { items: StoredProperty[] }) {
  const { t } = useT();
  const entries = useCurrentProperties(items);
  const summary = useRef<HTMLParagraphElement>(null);

  return (
    <div className="acc-favorites">
      <div className="acc-favorites__bar">
        <p className="acc-favorites__count" ref={summary} tabIndex={-1}>
          {t('favorites.count', { count: entries.length })}
        </p>
        <Link className="btn" to={COMPARE_PATH}>
          {t('favorites.compare')}
        </Link>
      </div>
      <ul className="acc-favorites__grid">
        {entries.map((property) => (
          <li key={property.id}>
            <PropertyCard
              property={property}
              headingLevel={2}
              actions={
                // The card disappears with its button: focus goes to the count, not the page top.
                <RemoveFromListButton
                  list="wishlist"
                  id={property.id}
                  onRemoved={() => summary.current?.focus()}
                />
              }
            />
            <AgreementLink id={property.id} />
          </li>
        ))}
      </ul>
    </div>
  );
}
