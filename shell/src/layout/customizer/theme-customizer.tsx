import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@betoch/shared';
import { fetchedPart } from '@betoch/shared/ui';
import { Icon } from '../icons';
import { PanelFailed } from './panel-failed';
import './theme-customizer.css';

// The panel's code loads when it is first opened: no first visit needs it (−0.6 KB gzip). When it
// cannot load, the panel's place says so, with a retry; the page stays.
const CustomizerPanel = fetchedPart(
  () => import('./customizer-panel').then((m) => m.CustomizerPanel),
  null,
  (retry, { id }) => <PanelFailed id={id} onRetry={retry} />,
);

/** The theme settings: the gear, and the panel (light/dark, LTR/RTL, colours) it opens. */
export function ThemeCustomizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        opener.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="customizer">
      <button
        ref={opener}
        type="button"
        className="icon-btn customizer__opener"
        aria-label={t('customizer.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="settings" />
      </button>
      {open ? <CustomizerPanel id={panelId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
