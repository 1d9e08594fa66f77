/**
 * The summary `npm test` prints just before its last line: how long each stage took (and the
 * install `.ci/run` did before it), the total, the tests that failed with why, and the slowest
 * end-to-end tests, read from jest's and Playwright's JSON reports. Where CI's time goes, and what
 * broke, without opening a log of 10,000 lines (CI's readers may see only its last lines).
 */
import path from 'node:path';

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

/** A test that failed: its title as `e2eTestTimes` gives it, and the first line of its error. */
export interface FailedTest {
  title: string;
  reason: string;
}

/** What the summary shows. */
export interface Summary {
  stages: readonly StageTime[];
  /** The install `.ci/run` timed (ciInstallSeconds), when it ran. */
  installSeconds: number | null;
  totalSeconds: number;
  /** The slowest end-to-end tests, slowest first (slowestTests). */
  slowest: readonly E2eTime[];
  /** The tests that failed, jest's then each end-to-end pass's (jestFailures, e2eFailures). */
  failed: readonly FailedTest[];
}

/** Set by `.ci/run` (seconds since the epoch) when it starts and once `npm ci` has finished. */
export const CI_STARTED = 'BETOCH_CI_STARTED';
export const CI_INSTALLED = 'BETOCH_CI_INSTALLED';

/** How many of the slowest end-to-end tests the summary lists. */
export const SLOWEST_COUNT = 10;

/** How many failed tests the summary lists (with a count of the rest). */
export const FAILED_COUNT = 20;

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
 * Every test of a Playwright JSON report (suites nested in suites, each with `specs[].tests[]`),
 * titled `file › describe › … › title`. Anything that is not such a report gives no tests.
 */
function e2eTests(report: unknown): { title: string; test: Json }[] {
  if (!isRecord(report)) return [];
  const tests: { title: string; test: Json }[] = [];
  const walk = (suite: Json, titles: readonly string[]): void => {
    for (const spec of records(suite.specs)) {
      const file = text(spec.file);
      // The outermost suite is the file itself: its title is the file's name, said once.
      const path = [file, ...titles.filter((title) => title && title !== file), text(spec.title)];
      const title = path.filter(Boolean).join(' › ');
      for (const test of records(spec.tests)) tests.push({ title, test });
    }
    for (const child of records(suite.suites)) walk(child, [...titles, text(child.title)]);
  };
  for (const suite of records(report.suites)) walk(suite, [text(suite.title)]);
  return tests;
}

/** Every test of a Playwright JSON report with the time its runs took. */
export function e2eTestTimes(report: unknown): E2eTime[] {
  return e2eTests(report).map(({ title, test }) => ({ title, seconds: testSeconds(test) }));
}

/** Terminal colours, which Playwright's and jest's messages carry. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** How many lines of an error message the summary keeps: the matcher, expected and received. */
const REASON_LINES = 3;
/** The width each of those lines is cut to. */
const REASON_LINE_WIDTH = 70;

/**
 * What an error message says, without colours, its stack or quoted source: its first lines that say something,
 * on one line (`expect(received).toBeLessThan(expected) · Expected: < 2000 · Received: 2252`).
 */
function gist(message: string): string {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .map((part) => part.trim())
    // Not its stack, nor the source lines Playwright quotes (`> 53 | test.beforeAll(…`).
    .filter((part) => part && !part.startsWith('at ') && !/^(?:>\s*)?\d*\s*\|/.test(part));
  // Each line cut on its own: a received page of 50 KB must not push the expected value out.
  const cutLine = (line: string) =>
    line.length > REASON_LINE_WIDTH ? `${line.slice(0, REASON_LINE_WIDTH - 1)}…` : line;
  return lines.length > 0 ? lines.slice(0, REASON_LINES).map(cutLine).join(' · ') : 'no message';
}

/** `file:line` of a Playwright error's location, when it has one. */
function where(error: Json): string {
  const location = isRecord(error.location) ? error.location : null;
  if (!location || typeof location.line !== 'number') return '';
  return ` (${path.basename(text(location.file))}:${location.line})`;
}

/**
 * The tests of a Playwright JSON report that failed (status `unexpected`: every attempt failed; a
 * flaky one passed on retry), each with its last attempt's error's first lines and where it was
 * raised; then the report's own errors (a global setup that threw), titled by `pass`.
 */
export function e2eFailures(report: unknown, pass: string): FailedTest[] {
  const failed = e2eTests(report)
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ title, test }) => {
      const last = records(test.results).at(-1);
      const error = last
        ? (records(last.errors)[0] ?? (isRecord(last.error) ? last.error : null))
        : null;
      return {
        title,
        reason: error ? `${gist(text(error.message))}${where(error)}` : 'no error reported',
      };
    });
  const errors = isRecord(report) ? records(report.errors) : [];
  return [
    ...failed,
    ...errors.map((error) => ({
      title: pass,
      reason: `${gist(text(error.message))}${where(error)}`,
    })),
  ];
}

/**
 * The tests of a jest `--json` report that failed, titled `file › ancestors › title`, and the
 * test files that could not run (a syntax error, a failing `beforeAll`), with their message.
 */
export function jestFailures(report: unknown, root: string): FailedTest[] {
  if (!isRecord(report)) return [];
  return records(report.testResults).flatMap((file): FailedTest[] => {
    const name = path.relative(root, text(file.name)) || text(file.name);
    const failed = records(file.assertionResults)
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => ({
        title: [name, text(assertion.fullName) || text(assertion.title)].join(' › '),
        reason: gist(
          Array.isArray(assertion.failureMessages) ? text(assertion.failureMessages[0]) : '',
        ),
      }));
    if (failed.length > 0 || file.status !== 'failed') return failed;
    return [{ title: name, reason: gist(text(file.message)) }];
  });
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
  if (summary.failed.length > 0) {
    lines.push(`Failed tests (${summary.failed.length})`);
    for (const test of summary.failed.slice(0, FAILED_COUNT)) {
      lines.push(`  ✘ ${cut(test.title, TITLE_WIDTH)}`, `      ${test.reason}`);
    }
    const more = summary.failed.length - FAILED_COUNT;
    if (more > 0) lines.push(`  … and ${more} more (the log above has them all)`);
  }
  if (slow.length > 0) {
    lines.push(`Slowest end-to-end tests (s)`);
    lines.push(...slow.map((r) => `  ${seconds(r.seconds)}   ${cut(r.label, TITLE_WIDTH)}`));
  }
  return lines;
}
