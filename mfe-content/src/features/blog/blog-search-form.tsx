import { blogListUrl, type BlogSidebar } from '@betoch/shared';
import { useId, type FormEvent } from 'react';
import { useNavigate } from '@betoch/shared/router';
import { nativeGetAddress } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

/**
 * The blog's search box: shows the list filtered by the words typed. A real GET form: the
 * browser's own submit (before the page is live, or without JavaScript) and the script lead to
 * the same address, `?q=` with the words as typed (the list trims them when it reads them).
 */
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(nativeGetAddress(event.currentTarget));
  };
  return (
    <form
      role="search"
      className="cnt-blog-search"
      method="get"
      action={blogListUrl(sidebar)}
      onSubmit={onSubmit}
    >
      <label className="field__label" htmlFor={id}>
        {t('blog.searchLabel')}
      </label>
      <div className="cnt-blog-search__row">
        <input id={id} className="field__input" type="search" name="q" defaultValue={initial} />
        <button type="submit" className="btn btn--primary">
          {t('blog.search')}
        </button>
      </div>
    </form>
  );
}
