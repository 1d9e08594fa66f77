import { useTranslation } from '@betoch/shared';

interface Props {
  /** The panel's id, which the opener controls. */
  id: string;
  onRetry: () => void;
}

/** The customizer panel's place when its code could not be loaded. */
export function PanelFailed({ id, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <section id={id} className="customizer__panel card" role="alert">
      <p>{t('section.errorText')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('section.retry')}
      </button>
    </section>
  );
}
