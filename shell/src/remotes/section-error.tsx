import { useTranslation } from '@betoch/shared';

/** The in-page message shown where a section could not be loaded. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="section-error" role="alert" aria-live="assertive">
      <h1 className="section-error__title">{t('section.errorTitle')}</h1>
      <p>{t('section.errorText')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('section.retry')}
      </button>
    </section>
  );
}
