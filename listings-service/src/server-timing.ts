/**
 * A query's time, taken apart, in its answer's `Server-Timing` header (W3C Server Timing): how
 * long it waited for a worker and how long the worker ran it. A slow answer then says whether the
 * queue or the work made it slow, to the bench (`npm run bench:listings` prints it beside its
 * slowest requests) and to a browser's developer tools.
 */

/** How long a task waited for a worker, and then ran (ms). */
export interface TaskTiming {
  waitMs: number;
  runMs: number;
}

/** The header's value: `wait;dur=12.3, run;dur=4.1` (tenths of a millisecond). */
export function serverTimingHeader({ waitMs, runMs }: TaskTiming): string {
  return `wait;dur=${waitMs.toFixed(1)}, run;dur=${runMs.toFixed(1)}`;
}

/**
 * The timing a header gives (sent once or several times), or undefined when it has not both
 * metrics (an answer that no worker ran: a refusal, a 400, a header of another server).
 */
export function readServerTiming(
  header: string | readonly string[] | null | undefined,
): TaskTiming | undefined {
  if (!header) return undefined;
  const durations = new Map<string, number>();
  for (const metric of [header].flat().join(',').split(',')) {
    const [name, ...params] = metric.split(';').map((part) => part.trim());
    const dur = params.find((param) => /^dur=/i.test(param));
    const ms = dur === undefined ? Number.NaN : Number(dur.slice(4));
    if (name && Number.isFinite(ms)) durations.set(name.toLowerCase(), ms);
  }
  const waitMs = durations.get('wait');
  const runMs = durations.get('run');
  return waitMs === undefined || runMs === undefined ? undefined : { waitMs, runMs };
}
