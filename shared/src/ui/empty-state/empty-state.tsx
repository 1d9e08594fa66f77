import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  children?: ReactNode;
  /** A call to action, e.g. a link to the listings. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, children, action }: Props) {
  return (
    <div className="empty-state card" role="status">
      <p className="empty-state__title">{title}</p>
      {children ? <div className="muted">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
