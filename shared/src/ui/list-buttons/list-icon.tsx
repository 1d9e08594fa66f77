import type { ListName } from '../../domain/constants';
import { LineIcon } from '../line-icon/line-icon';

// Inline paths (24×24 viewBox): no icon font or image request for the cards' buttons.
const PATHS: Record<ListName | 'remove', string> = {
  wishlist:
    'M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z',
  compare: 'M7 4v13M4 14l3 3 3-3M17 20V7M14 10l3-3 3 3',
  remove: 'M5 7h14M10 7V4.5h4V7M7 7l1 13h8l1-13M10.5 11v5.5M13.5 11v5.5',
};

/** The decorative icon of a list button; the button itself carries the accessible name. */
export function ListIcon({ name }: { name: ListName | 'remove' }) {
  return <LineIcon path={PATHS[name]} />;
}
