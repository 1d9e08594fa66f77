import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@betoch/shared/router';
import { loadTagNames, tagsInText, useListingTags, LISTINGS_PATH } from '@betoch/shared';
import { usePagesT } from '../../i18n-pages';

/**
 * A search box to the listings: the places and types typed ("Bole apartment") become the
 * listings' tag filters (`?tag=`); suggestions come from the listings' own tags.
 */
export function ListingSearchForm() {
  const { t } = usePagesT();
  const id = useId();
  const navigate = useNavigate();
  const { data } = useListingTags();
  const [text, setText] = useState('');
  const tags = data ?? [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A place or a type may be typed in any language: "Finfinnee", "ቦሌ" (a few KB, asked once).
    void loadTagNames().then((names) => {
      const params = new URLSearchParams();
      for (const tag of tagsInText(text, tags, names)) params.append('tag', tag);
      const search = params.toString();
      void navigate(search ? `${LISTINGS_PATH}?${search}` : LISTINGS_PATH);
    });
  };
  return (
    // POST: the words become tags only with the listings' data, which the browser alone cannot
    // do, so its own submit (before the page is live) must not invent an address; both servers
    // answer it with a 303 back here (docs/rules.md#forms).
    <form role="search" className="cnt-listing-search card" method="post" onSubmit={onSubmit}>
      <label className="field__label" htmlFor={id}>
        {t('notFound.searchLabel')}
      </label>
      <p id={`${id}-hint`} className="field__hint muted">
        {t('notFound.searchHint')}
      </p>
      <div className="cnt-listing-search__row">
        <input
          id={id}
          className="field__input"
          type="search"
          name="q"
          list={`${id}-tags`}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <datalist id={`${id}-tags`}>
          {tags.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <button type="submit" className="btn btn--primary">
          {t('notFound.search')}
        </button>
      </div>
    </form>
  );
}
