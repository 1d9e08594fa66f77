import { useId } from 'react';
import type { StoredProperty } from '@betoch/shared';
import { RemoveFromListButton } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './favorites.css';

interface Props {
  /** The entry as saved: its title, when it has one, is what the visitor knew it by. */
  property: StoredProperty;
  /** After the removal: focus moves off the card that disappears. */
  onRemoved(): void;
}

/**
 * A saved listing its publisher withdrew (docs/publishing.md "On the site"): its title, or its
 * id, "No longer available", and the button that takes it out of the wishlist. No link: its page
 * only says the same.
 */
export function WithdrawnFavorite({ property, onRemoved }: Props) {
  const { t } = useT();
  const headingId = useId();
  return (
    <article className="card acc-favorites__withdrawn" aria-labelledby={headingId}>
      <h2 className="acc-favorites__withdrawn-title" id={headingId}>
        {property.title || t('property.untitled', { id: property.id })}
      </h2>
      <p className="acc-favorites__withdrawn-status">{t('favorites.withdrawn')}</p>
      <p className="muted">{t('favorites.withdrawnText')}</p>
      <div className="acc-favorites__withdrawn-actions">
        <RemoveFromListButton list="wishlist" id={property.id} onRemoved={onRemoved} />
      </div>
    </article>
  );
}
