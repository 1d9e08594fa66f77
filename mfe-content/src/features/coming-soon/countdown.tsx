import { useSyncExternalStore } from 'react';
import { timeLeft } from './countdown-rules';
import { usePagesT } from '../../i18n-pages';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

function everySecond(tick: () => void): () => void {
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
}

const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noClock = () => null;

/**
 * Days, hours, minutes and seconds until `target` (epoch ms), updated every second. The clock is
 * the visitor's: the server's HTML (and so the first render that takes it over) shows the boxes
 * with `--`, and the values fill in as soon as the page runs.
 */
export function Countdown({ target }: { target: number }) {
  const { t } = usePagesT();
  // The server (and the render taking its HTML over) has no clock: `null` there.
  const now = useSyncExternalStore(everySecond, currentSecond, noClock);
  const left = now === null ? null : timeLeft(now, target);
  if (left?.done) return <p className="cnt-countdown__done">{t('soon.live')}</p>;
  // role="timer" is not announced at every tick; the label says what is counted.
  return (
    <div className="cnt-countdown" role="timer" aria-label={t('soon.timeLeft')}>
      {UNITS.map((unit) => (
        <div key={unit} className="cnt-countdown__unit">
          <span className="cnt-countdown__value">
            {left ? String(left[unit]).padStart(2, '0') : '--'}
          </span>
          <span className="cnt-countdown__label">{t(`soon.units.${unit}`)}</span>
        </div>
      ))}
    </div>
  );
}
