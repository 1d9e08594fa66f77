import { useTranslation } from '@betoch/shared/singleton';
import type { ListName } from '../../domain/constants';
import type { StoredProperty } from '../../domain/property-list';
import { ListIcon } from './list-icon';
import { LIST_STORES } from './list-stores';
import './list-buttons.css';

interface Props {
  list: ListName;
  property: StoredProperty;
}

const LABEL_KEYS: Record<ListName, string> = {
  wishlist: 'property.addToWishlist',
  compare: 'property.addToCompare',
};

/**
 * The icon button that adds a property to a list; pressed once it is there. Pressing it again still
 * calls `add`, whose "Already exist" toast is what the old site showed
 * (docs/rules.md#wishlist-and-compare).
 */
export function AddToListButton({ list, property }: Props) {
  const { t } = useTranslation();
  const useStore = LIST_STORES[list];
  const inList = useStore((s) => s.items.some((item) => item.id === property.id));
  const add = useStore((s) => s.add);
  const label = t(LABEL_KEYS[list]);
  return (
    <button
      type="button"
      className={`icon-btn list-btn list-btn--${list}`}
      aria-label={label}
      aria-pressed={inList}
      title={label}
      onClick={() => add(property)}
    >
      <ListIcon name={list} />
    </button>
  );
}
