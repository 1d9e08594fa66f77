import { addisAbabaDay, formatDate, useDataLanguage, type Property } from '@betoch/shared';
import { useT } from '../../i18n';

/**
 * "Published by U-1003 · updated 12 Mar 2026": who published a seller's listing (its user code:
 * the listing keeps no name, docs/publishing.md) and the day, in Addis Ababa, it last changed.
 * Nothing for the demo's and the imported listings, which have no publisher.
 */
export function PropertyPublisher({ property }: { property: Property }) {
  const { t } = useT();
  // The store's language on the server and in the browser's first render alike (useDataLanguage).
  const language = useDataLanguage();
  const { publisher, updatedAt } = property;
  if (!publisher) return null;
  const { userCode } = publisher;
  return (
    <p className="prp-property-summary__publisher muted">
      {updatedAt
        ? t('publisher.byUpdated', {
            userCode,
            date: formatDate(addisAbabaDay(updatedAt), language),
          })
        : t('publisher.by', { userCode })}
    </p>
  );
}
