import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
}

/** The page's one `<h1>`, with an optional lead line; the shell moves focus here on navigation. */
export function PageHeading({ title, subtitle }: Props) {
  return (
    <div className="page-heading">
      <h1 className="page-heading__title" tabIndex={-1}>
        {title}
      </h1>
      {subtitle ? <p className="page-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
