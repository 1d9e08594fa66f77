import { Link, useSearchParams } from '@betoch/shared/router';
import {
  HOME_PATH,
  RETURN_TO_PARAM,
  safeReturnTo,
  useSessionStore,
  FAVORITES_PATH,
  MY_PROPERTIES_PATH,
} from '@betoch/shared';
import { useT } from '../../i18n';
// Its own styles too: the sign-up page shows it without the log-in form.
import './login.css';

/** Shown on the log-in page instead of the form when a session is already there. */
export function LoggedInPanel() {
  const { t } = useT();
  const name = useSessionStore((s) => s.name);
  const email = useSessionStore((s) => s.username);
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_TO_PARAM);
  const target = returnTo ? safeReturnTo(returnTo) : null;

  return (
    <div className="card acc-login__done">
      <p>{t('login.loggedInAs', { name: name ?? '', email: email ?? '' })}</p>
      <ul className="acc-login__links">
        {target ? (
          <li>
            <Link className="btn btn--primary" to={target}>
              {t('login.continue')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="btn" to={FAVORITES_PATH}>
            {t('favorites.title')}
          </Link>
        </li>
        <li>
          <Link className="btn" to={MY_PROPERTIES_PATH}>
            {t('myProperties.title')}
          </Link>
        </li>
        <li>
          <Link className="btn" to={HOME_PATH}>
            {t('login.home')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
