import { Link } from '@betoch/shared/router';
import { formatDate, useLanguageStore, useLatestBlog, blogPostUrl } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';

/** Two blog teasers from the latest posts. */
export function FooterBlog() {
  const latest = useLatestBlog();
  const language = useLanguageStore((s) => s.language);
  return (
    <DataState {...latest}>
      {(section) => (
        <ul className="footer__teasers">
          {section.posts.slice(0, 2).map((post) => (
            <li key={post.id}>
              <Link to={blogPostUrl(post.id)}>{post.title}</Link>
              <span className="footer__date">{formatDate(post.date, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </DataState>
  );
}
