import { useState } from 'react';
import { Link, useLocation } from '@betoch/shared/router';
import { HOME_PATH, useTranslation } from '@betoch/shared';
import { Icon } from '../icons';
import { CurrencySwitcher } from './currency-switcher';
import { DataSwitch } from './data-switch';
import { LanguageSwitcher } from './language-switcher';
import { ListLinks } from './list-links';
import { MainMenu } from './main-menu';
import { UserSlot } from './user-slot';
import './header.css';

/**
 * The site header: logo, menu (a drawer under 992 px), language, currency, the low-data switch,
 * the wishlist and compare links with their counts, and the user widget.
 */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The drawer is open on the page it was opened on: a followed link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="header">
      <div className="container header__bar">
        <Link to={HOME_PATH} className="header__logo">
          <img src="/assets/favicon.svg" alt="" width="32" height="32" />
          <span>
            Betoch{' '}
            <span className="header__logo-am ethiopic-label" lang="am">
              ቤቶች
            </span>
          </span>
        </Link>
        <button
          type="button"
          className="icon-btn header__toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <Icon name={open ? 'close' : 'menu'} />
        </button>
        <div id="site-menu" className={`header__menu${open ? ' header__menu--open' : ''}`}>
          <MainMenu />
          <div className="header__tools">
            <LanguageSwitcher />
            <CurrencySwitcher />
            <DataSwitch />
          </div>
        </div>
        <div className="header__user">
          <ListLinks />
          <UserSlot />
        </div>
      </div>
    </header>
  );
}
