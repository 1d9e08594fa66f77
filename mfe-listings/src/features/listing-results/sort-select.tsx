import { SORT_KEYS, isSortKey, type SortKey } from '@betoch/shared';
import { useT } from '../../i18n';

interface Props {
  value: SortKey;
  onChange: (sort: SortKey) => void;
}

/**
 * The sort order of the results (docs/rules.md#sort-keys: newest, oldest, high-price, low-price).
 */
export function SortSelect({ value, onChange }: Props) {
  const { t } = useT();
  // Newest first is the default, so it leads the list.
  const keys = [...SORT_KEYS].sort((a, b) => Number(b === 'newest') - Number(a === 'newest'));
  return (
    <div className="lst-sort-select">
      <label className="lst-sort-select__label" htmlFor="listing-sort">
        {t('sort.label')}
      </label>
      <select
        id="listing-sort"
        className="field__input lst-sort-select__input"
        value={value}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {keys.map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
