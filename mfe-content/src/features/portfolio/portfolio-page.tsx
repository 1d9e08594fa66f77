import { Link, useSearchParams } from '@betoch/shared/router';
import { HOME_PATH, usePortfolioPage, useTagLabel, type PortfolioView } from '@betoch/shared';
import { Breadcrumbs, DataState, PageHeading, Pagination } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { PortfolioItem } from './portfolio-item';
import './portfolio.css';

/** The portfolio: every property our agents handle, as a picture grid filtered by type. */
export function PortfolioPage({ columns }: { columns: 2 | 3 }) {
  const { t } = usePagesT();
  const label = useTagLabel();
  const [params] = useSearchParams();
  const portfolio = usePortfolioPage(params.get('type') ?? '', Number(params.get('page') ?? 1));
  const path = `/page/portfolio/${columns}-grid`;

  const render = ({ types, type: current, total, pager, items }: PortfolioView) => {
    const filterPath = (type: string) => (type ? `${path}?type=${encodeURIComponent(type)}` : path);
    const pagePath = (page: number) => {
      const query = new URLSearchParams(current ? { type: current } : {});
      query.set('page', String(page));
      return `${path}?${query.toString()}`;
    };
    return (
      <>
        <nav className="cnt-portfolio__filters" aria-label={t('portfolio.filter')}>
          <ul>
            {['', ...types].map((type) => (
              <li key={type || 'all'}>
                <Link
                  className="cnt-portfolio__filter"
                  to={filterPath(type)}
                  aria-current={type === current ? 'true' : undefined}
                >
                  {type ? label(type) : t('portfolio.all')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="muted" role="status">
          {t('portfolio.count', { count: total })}
        </p>
        <ul className={`cnt-portfolio cnt-portfolio--${columns}`}>
          {items.map((property, index) => (
            <PortfolioItem key={property.id} property={property} eager={index < columns} />
          ))}
        </ul>
        <Pagination pager={pager} hrefForPage={pagePath} />
      </>
    );
  };

  return (
    <div className="container cnt-portfolio-page">
      <Breadcrumbs
        items={[{ label: t('common.home'), to: HOME_PATH }, { label: t('portfolio.title') }]}
      />
      <PageHeading title={t('portfolio.title')} subtitle={t('portfolio.subtitle')} />
      <DataState {...portfolio}>{render}</DataState>
    </div>
  );
}
