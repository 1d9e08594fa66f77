import { useEffect, useState, type MouseEvent } from 'react';
import { useT } from '../../i18n';
import './sticky-tabs.css';

export interface TabSection {
  /** The id of the page element the tab moves to. */
  id: string;
  label: string;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A bar of in-page links that sticks to the top while the page scrolls; a link moves to its
 * section (and focus with it), and the section in view is marked as current.
 */
export function StickyTabs({ sections }: { sections: readonly TabSection[] }) {
  const { t } = useT();
  const [active, setActive] = useState(sections[0]?.id);
  // The observer depends on which sections exist, not on the array's identity.
  const ids = sections.map((section) => section.id).join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (visible) setActive(visible.target.id);
      },
      // A section counts as current while it crosses the band just below the bar.
      { rootMargin: '-20% 0px -70% 0px' },
    );
    for (const id of ids.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);

  const moveTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    // The router owns the URL: scroll here instead of letting the hash change it.
    event.preventDefault();
    setActive(id);
    target.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    target.focus({ preventScroll: true });
  };

  return (
    <nav className="prp-sticky-tabs" aria-label={t('tabs.label')}>
      <ul className="prp-sticky-tabs__list">
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a
              className="prp-sticky-tabs__link"
              href={`#${id}`}
              aria-current={active === id ? 'location' : undefined}
              onClick={(event) => moveTo(event, id)}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
