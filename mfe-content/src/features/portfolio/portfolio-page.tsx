import { Link, useSearchParams } from '@betoch/shared/router';
import {
  DEFAULT_PAGE_SIZE,
  HOME_PATH,
  getPager,
  paginate,
  useProperties,
  useTagLabel,
  type Property,
} from '@betoch/shared';
import { Breadcrumbs, DataState, PageHeading, Pagination } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { PortfolioItem } from './portfolio-item';
import './portfolio.css';

/** The portfolio: every property our agents handle, as a picture grid filtered by type. */
export function PortfolioPage({ columns }: { columns: 2 | 3 }) {
  const { t } = usePagesT();
  const label = useTagLabel();
  const properties = useProperties();
  const [params] = useSearchParams();
  const chosen = params.get('type') ?? '';
  const path = `/page/portfolio/${columns}-grid`;

  const render = (all: Property[]) => {
    const types = [...new Set(all.map((p) => p.type))].sort((a, b) => a.localeCompare(b));
    const current = types.includes(chosen) ? chosen : '';
    const shown = current ? all.filter((p) => p.type === current) : all;
    const pager = getPager(shown.length, Number(params.get('page') ?? 1), DEFAULT_PAGE_SIZE);
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
          {t('portfolio.count', { count: shown.length })}
        </p>
        <ul className={`cnt-portfolio cnt-portfolio--${columns}`}>
          {paginate(shown, pager).map((property, index) => (
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
      <DataState {...properties}>{render}</DataState>
    </div>
  );
}
