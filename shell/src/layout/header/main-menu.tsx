import { NavLink, useNavigate } from '@betoch/shared/router';
import { hasToken, useTranslation } from '@betoch/shared';
import { MAIN_MENU, menuTarget, PAGES_MENU } from './menu-items';
import { Icon, isIconName } from '../icons';
import { PagesMenu } from './pages-menu';

/** The main navigation in the old site's order, each with its data's icon, plus "Pages". */
export function MainMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="main-menu" aria-label={t('header.mainNav')}>
      <ul className="main-menu__list">
        {MAIN_MENU.map((item) => (
          <li key={item.title}>
            <NavLink
              to={item.path ?? '/'}
              className="main-menu__link"
              onClick={(event) => {
                if (!item.requiresLogin) return;
                // Decided at click time from the session store: the token may have changed.
                event.preventDefault();
                const target = menuTarget(item, hasToken());
                if (target) void navigate(target);
              }}
            >
              {isIconName(item.icon) ? <Icon name={item.icon} /> : null}
              {t(item.title)}
            </NavLink>
          </li>
        ))}
        <li>
          <PagesMenu menu={PAGES_MENU} />
        </li>
      </ul>
    </nav>
  );
}
