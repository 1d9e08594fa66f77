import { useTranslation } from '@betoch/shared';

type Props =
  | { onRetry: () => void; retryHref?: undefined }
  /** Rendered before the page's code runs (on the server): "Try again" opens the page again. */
  | { onRetry?: undefined; retryHref: string };

/** The in-page message shown where a section could not be loaded. */
export function SectionError({ onRetry, retryHref }: Props) {
  const { t } = useTranslation();
  return (
    <section className="section-error" role="alert" aria-live="assertive">
      <h1 className="section-error__title">{t('section.errorTitle')}</h1>
      <p>{t('section.errorText')}</p>
      {retryHref === undefined ? (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('section.retry')}
        </button>
      ) : (
        <a className="btn btn--primary" href={retryHref}>
          {t('section.retry')}
        </a>
      )}
    </section>
  );
}
