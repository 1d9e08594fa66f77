import { useEffect, useRef, type ReactNode } from 'react';
import { takeHeadingFocusRequest } from './heading-focus';

const SITE = 'Betoch';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The document title and meta description when `title`/`subtitle` are not plain text. */
  documentTitle?: string;
  description?: string;
  /** The title's language when it is not the page's (a listing written in another language). */
  lang?: string;
}

function setMetaDescription(text: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = text;
}

/**
 * The page's one `<h1>`. It also names the document (`Title — Betoch`), sets the meta
 * description, and takes focus after a client-side navigation so screen readers hear the page.
 */
export function PageHeading({ title, subtitle, documentTitle, description, lang }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const name = documentTitle ?? (typeof title === 'string' ? title : undefined);
  const summary = description ?? (typeof subtitle === 'string' ? subtitle : undefined);

  useEffect(() => {
    if (name) document.title = `${name} — ${SITE}`;
    if (summary) setMetaDescription(summary);
    if (takeHeadingFocusRequest()) heading.current?.focus({ preventScroll: true });
  }, [name, summary]);

  return (
    <div className="page-heading">
      <h1 ref={heading} className="page-heading__title" tabIndex={-1} lang={lang}>
        {title}
      </h1>
      {subtitle ? <p className="page-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
