import type { BlogSidebar } from '@betoch/shared';
import type { ReactNode } from 'react';
import './blog.css';

interface Props {
  sidebar: BlogSidebar;
  /** The sidebar's content; left out of the no-sidebar layout. */
  aside: ReactNode;
  children: ReactNode;
}

/** The blog's two columns, with the sidebar on the chosen side (or none). */
export function BlogLayout({ sidebar, aside, children }: Props) {
  return (
    <div className={`cnt-blog-layout cnt-blog-layout--${sidebar}`}>
      <div className="cnt-blog-layout__main">{children}</div>
      {sidebar === 'no-sidebar' ? null : aside}
    </div>
  );
}
