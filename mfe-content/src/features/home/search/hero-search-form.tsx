import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@betoch/shared/router';
import { isSortKey, type Deal, type SortKey } from '@betoch/shared';
import { useT } from '../../../i18n';
import { listingSearchUrl } from './listing-search-url';
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

/** The home search: deal, type, location, bedrooms and sort, sent to the listings as a query. */
export function HeroSearchForm({ deal, layout = 'row', label }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const id = useId();
  const [dealTag, setDealTag] = useState('');
  const [type, setType] = useState('');
  const [place, setPlace] = useState('');
  const [beds, setBeds] = useState('');
  const [sort, setSort] = useState<SortKey>('newest');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosenDeal = deal ? DEAL_TAGS[deal] : dealTag;
    void navigate(listingSearchUrl({ tags: [chosenDeal, type, place, beds], sort }));
  };

  return (
    <form
      className={`cnt-hero-search cnt-hero-search--${layout}`}
      role="search"
      aria-label={label ?? t('search.label')}
      onSubmit={onSubmit}
    >
      {deal ? null : (
        <SearchSelect
          id={`${id}deal`}
          label={t('search.dealLabel')}
          anyLabel={t('search.any')}
          options={DEAL_OPTIONS}
          value={dealTag}
          onChange={setDealTag}
        />
      )}
      <SearchSelect
        id={`${id}type`}
        label={t('search.typeLabel')}
        anyLabel={t('search.any')}
        options={TYPE_OPTIONS}
        value={type}
        onChange={setType}
      />
      <SearchSelect
        id={`${id}place`}
        label={t('search.placeLabel')}
        anyLabel={t('search.anywhere')}
        options={LOCATION_OPTIONS}
        value={place}
        onChange={setPlace}
      />
      <SearchSelect
        id={`${id}beds`}
        label={t('search.bedsLabel')}
        anyLabel={t('search.any')}
        options={BED_OPTIONS}
        value={beds}
        onChange={setBeds}
      />
      <div className="field cnt-hero-search__field">
        <label className="field__label" htmlFor={`${id}sort`}>
          {t('search.sortLabel')}
        </label>
        <select
          id={`${id}sort`}
          className="field__input"
          value={sort}
          onChange={(e) => {
            if (isSortKey(e.target.value)) setSort(e.target.value);
          }}
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
