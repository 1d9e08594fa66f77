import { Link, useSearchParams } from '@betoch/shared/router';
import {
  DEFAULT_PAGE_SIZE,
  HOME_PATH,
  getPager,
  paginate,
  useBlogPosts,
  type BlogPost,
  blogListUrl,
  type BlogSidebar,
} from '@betoch/shared';
import { newestFirst, searchPosts } from './blog-search';
import { Breadcrumbs, DataState, EmptyState, PageHeading, Pagination } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { BlogCard } from './blog-card';
import { BlogLayout } from './blog-layout';
import { BlogSearchForm } from './blog-search-form';
import { BlogSidebar as Sidebar } from './blog-sidebar';

/** The blog: post cards, 6 a page, filtered by the query string's text, category or tag. */
export function BlogListPage({ sidebar }: { sidebar: BlogSidebar }) {
  const { t } = usePagesT();
  const posts = useBlogPosts();
  const [params] = useSearchParams();
  const query = {
    // The search box sends the words as typed (a GET form, the browser's way): spaces alone are
    // no search.
    q: (params.get('q') ?? '').trim(),
    category: params.get('category') ?? '',
    tag: params.get('tag') ?? '',
  };
  const filtered = Boolean(query.q || query.category || query.tag);

  const renderList = (all: BlogPost[]) => {
    const sorted = newestFirst(all);
    const found = searchPosts(sorted, { text: query.q, category: query.category, tag: query.tag });
    const pager = getPager(found.length, Number(params.get('page') ?? 1), DEFAULT_PAGE_SIZE);
    return (
      <BlogLayout
        sidebar={sidebar}
        aside={<Sidebar posts={sorted} sidebar={sidebar} query={query.q} />}
      >
        {sidebar === 'no-sidebar' ? (
          <BlogSearchForm key={query.q} sidebar={sidebar} initial={query.q} />
        ) : null}
        {filtered ? (
          <p className="cnt-blog-list__summary">
            {t('blog.found', { count: found.length })}{' '}
            {[query.q && `“${query.q}”`, query.category, query.tag && `#${query.tag}`]
              .filter(Boolean)
              .join(' · ')}{' '}
            <Link to={blogListUrl(sidebar)}>{t('blog.clear')}</Link>
          </p>
        ) : null}
        {found.length === 0 ? (
          <EmptyState
            title={t('blog.noneTitle')}
            action={<Link to={blogListUrl(sidebar)}>{t('blog.allPosts')}</Link>}
          >
            {t('blog.noneText')}
          </EmptyState>
        ) : (
          <div className="cnt-blog-list">
            {paginate(found, pager).map((post, index) => (
              <BlogCard key={post.id} post={post} sidebar={sidebar} eager={index < 2} />
            ))}
          </div>
        )}
        <Pagination
          pager={pager}
          hrefForPage={(page) => blogListUrl(sidebar, { ...query, page })}
        />
      </BlogLayout>
    );
  };

  return (
    <div className="container cnt-blog-page">
      <Breadcrumbs
        items={[{ label: t('common.home'), to: HOME_PATH }, { label: t('blog.title') }]}
      />
      <PageHeading title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <DataState {...posts}>{renderList}</DataState>
    </div>
  );
}
