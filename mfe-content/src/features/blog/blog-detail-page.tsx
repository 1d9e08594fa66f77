import { Link, useSearchParams } from '@betoch/shared/router';
import {
  HOME_PATH,
  useBlogPosts,
  type BlogPost,
  blogListUrl,
  blogPostUrl,
  type BlogSidebar,
} from '@betoch/shared';
import { adjacentPosts, newestFirst } from './blog-search';
import { Breadcrumbs, DataState, EmptyState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { BlogArticle } from './blog-article';
import { BlogLayout } from './blog-layout';
import { BlogSidebar as Sidebar } from './blog-sidebar';

/** One post (`?id=`): the article, then links to the previous and next posts. */
export function BlogDetailPage({ sidebar }: { sidebar: BlogSidebar }) {
  const { t } = usePagesT();
  const posts = useBlogPosts();
  const id = useSearchParams()[0].get('id') ?? '';
  const crumbs = [
    { label: t('common.home'), to: HOME_PATH },
    { label: t('blog.title'), to: blogListUrl(sidebar) },
  ];

  const renderPost = (all: BlogPost[]) => {
    const sorted = newestFirst(all);
    const post = sorted.find((p) => p.id === id);
    if (!post) {
      return (
        <>
          <Breadcrumbs items={[...crumbs, { label: t('blog.notFoundTitle') }]} />
          <PageHeading title={t('blog.notFoundTitle')} />
          <EmptyState
            notFound
            title={t('blog.notFoundText')}
            action={
              <Link className="btn btn--primary" to={blogListUrl(sidebar)}>
                {t('blog.back')}
              </Link>
            }
          />
        </>
      );
    }
    // Newest first: the "previous" post is the older one, after it in the list.
    const { previous: newer, next: older } = adjacentPosts(sorted, post.id);
    return (
      <>
        <Breadcrumbs items={[...crumbs, { label: post.title }]} />
        <BlogLayout sidebar={sidebar} aside={<Sidebar posts={sorted} sidebar={sidebar} />}>
          <BlogArticle post={post} sidebar={sidebar} />
          <nav className="cnt-blog-adjacent" aria-label={t('blog.morePosts')}>
            {older ? (
              <Link
                className="cnt-blog-adjacent__link card"
                rel="prev"
                to={blogPostUrl(older.id, sidebar)}
              >
                <span className="muted">{t('blog.previous')}</span>
                <span>{older.title}</span>
              </Link>
            ) : null}
            {newer ? (
              <Link
                className="cnt-blog-adjacent__link cnt-blog-adjacent__link--next card"
                rel="next"
                to={blogPostUrl(newer.id, sidebar)}
              >
                <span className="muted">{t('blog.next')}</span>
                <span>{newer.title}</span>
              </Link>
            ) : null}
          </nav>
        </BlogLayout>
      </>
    );
  };

  return (
    <div className="container cnt-blog-page">
      <DataState {...posts}>{renderPost}</DataState>
    </div>
  );
}
