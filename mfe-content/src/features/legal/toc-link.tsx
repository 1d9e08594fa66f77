import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a heading of this page. It scrolls and moves focus there itself and only replaces the
 * address's fragment, so the router does not treat it as a new page (and focus the page's h1).
 */
export function TocLink({ target, children }: { target: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(target);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${target}`);
  };
  return (
    <a href={`#${target}`} onClick={onClick}>
      {children}
    </a>
  );
}
