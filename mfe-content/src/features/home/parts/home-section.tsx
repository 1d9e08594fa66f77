import type { ReactNode } from 'react';
import { SectionTitle } from '@betoch/shared/ui';
import './home-section.css';

interface Props {
  /** The section's name, used as a CSS modifier and a test hook (`home-section--agents`). */
  name: string;
  title: string;
  subtitle?: string;
  /** A tinted band, to tell neighbouring sections apart. */
  tinted?: boolean;
  /** A link under the title, e.g. "View all". */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A home-page section below the hero: its `<h2>` title (shown at once, whatever the data does) and
 * its content. The browser skips rendering it until it nears the viewport (content-visibility).
 */
export function HomeSection({ name, title, subtitle, tinted, action, children }: Props) {
  return (
    <section
      className={`cnt-home-section cnt-home-section--${name}${tinted ? ' cnt-home-section--tinted' : ''}`}
    >
      <div className="container">
        <div className="cnt-home-section__head">
          <SectionTitle title={title} subtitle={subtitle} />
          {action ? <div className="cnt-home-section__action">{action}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
