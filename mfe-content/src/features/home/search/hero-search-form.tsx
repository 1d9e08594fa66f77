import { useId, type FormEvent } from 'react';
import { useNavigate } from '@betoch/shared/router';
import { LISTINGS_PATH, type Deal } from '@betoch/shared';
import { nativeGetAddress } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { SearchSelect } from './search-select';
import {
  BED_OPTIONS,
  DEAL_OPTIONS,
  DEAL_TAGS,
  LOCATION_OPTIONS,
  SORT_OPTIONS,
  TYPE_OPTIONS,
} from './search-options';
import './hero-search-form.css';

interface Props {
  /** A deal chosen outside the form (the buy/rent tabs); the form then shows no deal field. */
  deal?: Deal;
  /** `row` lays the fields side by side on wide screens; `column` stacks them (map sidebar). */
  layout?: 'row' | 'column';
  /** The form's accessible name. */
  label?: string;
}

/** The field name of every chosen tag, as the listings read it (docs/rules.md#addresses). */
const TAG = 'tag';

/**
 * The home search: deal, type, location, bedrooms and sort, sent to the listings as a query. A
 * real GET form: the browser's own submit (before the page is live, or without JavaScript) and
 * the script lead to exactly the same address, `?tag=…&tag=…&sort=…` with the fields in order
 * (an "Any" choice is an empty `tag`, which the listings ignore).
 */
export function HeroSearchForm({ deal, layout = 'row', label }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(nativeGetAddress(event.currentTarget));
  };

  return (
    <form
      className={`cnt-hero-search cnt-hero-search--${layout}${deal ? ' cnt-hero-search--deal-chosen' : ''}`}
      role="search"
      aria-label={label ?? t('search.label')}
      method="get"
      action={LISTINGS_PATH}
      onSubmit={onSubmit}
    >
      {deal ? (
        <input type="hidden" name={TAG} value={DEAL_TAGS[deal]} />
      ) : (
        <SearchSelect
          id={`${id}deal`}
          name={TAG}
          label={t('search.dealLabel')}
          anyLabel={t('search.any')}
          options={DEAL_OPTIONS}
        />
      )}
      <SearchSelect
        id={`${id}type`}
        name={TAG}
        label={t('search.typeLabel')}
        anyLabel={t('search.any')}
        options={TYPE_OPTIONS}
      />
      <SearchSelect
        id={`${id}place`}
        name={TAG}
        label={t('search.placeLabel')}
        anyLabel={t('search.anywhere')}
        options={LOCATION_OPTIONS}
      />
      <SearchSelect
        id={`${id}beds`}
        name={TAG}
        label={t('search.bedsLabel')}
        anyLabel={t('search.any')}
        options={BED_OPTIONS}
      />
      <div className="field cnt-hero-search__field">
        <label className="field__label" htmlFor={`${id}sort`}>
          {t('search.sortLabel')}
        </label>
        <select
          id={`${id}sort`}
          name="sort"
          className="field__input"
          defaultValue={SORT_OPTIONS[0]?.value}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary cnt-hero-search__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
