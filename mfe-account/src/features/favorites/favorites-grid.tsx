import { COMPARE_PATH, useSavedListings } from '@betoch/shared';
import { useRef } from 'react';
import { Link } from '@betoch/shared/router';
import type { StoredProperty } from '@betoch/shared';
import { AgreementLink, PropertyCard, RemoveFromListButton } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { WithdrawnFavorite } from './withdrawn-favorite';
import './favorites.css';

/**
 * The cards; the listings are asked for (to refresh old entries, and to learn which were
 * withdrawn) only when there is something to show.
 */
export function FavoritesGrid({ items }: { items: StoredProperty[] }) {
  const { t } = useT();
  const entries = useSavedListings(items);
  const summary = useRef<HTMLParagraphElement>(null);
  // A card disappears with its button: focus goes to the count, not the page top.
  const focusSummary = () => summary.current?.focus();

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
        {entries.map(({ property, withdrawn }) => (
          <li key={property.id}>
            {withdrawn ? (
              <WithdrawnFavorite property={property} onRemoved={focusSummary} />
            ) : (
              <>
                <PropertyCard
                  property={property}
                  headingLevel={2}
                  actions={
                    <RemoveFromListButton
                      list="wishlist"
                      id={property.id}
                      onRemoved={focusSummary}
                    />
                  }
                />
                <AgreementLink id={property.id} />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
