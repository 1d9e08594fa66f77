import { Link } from '@betoch/shared/router';
import {
  formatDate,
  useLanguageStore,
  type BlogPost,
  blogListUrl,
  blogPostUrl,
  type BlogSidebar,
} from '@betoch/shared';
import { DataImage } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

interface Props {
  post: BlogPost;
  sidebar: BlogSidebar;
  /** Load the picture at once (the first cards, above the fold). */
  eager?: boolean;
}

/** A post in the blog list: picture, date, author, category, title, summary and "Read more". */
export function BlogCard({ post, sidebar, eager = false }: Props) {
  const { t } = usePagesT();
  const language = useLanguageStore((s) => s.language);
  const titleId = `post-${post.id}`;
  return (
    <article className="cnt-blog-card card" aria-labelledby={titleId}>
      <DataImage
        image={post.image}
        className="cnt-blog-card__image"
        load={eager ? 'eager' : 'lazy'}
      />
      <div className="cnt-blog-card__body">
        <p className="cnt-blog-card__meta muted">
          <time dateTime={post.date}>{formatDate(post.date, language)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('blog.by', { author: post.author })}</span>
        </p>
        <Link
          className="cnt-blog-card__category"
          to={blogListUrl(sidebar, { category: post.category })}
        >
          {post.category}
        </Link>
        <h2 id={titleId} className="cnt-blog-card__title">
          {post.title}
        </h2>
        <p className="cnt-blog-card__summary">{post.summary}</p>
        <Link className="cnt-blog-card__more" to={blogPostUrl(post.id, sidebar)}>
          {t('blog.readMore')}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
