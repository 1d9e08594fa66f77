import { Link } from '@betoch/shared/router';
import {
  formatDate,
  useLanguageStore,
  useLatestBlog,
  blogListUrl,
  blogPostUrl,
} from '@betoch/shared';
import { DataImage, DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import './latest-blog.css';

/** From our blog (`latest-blog.json`): the chosen posts as cards. */
export function LatestBlog() {
  const { t } = useT();
  const language = useLanguageStore((s) => s.language);
  const section = useLatestBlog();
  return (
    <HomeSection
      name="latest-blog"
      tinted
      title={t('sections.latestBlog.title')}
      subtitle={t('sections.latestBlog.subtitle')}
      action={
        <Link className="btn btn--ghost" to={blogListUrl('right-sidebar')}>
          {t('sections.latestBlog.all')}
        </Link>
      }
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-home-grid">
            {data.posts.map((post) => (
              <li key={post.id}>
                <article className="card cnt-home-blog-card">
                  <DataImage image={post.image} className="cnt-home-blog-card__image" />
                  <div className="cnt-home-blog-card__body">
                    <p className="cnt-home-blog-card__meta muted">
                      <span>{post.category}</span> ·{' '}
                      <time dateTime={post.date}>{formatDate(post.date, language)}</time>
                    </p>
                    <h3 className="cnt-home-blog-card__title">
                      <Link to={blogPostUrl(post.id)}>{post.title}</Link>
                    </h3>
                    <p className="cnt-home-blog-card__summary">{post.summary}</p>
                    <p className="cnt-home-blog-card__author muted">
                      {t('sections.latestBlog.by', { author: post.author })}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
