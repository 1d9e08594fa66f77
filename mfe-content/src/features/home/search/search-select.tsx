import { useT } from '../../../i18n';
import type { SearchOption } from './search-options';

interface Props {
  id: string;
  /** The field's name in the search's address (`tag`). */
  name: string;
  label: string;
  /** The label of the empty choice ("Any"). */
  anyLabel: string;
  options: readonly SearchOption[];
}

/**
 * One labelled drop-down of the home search; its values are filter tags. Uncontrolled: the form
 * reads its fields when it is sent, as the browser does without JavaScript.
 */
export function SearchSelect({ id, name, label, anyLabel, options }: Props) {
  const { t } = useT();
  return (
    <div className="field cnt-hero-search__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="field__input" defaultValue="">
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
