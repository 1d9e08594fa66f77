import { useTranslation } from '@betoch/shared/singleton';
import type { Pager } from '../../domain/pager';
import { PaginationItem } from './pagination-item';
import './pagination.css';

interface Props {
  pager: Pager;
  /** Called with the chosen page (buttons). */
  onPageChange?: (page: number) => void;
  /** The address of a page (links, so a page can be bookmarked or opened in a new tab). */
  hrefForPage?: (page: number) => string;
}

/** The pager's page window with previous and next; "1" alone for a single page, nothing for none. */
export function Pagination({ pager, onPageChange, hrefForPage }: Props) {
  const { t } = useTranslation();
  if (pager.totalPages < 1) return null;
  const { currentPage, totalPages } = pager;
  const target = { onPageChange, hrefForPage };

  return (
    <nav className="pagination" aria-label={t('pager.label')}>
      <ul>
        <li>
          <PaginationItem
            {...target}
            page={currentPage - 1}
            label={t('pager.previous')}
            disabled={currentPage <= 1}
          >
            <span className="pagination__arrow">‹</span>
          </PaginationItem>
        </li>
        {pager.pages.map((page) => (
          <li key={page}>
            <PaginationItem
              {...target}
              page={page}
              label={t('pager.page', { page })}
              current={page === currentPage}
            >
              {page}
            </PaginationItem>
          </li>
        ))}
        <li>
          <PaginationItem
            {...target}
            page={currentPage + 1}
            label={t('pager.next')}
            disabled={currentPage >= totalPages}
          >
            <span className="pagination__arrow">›</span>
          </PaginationItem>
        </li>
      </ul>
      <p className="pagination__status muted">
        {t('pager.status', { page: currentPage, total: totalPages })}
      </p>
    </nav>
  );
}
