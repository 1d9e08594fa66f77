import { Link } from '@betoch/shared/router';
import {
  formatDate,
  useLanguageStore,
  type BlogPost,
  blogListUrl,
  blogPostUrl,
  type BlogSidebar,
} from '@betoch/shared';
import { countLabels } from './blog-search';
import { usePagesT } from '../../i18n-pages';
import { BlogSearchForm } from './blog-search-form';

const RECENT_POSTS = 3;

interface Props {
  /** Every post, newest first. */
  posts: BlogPost[];
  sidebar: BlogSidebar;
  /** The search text in force, to keep it in the box. */
  query?: string;
}

/** Search box, categories, recent posts and tags. */
export function BlogSidebar({ posts, sidebar, query = '' }: Props) {
  const { t } = usePagesT();
  const language = useLanguageStore((s) => s.language);
  const categories = countLabels(posts.map((post) => post.category));
  const tags = countLabels(posts.flatMap((post) => post.tags));
  return (
    <aside className="cnt-blog-sidebar" aria-label={t('blog.sidebar')}>
      <section className="cnt-blog-sidebar__block card">
        <BlogSearchForm key={query} sidebar={sidebar} initial={query} />
      </section>
      <section className="cnt-blog-sidebar__block card">
        <h2 className="cnt-blog-sidebar__title">{t('blog.categories')}</h2>
        <ul className="cnt-blog-sidebar__list">
          {categories.map(({ label, count }) => (
            <li key={label}>
              <Link to={blogListUrl(sidebar, { category: label })}>{label}</Link>
              <span className="muted"> ({count})</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="cnt-blog-sidebar__block card">
        <h2 className="cnt-blog-sidebar__title">{t('blog.recent')}</h2>
        <ul className="cnt-blog-sidebar__list cnt-blog-sidebar__recent">
          {posts.slice(0, RECENT_POSTS).map((post) => (
            <li key={post.id}>
              <Link to={blogPostUrl(post.id, sidebar)}>{post.title}</Link>
              <time className="muted" dateTime={post.date}>
                {formatDate(post.date, language)}
              </time>
            </li>
          ))}
        </ul>
      </section>
      <section className="cnt-blog-sidebar__block card">
        <h2 className="cnt-blog-sidebar__title">{t('blog.tags')}</h2>
        <ul className="cnt-blog-tags">
          {tags.map(({ label }) => (
            <li key={label}>
              <Link className="cnt-blog-tags__tag" to={blogListUrl(sidebar, { tag: label })}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
