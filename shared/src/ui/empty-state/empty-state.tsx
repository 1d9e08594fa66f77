import type { ReactNode } from 'react';
import { notFoundMark } from '../../domain/not-found-mark';

interface Props {
  title: ReactNode;
  children?: ReactNode;
  /** A call to action, e.g. a link to the listings. */
  action?: ReactNode;
  /** What is empty is the thing the address names (an unknown id): the server answers 404. */
  notFound?: boolean;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, children, action, notFound = false }: Props) {
  return (
    <div className="empty-state card" role="status" {...(notFound ? notFoundMark('page') : {})}>
      <p className="empty-state__title">{title}</p>
      {children ? <div className="muted">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
