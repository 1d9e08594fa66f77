import { Link } from '@betoch/shared/router';
import { MY_PROPERTIES_PATH } from '@betoch/shared';
import { LineIcon } from '@betoch/shared/ui';
import { useUnreadCount } from '../inbox/unread-count';
import { useT } from '../../i18n';

// 24×24 outline path: an envelope.
const ENVELOPE_ICON = 'M3.5 6.5h17v11h-17zM3.5 6.5l8.5 6.5 8.5-6.5';

/** The unread enquiries beside the account: a link to the inbox, only when there are some. */
export function UnreadLink() {
  const { t } = useT();
  const count = useUnreadCount();
  if (!count) return null;
  const label = t('widget.unread', { count });
  return (
    <Link
      className="icon-btn acc-user-widget__btn acc-user-widget__unread"
      to={`${MY_PROPERTIES_PATH}#inbox`}
      aria-label={label}
      title={label}
    >
      <LineIcon path={ENVELOPE_ICON} />
      <span className="acc-user-widget__count" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
