import { CURRENCIES, findCurrency, useCurrencyStore, useTranslation } from '@betoch/shared';

/** The currency prices are shown in (localStorage `currency`). */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  return (
    <label className="header__select">
      <span className="visually-hidden">{t('header.currency')}</span>
      <select
        value={currency.currency}
        onChange={(event) => {
          const chosen = findCurrency(event.target.value);
          if (chosen) setCurrency(chosen);
        }}
      >
        {CURRENCIES.map((c) => (
          <option key={c.currency} value={c.currency}>
            {c.symbol} {c.currency}
          </option>
        ))}
      </select>
    </label>
  );
}
