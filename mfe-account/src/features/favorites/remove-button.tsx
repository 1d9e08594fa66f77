import { useWishlistStore } from '@betoch/shared';
import { useT } from '../../i18n';

interface Props {
  id: string;
  /** Called after the removal, e.g. to move focus off the card that disappears. */
  onRemoved?(): void;
}

/** "Remove from wishlist": removes by id; the store shows the spec's toast. */
export function RemoveButton({ id, onRemoved }: Props) {
  const { t } = useT();
  const remove = useWishlistStore((s) => s.remove);
  const label = t('favorites.remove');
  return (
    <button
      type="button"
      className="icon-btn favorites__remove"
      aria-label={label}
      title={label}
      onClick={() => {
        remove(id);
        onRemoved?.();
      }}
    >
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 7h14M10 7V4.5h4V7M7 7l1 13h8l1-13M10.5 11v5.5M13.5 11v5.5" />
      </svg>
    </button>
  );
}
