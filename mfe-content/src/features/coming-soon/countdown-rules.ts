/** Time left before a moment, split for a countdown display. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the moment has come (every part is then 0). */
  done: boolean;
}

/** Splits the time from `now` to `target` (epoch milliseconds) into days, hours, minutes, seconds. */
export function timeLeft(now: number, target: number): TimeLeft {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}
