import { dealOf, formatDate, useLanguageStore, useTagLabel, type Property } from '@betoch/shared';
import { Price, SectionTitle } from '@betoch/shared/ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import './property-details-table.css';
import './detail-block.css';

/** Every figure of the listing as a two-column table; figures the listing lacks are left out. */
export function PropertyDetailsTable({ property }: { property: Property }) {
  const { t } = useT();
  const language = useLanguageStore((s) => s.language);
  const label = useTagLabel();
  const deal = dealOf(property.id);
  const rows: [string, ReactNode][] = [
    [t('facts.reference'), property.id],
    [t('facts.type'), label(property.type)],
    [t('facts.deal'), t(deal === 'sale' ? 'deal.sale' : 'deal.rent')],
    [t('facts.price'), <Price key="price" usd={property.price} deal={deal} />],
    [
      t('facts.area'),
      <bdi key="area" dir="ltr">
        {t('facts.areaValue', { area: property.sqft })}
      </bdi>,
    ],
  ];
  if (property.beds > 0) rows.push([t('facts.bedrooms'), property.beds]);
  if (property.baths > 0) rows.push([t('facts.bathrooms'), property.baths]);
  if (property.garages) rows.push([t('facts.garages'), property.garages]);
  if (property.yearBuilt) rows.push([t('facts.yearBuilt'), property.yearBuilt]);
  if (property.subCity) rows.push([t('facts.subCity'), label(property.subCity)]);
  rows.push([t('facts.city'), label(property.city)]);
  rows.push([
    t('facts.listed'),
    <time key="date" dateTime={property.date} dir="ltr">
      {formatDate(property.date, language)}
    </time>,
  ]);
  return (
    <section className="prp-detail-block" aria-labelledby="property-details">
      <div id="property-details">
        <SectionTitle title={t('sections.details')} />
      </div>
      <table className="prp-details-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
