import { useEffect, useRef } from 'react';
import { useTagLabel } from '@betoch/shared';

interface Props {
  tag: string;
  count: number;
  checked: boolean;
  onToggle: (tag: string, chosen: boolean) => void;
}

/**
 * A tag's checkbox. Left uncontrolled so that a click shows at once, while the address (the
 * truth) updates through the router's navigation a moment later; the effect brings the box back
 * in line when the address changes some other way (Back, "Clear filters").
 */
export function TagCheckbox({ tag, count, checked, onToggle }: Props) {
  const label = useTagLabel();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  }, [checked]);
  return (
    <label className="lst-filter-tag">
      <input
        ref={input}
        type="checkbox"
        defaultChecked={checked}
        onChange={(event) => onToggle(tag, event.target.checked)}
      />
      <span className="lst-filter-tag__name">{label(tag)}</span>
      <span className="lst-filter-tag__count" aria-hidden="true">
        {count}
      </span>
    </label>
  );
}
