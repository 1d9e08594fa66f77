import { useState, type FormEvent } from 'react';
import { useCurrencyStore, type NumberRange } from '@betoch/shared';
import { useT } from '../../i18n';
import { rangeToUsd, toDisplayAmount } from './price-bounds';

interface Props {
  /** In US dollars. */
  price: NumberRange;
  /** In m². */
  area: NumberRange;
  onApply: (ranges: { price: NumberRange; area: NumberRange }) => void;
}

function numberOrUndefined(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Price and area bounds. Prices are typed in the visitor's currency and kept in US dollars in the
 * address, so a shared link means the same listings whatever currency the reader uses. Applied
 * together (button or Enter), so typing does not add a history entry per keystroke.
 */
export function RangeFilter({ price, area, onApply }: Props) {
  const { t } = useT();
  const currency = useCurrencyStore((s) => s.currency);
  const factor = currency.price;
  const [fields, setFields] = useState({
    minPrice: text(toDisplayAmount(price.min, factor)),
    maxPrice: text(toDisplayAmount(price.max, factor)),
    minArea: text(area.min),
    maxArea: text(area.max),
  });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({
      price: rangeToUsd(
        { min: numberOrUndefined(fields.minPrice), max: numberOrUndefined(fields.maxPrice) },
        factor,
      ),
      area: { min: numberOrUndefined(fields.minArea), max: numberOrUndefined(fields.maxArea) },
    });
  }

  // No placeholders of the data's smallest and largest values: the page holds one page of
  // listings, not all of them (issue 20).
  const fieldsOf = [
    {
      legend: t('filters.price', { currency: currency.currency }),
      inputs: [
        ['minPrice', t('filters.minPrice')],
        ['maxPrice', t('filters.maxPrice')],
      ],
    },
    {
      legend: t('filters.area'),
      inputs: [
        ['minArea', t('filters.minArea')],
        ['maxArea', t('filters.maxArea')],
      ],
    },
  ] as const;

  return (
    // POST: the address keeps prices in US dollars and the other filters, which the browser's own
    // GET could not write, so its own submit (before the page is live) only comes back here with
    // a 303 from either server (docs/rules.md#forms).
    <form
      className="lst-range-filter"
      method="post"
      onSubmit={submit}
      aria-label={t('filters.ranges')}
    >
      {fieldsOf.map(({ legend, inputs }) => (
        <fieldset className="lst-filter-group" key={legend}>
          <legend className="lst-filter-group__legend">{legend}</legend>
          <div className="lst-range-filter__pair">
            {inputs.map(([name, label]) => (
              <div className="field" key={name}>
                <label className="field__label" htmlFor={`range-${name}`}>
                  {label}
                </label>
                <input
                  id={`range-${name}`}
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step="any"
                  value={fields[name]}
                  onChange={set(name)}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="btn btn--primary lst-range-filter__apply">
        {t('filters.apply')}
      </button>
    </form>
  );
}
