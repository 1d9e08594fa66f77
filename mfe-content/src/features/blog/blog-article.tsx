import { Link } from '@betoch/shared/router';
import {
  formatDate,
  useLanguageStore,
  type BlogPost,
  blogListUrl,
  type BlogSidebar,
  agentUrl,
} from '@betoch/shared';
import { DataImage, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

/** The full post: title (the page's h1), author, date, category, picture, paragraphs and tags. */
export function BlogArticle({ post, sidebar }: { post: BlogPost; sidebar: BlogSidebar }) {
  const { t } = usePagesT();
  const language = useLanguageStore((s) => s.language);
  const author = post.authorId ? (
    <Link to={agentUrl(post.authorId)}>{post.author}</Link>
  ) : (
    post.author
  );
  return (
    <article className="cnt-blog-article">
      <PageHeading title={post.title} />
      <p className="cnt-blog-article__meta muted">
        <span>
          {t('blog.byPrefix')} {author}
        </span>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.date}>{formatDate(post.date, language)}</time>
        <span aria-hidden="true"> · </span>
        <Link to={blogListUrl(sidebar, { category: post.category })}>{post.category}</Link>
      </p>
      <DataImage image={post.image} className="cnt-blog-article__image" load="eager" />
      <div className="cnt-blog-article__body">
        {post.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <h2 className="cnt-blog-article__tags-title">{t('blog.tags')}</h2>
      <ul className="cnt-blog-tags">
        {post.tags.map((tag) => (
          <li key={tag}>
            <Link className="cnt-blog-tags__tag" to={blogListUrl(sidebar, { tag })}>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
