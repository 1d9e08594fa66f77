import { useTranslation } from '@betoch/shared/singleton';
import type { Deal } from '../../domain/property';
import { formatPrice } from '../../domain/currency';
import { useCurrencyStore } from '../../stores/currency-store';
import { useLanguageStore } from '../../stores/language-store';

interface Props {
  /** The price in US dollars (the currency base); monthly rent for rentals. */
  usd: number;
  deal: Deal;
  className?: string;
}

/** A listing price in the visitor's currency and language; rentals read "… / month". */
export function Price({ usd, deal, className = 'price' }: Props) {
  const { t } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const language = useLanguageStore((s) => s.language);
  const amount = formatPrice(usd, currency, language);
  if (amount === '') return null;
  return (
    <span className={className}>
      {/* An LTR run: "$620,000" stays in order in RTL layouts. */}
      <bdi className="price__amount" dir="ltr">
        {amount}
      </bdi>
      {deal === 'rent' ? <span className="price__period"> {t('property.perMonth')}</span> : null}
    </span>
  );
}
