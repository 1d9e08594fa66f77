/**
 * A query's time, taken apart, in its answer's `Server-Timing` header (W3C Server Timing): how
 * long it waited for a worker and how long the worker ran it. A slow answer then says whether the
 * queue or the work made it slow, to the bench (`npm run bench:listings` prints it beside its
 * slowest requests) and to a browser's developer tools. A refused query's says why.
 */

import type { Refusal } from './admission';

/**
 * How long a task waited for a worker, and then ran (ms); of its run, where the worker said, what
 * keeping the index up to date took: the wait for its own refresh (`feed`), and the thread's time
 * applying changes (`upkeep`), its own or the worker's pass between two of its statements.
 */
export interface TaskTiming {
  waitMs: number;
  runMs: number;
  feedMs?: number;
  upkeepMs?: number;
}

/**
 * The header's value: `wait;dur=12.3, run;dur=4.1`, then `feed;dur=0.6, upkeep;dur=0.2` where
 * known (tenths of a millisecond).
 */
export function serverTimingHeader({ waitMs, runMs, feedMs, upkeepMs }: TaskTiming): string {
  const metrics = [`wait;dur=${waitMs.toFixed(1)}`, `run;dur=${runMs.toFixed(1)}`];
  if (feedMs !== undefined) metrics.push(`feed;dur=${feedMs.toFixed(1)}`);
  if (upkeepMs !== undefined) metrics.push(`upkeep;dur=${upkeepMs.toFixed(1)}`);
  return metrics.join(', ');
}

/**
 * The metrics of a header (sent once or several times), by name in lower case: each one's
 * duration (ms) and description where given.
 */
function readMetrics(
  header: string | readonly string[] | null | undefined,
): Map<string, { dur?: number; desc?: string }> {
  const metrics = new Map<string, { dur?: number; desc?: string }>();
  if (!header) return metrics;
  for (const metric of [header].flat().join(',').split(',')) {
    const [name, ...params] = metric.split(';').map((part) => part.trim());
    if (!name) continue;
    const found: { dur?: number; desc?: string } = {};
    for (const param of params) {
      const [key = '', ...rest] = param.split('=');
      const value = rest.join('=').replace(/^"(.*)"$/, '$1');
      if (key.toLowerCase() === 'dur' && Number.isFinite(Number(value))) found.dur = Number(value);
      if (key.toLowerCase() === 'desc') found.desc = value;
    }
    metrics.set(name.toLowerCase(), found);
  }
  return metrics;
}

/**
 * The timing a header gives (feed and upkeep where it has them), or undefined when it has not
 * both wait and run (an answer that no worker ran: a refusal, a 400, a header of another server).
 */
export function readServerTiming(
  header: string | readonly string[] | null | undefined,
): TaskTiming | undefined {
  const metrics = readMetrics(header);
  const waitMs = metrics.get('wait')?.dur;
  const runMs = metrics.get('run')?.dur;
  if (waitMs === undefined || runMs === undefined) return undefined;
  const feedMs = metrics.get('feed')?.dur;
  const upkeepMs = metrics.get('upkeep')?.dur;
  return {
    waitMs,
    runMs,
    ...(feedMs === undefined ? {} : { feedMs }),
    ...(upkeepMs === undefined ? {} : { upkeepMs }),
  };
}

/**
 * A refused query's header (its 503): why (admission.ts `Refusal`), as `refused;desc=<cause>`
 * and the figures the cause had, e.g. `refused;desc=estimate, estimate;dur=226.3,
 * calibration;desc=1.00, bound;dur=200.0, waiting;desc=8`.
 */
export function refusalTiming(refusal: Refusal): string {
  const metrics = [`refused;desc=${refusal.cause}`];
  if (refusal.cause === 'estimate') {
    metrics.push(
      `estimate;dur=${refusal.estimateMs.toFixed(1)}`,
      `calibration;desc=${refusal.calibration.toFixed(2)}`,
    );
  }
  if (refusal.cause === 'estimate' || refusal.cause === 'waited') {
    metrics.push(`bound;dur=${refusal.boundMs.toFixed(1)}`);
  }
  if (refusal.cause === 'estimate' || refusal.cause === 'queue') {
    metrics.push(`waiting;desc=${refusal.waiting}`);
  }
  return metrics.join(', ');
}

/** Why a 503 says it was refused (refusalTiming), or undefined when it says nothing whole. */
export function readRefusal(
  header: string | readonly string[] | null | undefined,
): Refusal | undefined {
  const metrics = readMetrics(header);
  const number = (name: string, key: 'dur' | 'desc') => {
    const value = metrics.get(name)?.[key];
    return value === undefined || value === '' ? Number.NaN : Number(value);
  };
  const waiting = number('waiting', 'desc');
  const boundMs = number('bound', 'dur');
  switch (metrics.get('refused')?.desc) {
    case 'loading':
      return { cause: 'loading' };
    case 'queue':
      return Number.isInteger(waiting) ? { cause: 'queue', waiting } : undefined;
    case 'waited':
      return Number.isFinite(boundMs) ? { cause: 'waited', boundMs } : undefined;
    case 'estimate': {
      const estimateMs = number('estimate', 'dur');
      const calibration = number('calibration', 'desc');
      return [estimateMs, calibration, boundMs].every(Number.isFinite) && Number.isInteger(waiting)
        ? { cause: 'estimate', estimateMs, calibration, boundMs, waiting }
        : undefined;
    }
    default:
      return undefined;
  }
}
