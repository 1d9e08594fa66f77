import { Link } from '@betoch/shared/router';
import { HOME_PATH, useFaq, type FaqItem, CONTACT_OFFICE_PATH } from '@betoch/shared';
import { Breadcrumbs, DataState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { FaqQuestion } from './faq-question';
import './faq.css';

function byCategory(items: FaqItem[]): [string, FaqItem[]][] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

/** The FAQ (faq.json), grouped by category; each answer opens under its question. */
export function FaqPage() {
  const { t } = usePagesT();
  const faq = useFaq();
  return (
    <div className="container cnt-faq-page">
      <Breadcrumbs
        items={[{ label: t('common.home'), to: HOME_PATH }, { label: t('faq.title') }]}
      />
      <PageHeading title={t('faq.title')} subtitle={faq.data?.subtitle} />
      <DataState {...faq}>
        {(data) => (
          <div className="cnt-faq">
            {byCategory(data.items).map(([category, items]) => (
              <section key={category} className="cnt-faq__group">
                <h2 className="cnt-faq__category">{category}</h2>
                {items.map((item) => (
                  <FaqQuestion key={item.id} item={item} />
                ))}
              </section>
            ))}
          </div>
        )}
      </DataState>
      <p className="cnt-faq-page__more">
        {t('faq.more')} <Link to={CONTACT_OFFICE_PATH}>{t('faq.contact')}</Link>
      </p>
    </div>
  );
}
