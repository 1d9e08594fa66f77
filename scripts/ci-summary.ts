/**
 * The summary `npm test` prints just before its last line: how long each stage took (and the
 * install `.ci/run` did before it), the total, and the slowest end-to-end tests, read from the
 * Playwright JSON reports of both passes. Where CI's time goes, without opening a log of 10,000
 * lines.
 */

/** How one stage went: its label as printed when it ran, its wall time and its exit status. */
export interface StageTime {
  label: string;
  seconds: number;
  ok: boolean;
}

/** One end-to-end test and the time its runs took. */
export interface E2eTime {
  /** `file › describe › … › title`. */
  title: string;
  seconds: number;
}

/** What the summary shows. */
export interface Summary {
  stages: readonly StageTime[];
  /** The install `.ci/run` timed (ciInstallSeconds), when it ran. */
  installSeconds: number | null;
  totalSeconds: number;
  /** The slowest end-to-end tests, slowest first (slowestTests). */
  slowest: readonly E2eTime[];
}

/** Set by `.ci/run` (seconds since the epoch) when it starts and once `npm ci` has finished. */
export const CI_STARTED = 'BETOCH_CI_STARTED';
export const CI_INSTALLED = 'BETOCH_CI_INSTALLED';

/** How many of the slowest end-to-end tests the summary lists. */
export const SLOWEST_COUNT = 10;

/** A title longer than this is cut in its middle: the file and the test's own words both stay. */
const TITLE_WIDTH = 110;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The seconds all runs of a report's test took: a retried test cost the run every attempt. */
function testSeconds(test: Json): number {
  const ms = records(test.results).reduce(
    (sum, result) => sum + (typeof result.duration === 'number' ? result.duration : 0),
    0,
  );
  return ms / 1000;
}

/**
 * Every test of a Playwright JSON report (suites nested in suites, each with `specs[].tests[]`)
 * with the time its runs took, titled `file › describe › … › title`. Anything that is not such a
 * report gives no tests.
 */
export function e2eTestTimes(report: unknown): E2eTime[] {
  if (!isRecord(report)) return [];
  const times: E2eTime[] = [];
  const walk = (suite: Json, titles: readonly string[]): void => {
    for (const spec of records(suite.specs)) {
      const file = text(spec.file);
      // The outermost suite is the file itself: its title is the file's name, said once.
      const path = [file, ...titles.filter((title) => title && title !== file), text(spec.title)];
      const title = path.filter(Boolean).join(' › ');
      for (const test of records(spec.tests)) times.push({ title, seconds: testSeconds(test) });
    }
    for (const child of records(suite.suites)) walk(child, [...titles, text(child.title)]);
  };
  for (const suite of records(report.suites)) walk(suite, [text(suite.title)]);
  return times;
}

/** The `count` slowest tests, slowest first; ties keep their report order. */
export function slowestTests(times: readonly E2eTime[], count = SLOWEST_COUNT): E2eTime[] {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

function epochSeconds(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** How long `.ci/run` took before `npm test` (system packages, Postgres, `npm ci`), if it ran. */
export function ciInstallSeconds(env: NodeJS.ProcessEnv): number | null {
  const started = epochSeconds(env[CI_STARTED]);
  const installed = epochSeconds(env[CI_INSTALLED]);
  if (started === null || installed === null || installed < started) return null;
  return installed - started;
}

/**
 * The total wall time: since `.ci/run` started when it set its clock (the install included),
 * else since `startedMs`, when this process started.
 */
export function totalSeconds(env: NodeJS.ProcessEnv, startedMs: number, nowMs: number): number {
  const ciStarted = epochSeconds(env[CI_STARTED]);
  const from = ciStarted !== null && ciStarted * 1000 <= nowMs ? ciStarted * 1000 : startedMs;
  return (nowMs - from) / 1000;
}

function cut(title: string, width: number): string {
  if (title.length <= width) return title;
  const half = Math.floor((width - 1) / 2);
  return `${title.slice(0, half)}…${title.slice(title.length - (width - 1 - half))}`;
}

/**
 * The summary's lines: one per stage (seconds, ✔ or ✘, label), the install first and the total
 * last, then the slowest end-to-end tests. Seconds are right-aligned in one column so the eye can
 * run down it.
 */
export function formatSummary(summary: Summary): string[] {
  const rows: { seconds: number; mark: string; label: string }[] = [];
  if (summary.installSeconds !== null) {
    rows.push({ seconds: summary.installSeconds, mark: ' ', label: 'install (.ci/run)' });
  }
  for (const stage of summary.stages) {
    rows.push({ seconds: stage.seconds, mark: stage.ok ? '✔' : '✘', label: stage.label });
  }
  rows.push({ seconds: summary.totalSeconds, mark: ' ', label: 'total' });
  const slow = summary.slowest.map((test) => ({ seconds: test.seconds, label: test.title }));
  const width = Math.max(...[...rows, ...slow].map((row) => row.seconds.toFixed(1).length));
  const seconds = (value: number) => value.toFixed(1).padStart(width);

  const lines = [
    'Stage times (s)',
    ...rows.map((r) => `  ${seconds(r.seconds)} ${r.mark} ${r.label}`),
  ];
  if (slow.length > 0) {
    lines.push(`Slowest end-to-end tests (s)`);
    lines.push(...slow.map((r) => `  ${seconds(r.seconds)}   ${cut(r.label, TITLE_WIDTH)}`));
  }
  return lines;
}
