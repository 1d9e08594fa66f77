import { Link, NavLink } from '@betoch/shared/router';
import { HOME_PATH, FAVORITES_PATH, MY_PROPERTIES_PATH } from '@betoch/shared';
import { UserWidget } from './user-widget';
import { useT } from '../../i18n';
import './bare-top-bar.css';

/** The small bar of the pages outside the layout (no shell header there): home, account links. */
export function BareTopBar() {
  const { t } = useT();
  return (
    <div className="acc-bare-bar">
      <div className="container acc-bare-bar__inner">
        <Link className="acc-bare-bar__brand" to={HOME_PATH} title={t('topBar.home')}>
          Betoch
        </Link>
        <nav className="acc-bare-bar__nav" aria-label={t('topBar.label')}>
          <ul className="acc-bare-bar__links">
            <li>
              <NavLink to={FAVORITES_PATH}>{t('topBar.favorites')}</NavLink>
            </li>
            <li>
              <NavLink to={MY_PROPERTIES_PATH}>{t('topBar.myProperties')}</NavLink>
            </li>
          </ul>
        </nav>
        <UserWidget />
      </div>
    </div>
  );
}
