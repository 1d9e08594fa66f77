import { useTranslation } from '@betoch/shared/singleton';
import type { ListName } from '../../domain/constants';
import { ListIcon } from './list-icon';
import { LIST_STORES } from './list-stores';
import './list-buttons.css';

interface Props {
  list: ListName;
  /** The id of the property to remove. */
  id: string;
  /** Called after the removal, e.g. to move focus off the card that disappears. */
  onRemoved?(): void;
}

const LABEL_KEYS: Record<ListName, string> = {
  wishlist: 'property.removeFromWishlist',
  compare: 'property.removeFromCompare',
};

/** "Remove from wishlist" / "Remove from compare" icon button (the store shows the toast). */
export function RemoveFromListButton({ list, id, onRemoved }: Props) {
  const { t } = useTranslation();
  const remove = LIST_STORES[list]((s) => s.remove);
  const label = t(LABEL_KEYS[list]);
  return (
    <button
      type="button"
      className="icon-btn list-btn list-btn--remove"
      aria-label={label}
      title={label}
      onClick={() => {
        remove(id);
        onRemoved?.();
      }}
    >
      <ListIcon name="remove" />
    </button>
  );
}
