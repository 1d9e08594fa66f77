import { useEffect, useId, useRef, useState } from 'react';
import { THEME_COLOURS, THEME_PALETTES, useThemeStore, useTranslation } from '@betoch/shared';
import { Icon } from '../icons';
import './theme-customizer.css';

/** The theme settings panel: light/dark, LTR/RTL and the theme colours (all persisted). */
export function ThemeCustomizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const dark = useThemeStore((s) => s.dark);
  const rtl = useThemeStore((s) => s.rtl);
  const colours = useThemeStore((s) => s.colours);
  const { setDark, setRtl, setColour, setColours, resetColours } = useThemeStore.getState();

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
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="settings" />
      </button>
      <section
        id={panelId}
        className="customizer__panel card"
        hidden={!open}
        aria-labelledby={`${panelId}-title`}
      >
        <div className="customizer__head">
          <h2 id={`${panelId}-title`}>{t('customizer.title')}</h2>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('customizer.close')}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <fieldset>
          <legend>{t('customizer.layout')}</legend>
          <label>
            <input
              type="radio"
              name={`${panelId}-mode`}
              checked={!dark}
              onChange={() => setDark(false)}
            />
            {t('customizer.light')}
          </label>
          <label>
            <input
              type="radio"
              name={`${panelId}-mode`}
              checked={dark}
              onChange={() => setDark(true)}
            />
            {t('customizer.dark')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('customizer.direction')}</legend>
          <label>
            <input
              type="radio"
              name={`${panelId}-dir`}
              checked={!rtl}
              onChange={() => setRtl(false)}
            />
            {t('customizer.ltr')}
          </label>
          <label>
            <input
              type="radio"
              name={`${panelId}-dir`}
              checked={rtl}
              onChange={() => setRtl(true)}
            />
            {t('customizer.rtl')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('customizer.colours')}</legend>
          <div className="customizer__palettes">
            {THEME_PALETTES.map((palette) => (
              <button
                key={palette.name}
                type="button"
                className="customizer__palette"
                onClick={() => setColours(palette.colours)}
              >
                {Object.values(palette.colours).map((colour) => (
                  <span
                    key={colour}
                    className="customizer__swatch"
                    style={{ background: colour }}
                    aria-hidden="true"
                  />
                ))}
                {palette.name}
              </button>
            ))}
          </div>
          {THEME_COLOURS.map((colour) => (
            <label key={colour.variable} className="customizer__picker">
              <input
                type="color"
                value={colours[colour.variable] ?? colour.defaultValue}
                onChange={(event) => setColour(colour.variable, event.target.value)}
              />
              {t(`customizer.colour.${colour.label.toLowerCase()}`)}
            </label>
          ))}
          <button type="button" className="btn btn--ghost" onClick={resetColours}>
            {t('customizer.reset')}
          </button>
        </fieldset>
      </section>
    </div>
  );
}
