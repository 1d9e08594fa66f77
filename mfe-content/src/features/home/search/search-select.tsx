import { useT } from '../../../i18n';
import type { SearchOption } from './search-options';

interface Props {
  id: string;
  label: string;
  /** The label of the empty choice ("Any"). */
  anyLabel: string;
  options: readonly SearchOption[];
  value: string;
  onChange: (tag: string) => void;
}

/** One labelled drop-down of the home search; its values are filter tags. */
export function SearchSelect({ id, label, anyLabel, options, value, onChange }: Props) {
  const { t } = useT();
  return (
    <div className="field cnt-hero-search__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.tag} value={option.tag}>
            {t(option.labelKey)}
          </option>
        ))}
      </select>
    </div>
  );
}
