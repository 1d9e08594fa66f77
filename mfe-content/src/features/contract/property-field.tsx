import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  searchText,
  useListingsOfDealMatching,
  useTagLabel,
  type Deal,
  type Property,
} from '@betoch/shared';
import { FormField } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { propertyChoices } from './contract-rules';
import type { FieldGroupProps } from './contract-terms';

/** How long typing must pause before the words are looked up (the listing page's text box's). */
export const PROPERTY_SEARCH_DEBOUNCE_MS = 400;

interface Props extends FieldGroupProps {
  /** What the list offers before any words are typed: the deal's first listings and `?id=`'s. */
  choices: Property[];
  /** The property chosen now, kept in the list whatever the words find. */
  chosen: Property | undefined;
  onChoose: (property: Property | undefined) => void;
}

/**
 * The property the agreement is about: the listings for rent (lease) or for sale (sale). A search
 * box above the list looks up any listing of the deal by its words or its id, so none is out of
 * reach however many there are; the list then offers what the words find.
 */
export function PropertyField({
  values,
  errorOf,
  idPrefix,
  kind,
  choices,
  chosen,
  onChoose,
}: Props) {
  const { t } = usePagesT();
  const label = useTagLabel();
  const deal: Deal = kind === 'lease' ? 'rent' : 'sale';
  const [text, setText] = useState('');
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setWords(searchText(text)), PROPERTY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const matches = useListingsOfDealMatching(deal, words);
  const found = words ? matches.data : undefined;
  const options = propertyChoices(choices, found, chosen);

  // Enter looks the words up at once, rather than sending the agreement form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setWords(searchText(text));
  };

  return (
    <fieldset className="cnt-contract-form__group card">
      <legend>{t('contract.propertyGroup')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-propertySearch`}>
          {t('contract.search.label')}
        </label>
        <input
          id={`${idPrefix}-propertySearch`}
          className="field__input"
          type="search"
          value={text}
          maxLength={200}
          autoComplete="off"
          aria-describedby={`${idPrefix}-propertySearch-status`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${idPrefix}-propertySearch-status`} className="field__hint muted" role="status">
          {found === undefined
            ? t(`contract.search.${kind}Hint`)
            : found.length === 0
              ? t('contract.search.none', { words })
              : t('contract.search.found', { count: found.length })}
        </p>
      </div>
      <FormField
        id={`${idPrefix}-propertyId`}
        label={t('contract.fields.property')}
        hint={t(`contract.${kind}.propertyHint`)}
        error={errorOf('propertyId')}
        required
      >
        {(control) => (
          <select
            {...control}
            className="field__input"
            name="propertyId"
            value={values.propertyId}
            onChange={(e) => onChoose(options.find((p) => p.id === e.target.value))}
          >
            <option value="">{t('contract.choose')}</option>
            {options.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} — {p.subCity ? `${label(p.subCity)}, ` : ''}
                {label(p.city)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
