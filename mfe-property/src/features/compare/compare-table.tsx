import type { ReactNode } from 'react';
import { Link } from '@betoch/shared/router';
import {
  dealOf,
  formatDate,
  propertyUrl,
  useLanguageStore,
  useSavedListings,
  useTagLabel,
  type StoredProperty,
} from '@betoch/shared';
import { AgreementLink, DataImage, Price, RemoveFromListButton } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './compare-table.css';

interface Row {
  key: string;
  label: string;
  /** The cell of one property; undefined when the stored entry lacks the field. */
  cell: (item: StoredProperty) => ReactNode;
}

const MISSING = '—';

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The compare list side by side: one column per property, one row per figure. Entries saved by
 * older versions may lack fields; those cells show a dash. A listing its publisher withdrew keeps
 * its column, its title (or id) and "No longer available", a dash in every row and its Remove
 * button (docs/publishing.md "On the site").
 */
export function CompareTable({ items: saved }: { items: readonly StoredProperty[] }) {
  const { t } = useT();
  // Today's texts in the visitor's language, whatever language an entry was saved in.
  const entries = useSavedListings(saved);
  const label = useTagLabel();
  const language = useLanguageStore((s) => s.language);
  const rows: Row[] = [
    {
      key: 'price',
      label: t('facts.price'),
      cell: (p) => (isNumber(p.price) ? <Price usd={p.price} deal={dealOf(p.id)} /> : undefined),
    },
    {
      key: 'deal',
      label: t('facts.deal'),
      cell: (p) => t(dealOf(p.id) === 'sale' ? 'deal.sale' : 'deal.rent'),
    },
    { key: 'type', label: t('facts.type'), cell: (p) => (p.type ? label(p.type) : undefined) },
    { key: 'city', label: t('facts.city'), cell: (p) => (p.city ? label(p.city) : undefined) },
    {
      key: 'area',
      label: t('facts.area'),
      cell: (p) =>
        isNumber(p.sqft) ? (
          <bdi dir="ltr">{t('facts.areaValue', { area: p.sqft })}</bdi>
        ) : undefined,
    },
    {
      key: 'beds',
      label: t('facts.bedrooms'),
      cell: (p) => (isNumber(p.beds) ? p.beds : undefined),
    },
    {
      key: 'baths',
      label: t('facts.bathrooms'),
      cell: (p) => (isNumber(p.baths) ? p.baths : undefined),
    },
    {
      key: 'date',
      label: t('facts.listed'),
      cell: (p) =>
        p.date ? (
          <time dateTime={p.date} dir="ltr">
            {formatDate(p.date, language)}
          </time>
        ) : undefined,
    },
  ];

  return (
    <div
      className="prp-compare-table__scroll"
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
    >
      <table className="prp-compare-table">
        <caption id="compare-caption" className="visually-hidden">
          {t('compare.caption')}
        </caption>
        <thead>
          <tr>
            <td className="prp-compare-table__corner" />
            {entries.map(({ property: item, withdrawn }) => {
              const image = item.images?.[0];
              const title = item.title || t('compare.untitled', { id: item.id });
              return (
                <th scope="col" key={item.id} className="prp-compare-table__property">
                  {image && !withdrawn ? (
                    <DataImage image={image} className="prp-compare-table__image" alt="" />
                  ) : (
                    <span className="prp-compare-table__image prp-compare-table__image--empty" />
                  )}
                  {withdrawn ? (
                    <>
                      <span className="prp-compare-table__title">{title}</span>
                      <span className="prp-compare-table__withdrawn">{t('compare.withdrawn')}</span>
                    </>
                  ) : (
                    <Link className="prp-compare-table__title" to={propertyUrl(item.id)}>
                      {title}
                    </Link>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {entries.map(({ property: item, withdrawn }) => (
                <td key={item.id}>{(withdrawn ? undefined : row.cell(item)) ?? MISSING}</td>
              ))}
            </tr>
          ))}
          <tr className="prp-compare-table__actions">
            <th scope="row">
              <span className="visually-hidden">{t('compare.actions')}</span>
            </th>
            {entries.map(({ property: item, withdrawn }) => (
              <td key={item.id}>
                <div className="prp-compare-table__buttons">
                  <RemoveFromListButton list="compare" id={item.id} />
                  {withdrawn ? (
                    <span className="muted">{t('compare.withdrawnText')}</span>
                  ) : (
                    <AgreementLink id={item.id} />
                  )}
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
