import { Link, useSearchParams } from '@betoch/shared/router';
import { HOME_PATH, RETURN_TO_PARAM, safeReturnTo, useSessionStore } from '@betoch/shared';
import { useT } from '../../i18n';
import { FAVORITES_LINK, MY_PROPERTIES_LINK } from '../../paths';

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
          <Link className="btn" to={FAVORITES_LINK}>
            {t('favorites.title')}
          </Link>
        </li>
        <li>
          <Link className="btn" to={MY_PROPERTIES_LINK}>
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
