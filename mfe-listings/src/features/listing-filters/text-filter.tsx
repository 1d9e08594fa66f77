import { useEffect, useRef, useState, type FormEvent } from 'react';
import { searchText } from '@betoch/shared';
import { useT } from '../../i18n';

/** How long typing must pause before the words go to the address (one history entry, one search). */
export const TEXT_DEBOUNCE_MS = 400;

interface Props {
  /** The words in the address now. */
  value: string;
  onSearch: (q: string) => void;
}

/**
 * The words to look for in titles, descriptions and places (`q` in the address). Sent when
 * typing pauses, or at once with Enter. The address stays the truth: when it changes some other
 * way (Back, "Clear filters"), the box shows its words; the words it sent itself leave what is
 * being typed alone.
 */
export function TextFilter({ value, onSearch }: Props) {
  const { t } = useT();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setText(value);
  }
  const send = useRef((words: string) => {
    setSent(searchText(words));
    onSearch(words);
  });
  useEffect(() => {
    send.current = (words: string) => {
      setSent(searchText(words));
      onSearch(words);
    };
  });

  useEffect(() => {
    if (searchText(text) === value) return undefined;
    const timer = setTimeout(() => send.current(text), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send.current(text);
  }

  return (
    // POST, like the range filter: the address this box goes to keeps the other filters, which
    // the browser's own GET could not write (docs/rules.md#forms).
    <form className="lst-text-filter" role="search" method="post" onSubmit={submit}>
      <label className="field__label" htmlFor="listing-text">
        {t('filters.text')}
      </label>
      <input
        id="listing-text"
        className="field__input"
        type="search"
        name="q"
        value={text}
        maxLength={200}
        aria-describedby="listing-text-hint"
        onChange={(event) => setText(event.target.value)}
      />
      <p id="listing-text-hint" className="muted lst-text-filter__hint">
        {t('filters.textHint')}
      </p>
    </form>
  );
}
