/** The three blog layouts (where the sidebar goes), as they appear in the addresses. */
export const BLOG_SIDEBARS = ['left-sidebar', 'right-sidebar', 'no-sidebar'] as const;
export type BlogSidebar = (typeof BLOG_SIDEBARS)[number];

/** The query string keys of the blog list. */
export type BlogQueryKey = 'q' | 'category' | 'tag' | 'page';

/** The blog list's address in a layout, with its filters (empty values are left out). */
export function blogListPath(
  sidebar: BlogSidebar,
  query: Partial<Record<BlogQueryKey, string | number>> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/page/blog-page/${sidebar}${search ? `?${search}` : ''}`;
}

/** A post's address in a layout. */
export function blogPostPath(sidebar: BlogSidebar, id: string): string {
  return `/page/blog-detail/${sidebar}?id=${encodeURIComponent(id)}`;
}
