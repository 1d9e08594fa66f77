import { useTranslation } from '@betoch/shared';
import {} from './menu-items';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@betoch/shared/router';
import type { MenuItem } from './menu-items';
import { Icon } from '../icons';

/** A disclosure menu of every page, grouped; closes on Escape, outside click and navigation. */
export function PagesMenu({ menu }: { menu: MenuItem }) {
  const { t } = useTranslation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // Open on the page it was opened on: a navigation closes it.
  const here = pathname + search;
  const open = openOn === here;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="pages-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="main-menu__link pages-menu__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : here)}
      >
        {t(menu.title)}
        <Icon name="chevron" />
      </button>
      <div id={id} className="pages-menu__panel" hidden={!open}>
        {menu.children?.map((group) => (
          <section
            key={group.title}
            className="pages-menu__group"
            aria-labelledby={`${id}-${group.title}`}
          >
            <h2 id={`${id}-${group.title}`} className="pages-menu__title">
              {t(group.title)}
            </h2>
            <ul>
              {group.children?.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path ?? '/'} end>
                    {t(item.title)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
