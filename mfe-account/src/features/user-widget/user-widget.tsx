import { Link } from '@betoch/shared/router';
import { LOGIN_PATH, selectIsLoggedIn, useSessionStore } from '@betoch/shared';
import { AccountLink } from './account-link';
import { UnreadLink } from './unread-link';
import { LineIcon } from '@betoch/shared/ui';
import { useLogout } from '../session/use-logout';
import { useT } from '../../i18n';
import './user-widget.css';

// 24×24 outline paths: a person, and the power symbol.
const USER_ICON =
  'M16 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM4.5 20.5c1.2-3.8 4.1-5.7 7.5-5.7s6.3 1.9 7.5 5.7';
const POWER_ICON = 'M12 3.5v8M7.2 6.3a7.5 7.5 0 1 0 9.6 0';

/**
 * The header's account controls: the user icon to the log-in page
 * (docs/rules.md#session-and-log-out) and, only when logged in, who is logged in, the count of
 * unread enquiries (docs/enquiries.md) and the power icon that starts logout.
 */
export function UserWidget() {
  const { t } = useT();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const logOut = useLogout();

  return (
    <div className="acc-user-widget">
      {loggedIn ? <AccountLink /> : null}
      {loggedIn ? <UnreadLink /> : null}
      <Link
        className="icon-btn acc-user-widget__btn"
        to={LOGIN_PATH}
        aria-label={t('widget.logIn')}
        title={t('widget.logIn')}
      >
        <LineIcon path={USER_ICON} />
      </Link>
      {loggedIn ? (
        <button
          type="button"
          className="icon-btn acc-user-widget__btn"
          aria-label={t('widget.logOut')}
          title={t('widget.logOut')}
          onClick={() => void logOut()}
        >
          <LineIcon path={POWER_ICON} />
        </button>
      ) : null}
    </div>
  );
}
