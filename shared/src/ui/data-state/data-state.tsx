import type { ReactNode } from 'react';
import { useTranslation } from '@betoch/shared/singleton';

interface Props<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  retry?: () => void;
  /** Rendered once the data is there. */
  children: (data: T) => ReactNode;
  /** What to show while loading (a light skeleton by default). */
  fallback?: ReactNode;
}

/**
 * The three states of a data-backed section: loading, failed (the error handler's message and a
 * retry, inside the section only), and loaded.
 */
export function DataState<T>({ data, loading, error, retry, children, fallback }: Props<T>) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className="alert data-state__error" role="alert">
        <p>{error}</p>
        {retry ? (
          <button type="button" className="btn" onClick={retry}>
            {t('section.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (loading || data === undefined) {
    return (
      fallback ?? (
        <div className="section-skeleton" aria-busy="true">
          <span className="visually-hidden">{t('ui.loading')}</span>
          <div className="section-skeleton__bar" />
          <div className="section-skeleton__bar" />
        </div>
      )
    );
  }
  return <>{children(data)}</>;
}
