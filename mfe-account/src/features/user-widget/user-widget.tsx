import { Link } from '@betoch/shared/router';
import { LOGIN_PATH, selectIsLoggedIn, useSessionStore } from '@betoch/shared';
import { AccountLink } from './account-link';
import { PowerIcon } from './power-icon';
import { UserIcon } from './user-icon';
import { useLogout } from '../session/use-logout';
import { useT } from '../../i18n';
import './user-widget.css';

/**
 * The header's account controls: the user icon to the log-in page (spec §2) and, only when logged
 * in, who is logged in and the power icon that starts logout.
 */
export function UserWidget() {
  const { t } = useT();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const logOut = useLogout();

  return (
    <div className="user-widget">
      {loggedIn ? <AccountLink /> : null}
      <Link
        className="icon-btn user-widget__btn"
        to={LOGIN_PATH}
        aria-label={t('widget.logIn')}
        title={t('widget.logIn')}
      >
        <UserIcon />
      </Link>
      {loggedIn ? (
        <button
          type="button"
          className="icon-btn user-widget__btn"
          aria-label={t('widget.logOut')}
          title={t('widget.logOut')}
          onClick={() => void logOut()}
        >
          <PowerIcon />
        </button>
      ) : null}
    </div>
  );
}
