import type { ReactNode } from 'react';
import { SectionTitle } from '@betoch/shared/ui';

interface Props {
  title: string;
  /** The class names or component that make this example, shown to developers. */
  code?: string;
  children: ReactNode;
}

/** One live example of a showcase page, titled, with what it is built from. */
export function Example({ title, code, children }: Props) {
  return (
    <section className="container cnt-module-example">
      <SectionTitle title={title} />
      {code ? (
        <p className="cnt-module-example__code muted">
          <code>{code}</code>
        </p>
      ) : null}
      <div className="card cnt-module-example__stage">{children}</div>
    </section>
  );
}
