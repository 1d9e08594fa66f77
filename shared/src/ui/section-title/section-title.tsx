import type { ReactNode } from 'react';
import './section-title.css';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Heading level inside the page (the page's own `<h1>` is PageHeading's). */
  level?: 2 | 3;
  align?: 'start' | 'center';
}

/** The title block of a page section. */
export function SectionTitle({ title, subtitle, level = 2, align = 'start' }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`section-title section-title--${align}`}>
      <Heading className="section-title__title">{title}</Heading>
      {subtitle ? <p className="section-title__subtitle">{subtitle}</p> : null}
    </div>
  );
}
