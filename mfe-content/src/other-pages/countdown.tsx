import { useEffect, useState } from 'react';
import { timeLeft } from './countdown-rules';
import { useT } from '../i18n-pages';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds until `target` (epoch ms), updated every second. The clock is
 * the visitor's: the server's HTML (and so the first render that takes it over) shows the boxes
 * with `--`, and the values fill in as soon as the page runs.
 */
export function Countdown({ target }: { target: number }) {
  const { t } = useT();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
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
