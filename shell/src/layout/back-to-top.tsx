import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX, useTranslation } from '@betoch/shared';
import { Icon } from './icons';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** "Back to top": shown once the page is scrolled more than 600 px (docs/rules.md#constants). */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="icon-btn back-to-top"
      aria-label={t('layout.backToTop')}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <Icon name="arrowUp" />
    </button>
  );
}
