import { blogListUrl, type BlogSidebar } from '@betoch/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@betoch/shared/router';
import { usePagesT } from '../../i18n-pages';

/** The blog's search box: shows the list filtered by the words typed. */
export function BlogSearchForm({
  sidebar,
  initial = '',
}: {
  sidebar: BlogSidebar;
  initial?: string;
}) {
  const { t } = usePagesT();
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(blogListUrl(sidebar, { q: text.trim() }));
  };
  return (
    <form role="search" className="cnt-blog-search" onSubmit={onSubmit}>
      <label className="field__label" htmlFor={id}>
        {t('blog.searchLabel')}
      </label>
      <div className="cnt-blog-search__row">
        <input
          id={id}
          className="field__input"
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t('blog.search')}
        </button>
      </div>
    </form>
  );
}
