import { THEME_COLOURS, THEME_PALETTES, useThemeStore, useTranslation } from '@betoch/shared';
import { Icon } from '../icons';

interface Props {
  id: string;
  onClose: () => void;
}

/** The theme settings: light/dark, LTR/RTL and the theme colours (all persisted). */
export function CustomizerPanel({ id, onClose }: Props) {
  const { t } = useTranslation();
  const dark = useThemeStore((s) => s.dark);
  const rtl = useThemeStore((s) => s.rtl);
  const colours = useThemeStore((s) => s.colours);
  const { setDark, setRtl, setColour, setColours, resetColours } = useThemeStore.getState();

  return (
    <section id={id} className="customizer__panel card" aria-labelledby={`${id}-title`}>
      <div className="customizer__head">
        <h2 id={`${id}-title`}>{t('customizer.title')}</h2>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('customizer.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <fieldset>
        <legend>{t('customizer.layout')}</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={!dark} onChange={() => setDark(false)} />
          {t('customizer.light')}
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={dark} onChange={() => setDark(true)} />
          {t('customizer.dark')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('customizer.direction')}</legend>
        <label>
          <input type="radio" name={`${id}-dir`} checked={!rtl} onChange={() => setRtl(false)} />
          {t('customizer.ltr')}
        </label>
        <label>
          <input type="radio" name={`${id}-dir`} checked={rtl} onChange={() => setRtl(true)} />
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
  );
}
