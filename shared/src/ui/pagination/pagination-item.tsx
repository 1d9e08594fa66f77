import type { ReactNode } from 'react';
import { Link } from '@betoch/shared/router';

interface Props {
  page: number;
  /** The accessible name, e.g. "Page 2" or "Next page". */
  label: string;
  current?: boolean;
  disabled?: boolean;
  onPageChange?: ((page: number) => void) | undefined;
  hrefForPage?: ((page: number) => string) | undefined;
  children: ReactNode;
}

/** One control of the pager: a link when pages have addresses, otherwise a button. */
export function PaginationItem({
  page,
  label,
  current = false,
  disabled = false,
  onPageChange,
  hrefForPage,
  children,
}: Props) {
  const className = `pagination__item${current ? ' pagination__item--current' : ''}`;
  // Previous on page 1 (next on the last) is shown greyed for a steady layout but is not a control.
  if (disabled) {
    return (
      <span className={`${className} pagination__item--disabled`} aria-hidden="true">
        {children}
      </span>
    );
  }
  const currentProps = current ? ({ 'aria-current': 'page' } as const) : {};
  if (hrefForPage) {
    return (
      <Link className={className} to={hrefForPage(page)} aria-label={label} {...currentProps}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => onPageChange?.(page)}
      {...currentProps}
    >
      {children}
    </button>
  );
}
