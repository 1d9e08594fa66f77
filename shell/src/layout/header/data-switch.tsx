import { useDataMode, useDataModeStore, useTranslation } from '@betoch/shared';

/**
 * The low-data switch (docs/low-data.md): on when the browser asks to save data, until the visitor
 * chooses; their choice, either way, holds on every page and both hostings (a cookie).
 */
export function DataSwitch() {
  const { t } = useTranslation();
  const low = useDataMode() === 'low';
  const choose = useDataModeStore((s) => s.choose);
  return (
    <button
      type="button"
      className="header__data-switch"
      aria-pressed={low}
      title={t('header.saveDataHint')}
      onClick={() => choose(low ? 'normal' : 'low')}
    >
      <span className="header__data-switch-mark" aria-hidden="true" />
      <span className="header__data-switch-text">{t('header.saveData')}</span>
    </button>
  );
}
