/**
 * `npm test`: lint, type check, unit and component tests (jest; the listings service's on the
 * embedded database and, when BETOCH_TEST_DATABASE_URL names one, a Postgres server: required in
 * CI), the Node-side unit tests once more on the other LTS line (jestRuns), the production builds,
 * then the end-to-end tests (Playwright in Debian's Chromium). Every stage runs even when an
 * earlier one fails. Then each stage's time, the failed tests and the slowest end-to-end tests
 * (scripts/ci-summary.ts); the last line is the total, `N passed, N failed`, read from jest's and
 * Playwright's JSON.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ciInstallSeconds,
  e2eFailures,
  e2eTestTimes,
  jestFailures,
  formatSummary,
  slowestTests,
  totalSeconds,
  type E2eTime,
  type FailedTest,
  type StageTime,
} from './ci-summary';
import { E2E_PASSES, e2eCommand, e2eEnvironment, passRuns } from './e2e';

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, '.results');

/** The LTS lines the project supports (package.json's engines), oldest first. */
export const NODE_LINES: readonly string[] = ['22', '24'];
/** What runs in Node itself in production: the API, the listings service, the page server and its
 * render sandbox, the serving scripts, the shared rules. */
export const NODE_LINE_SUITES: readonly string[] = [
  'api',
  'listings-service',
  'page-server',
  'scripts',
  'shared/src/domain',
  'shared/src/data',
];

/** Builds the end-to-end tests' planted remotes into their cache (e2e/support/planted-builds.ts). */
const PLANTED_BUILDS = 'e2e/support/planted-builds.ts';

/** The Postgres server the listings service's tests use (listings-service/src/test-database.ts). */
const POSTGRES_TEST_URL = 'BETOCH_TEST_DATABASE_URL';

interface Tally {
  passed: number;
  failed: number;
}

/** Runs one stage, says how it went and how long it took, and returns that. */
export function runStage(
  label: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): StageTime {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`);
  return { label, seconds, ok };
}

/**
 * Runs one stage beside another: its output is kept and printed whole once it ends, so that two
 * stages' lines never interleave in the log.
 */
export function runStageQuietly(
  label: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<StageTime> {
  const started = Date.now();
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const end = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`);
      resolve({ label, seconds, ok });
    };
    child.on('error', () => end(false));
    child.on('close', (code) => end(code === 0));
  });
}

/** One jest run: on which Node line, and the whole suite or only the Node-side suites. */
export interface JestRun {
  line: string;
  suites: 'all' | 'node-side';
  /** Through `npx -p node@<line>`: the line is not the Node that runs this script. */
  viaNpx: boolean;
}

/**
 * The jest runs for a current Node major: each supported line runs the Node-side suites once and
 * one of them the jsdom and component suites too. The whole suite runs on the current Node when
 * it is a supported line (CI's 22: the whole suite on 22, the Node-side suites on 24); an
 * unsupported one (a developer's 20 or 26) tests nothing anyone runs in production, so then the
 * whole suite runs on the oldest line, fetched by npx like the others.
 */
export function jestRuns(currentMajor: string, lines: readonly string[] = NODE_LINES): JestRun[] {
  const main = lines.includes(currentMajor) ? currentMajor : lines[0];
  if (main === undefined) return [];
  return [
    { line: main, suites: 'all', viaNpx: main !== currentMajor },
    ...lines
      .filter((line) => line !== main)
      .map((line): JestRun => ({ line, suites: 'node-side', viaNpx: line !== currentMajor })),
  ];
}

/**
 * The command of a jest run (`npx …`). The whole suite writes its JSON report to `jsonFile`, which
 * the total reads; a Node-side run counts as one stage, quietly.
 */
export function jestCommand(run: JestRun, jsonFile: string): string[] {
  const jest = run.viaNpx
    ? ['-y', '-p', `node@${run.line}`, 'node', 'node_modules/jest/bin/jest.js']
    : ['jest'];
  return run.suites === 'all'
    ? [...jest, '--ci', '--json', `--outputFile=${jsonFile}`]
    : [...jest, '--ci', '--silent', ...NODE_LINE_SUITES];
}

/** A jest run's label in the log and the summary. */
export function jestLabel(run: JestRun): string {
  if (run.suites === 'node-side') return `unit tests on Node ${run.line}`;
  return run.viaNpx ? `unit and component tests on Node ${run.line}` : 'unit and component tests';
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Counts from jest's `--json` output; a suite that failed to run counts as one failure. */
export function jestTally(report: unknown): Tally | null {
  if (typeof report !== 'object' || report === null) return null;
  const r = report as Record<string, unknown>;
  if (typeof r.numPassedTests !== 'number' || typeof r.numFailedTests !== 'number') return null;
  const broken = typeof r.numRuntimeErrorTestSuites === 'number' ? r.numRuntimeErrorTestSuites : 0;
  return { passed: r.numPassedTests, failed: r.numFailedTests + broken };
}

/** Counts from Playwright's JSON reporter; flaky tests passed on retry, so they count as passed. */
export function playwrightTally(report: unknown): Tally | null {
  if (typeof report !== 'object' || report === null) return null;
  const stats = (report as { stats?: Record<string, unknown> }).stats;
  if (!stats || typeof stats.expected !== 'number' || typeof stats.unexpected !== 'number')
    return null;
  const flaky = typeof stats.flaky === 'number' ? stats.flaky : 0;
  const errors = (report as { errors?: unknown[] }).errors?.length ?? 0;
  return { passed: stats.expected + flaky, failed: stats.unexpected + errors };
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const total: Tally = { passed: 0, failed: 0 };
  const count = (ok: boolean) => (ok ? total.passed++ : total.failed++);
  const stages: StageTime[] = [];
  const failed: FailedTest[] = [];
  const run = (...args: Parameters<typeof runStage>): boolean => {
    const stage = runStage(...args);
    stages.push(stage);
    return stage.ok;
  };
  const runBeside = async (...args: Parameters<typeof runStageQuietly>): Promise<boolean> => {
    const stage = await runStageQuietly(...args);
    stages.push(stage);
    return stage.ok;
  };

  // The listings service's tests run on Postgres too when this names a server (.ci/run starts one);
  // CI must not skip them.
  if (!process.env[POSTGRES_TEST_URL]) {
    console.log(
      `\n${process.env.CI ? '✘' : '▶'} ${POSTGRES_TEST_URL} is not set: the listings service's tests skip Postgres (docs/listings-service.md#tests)`,
    );
    if (process.env.CI) total.failed++;
  }

  // The API, the page server, the scripts and the shared rules must run on every LTS line in use,
  // once each (jestRuns): the lines other than this one are fetched from the npm registry by npx
  // (about 10 s the first time). The whole suite's run is counted test by test, from its report.
  const jestFile = path.join(RESULTS, 'jest.json');
  const [wholeSuite, ...otherLines] = jestRuns(process.versions.node.split('.')[0] ?? '');
  const jestStage = (jestRun: JestRun) =>
    runBeside(jestLabel(jestRun), 'npx', jestCommand(jestRun, jestFile));

  // Two lanes, as the machine has two cores: jest on two cores runs one test file at a time (its
  // default workers: the cores less one), and ESLint, Prettier, tsc and webpack each mostly one.
  // One lane: the static checks, the Node-side suites on the other line, then the end-to-end
  // tests' planted builds, which a fresh clone's cache lacks (built there, they held both workers
  // of the timing pass for 80 s); the other: the whole unit suite, then the production builds.
  // On ci25 (issue 25): 100 + 190 s beside 247 + 94 s, where pairing the static checks with the
  // whole suite and the builds with the other line took 247 + 190 s.
  const [, built] = await Promise.all([
    (async () => {
      count(await runBeside('lint', 'npx', ['eslint', '.']));
      count(await runBeside('format', 'npx', ['prettier', '--check', '.']));
      count(await runBeside('types', 'npx', ['tsc', '-b']));
      for (const jestRun of otherLines) count(await jestStage(jestRun));
      // Not a test: a planted build that fails here is built, and fails, in the test that needs it.
      await runBeside('end-to-end planted builds', 'npx', ['tsx', PLANTED_BUILDS]);
    })(),
    (async () => {
      if (wholeSuite) {
        await jestStage(wholeSuite);
        const report = readJson(jestFile);
        failed.push(...jestFailures(report, ROOT));
        const jest = jestTally(report);
        if (jest) {
          total.passed += jest.passed;
          total.failed += jest.failed;
        } else total.failed++;
      }
      return runBeside('production builds', 'npx', ['tsx', 'scripts/build.ts']);
    })(),
  ]);
  count(built);
  const e2eTimes: E2eTime[] = [];
  if (built) {
    // Four passes (scripts/e2e.ts): the rest, then the timing tests two at a time, then those that
    // need the machine alone, one at a time, then the writers' tests again on Postgres.
    for (const pass of E2E_PASSES) {
      if (!passRuns(pass, process.env)) {
        console.log(`\n▷ ${pass.label}: skipped, no Postgres server (BETOCH_E2E_POSTGRES_URL)`);
        continue;
      }
      const pwFile = path.join(RESULTS, pass.report);
      run(pass.label, 'npx', e2eCommand(pass), e2eEnvironment(pass, RESULTS));
      const report = existsSync(pwFile) ? readJson(pwFile) : null;
      e2eTimes.push(...e2eTestTimes(report));
      failed.push(...e2eFailures(report, pass.label));
      const pw = playwrightTally(report);
      if (pw) {
        total.passed += pw.passed;
        total.failed += pw.failed;
      } else total.failed++;
    }
  }

  const summary = formatSummary({
    stages,
    installSeconds: ciInstallSeconds(process.env),
    totalSeconds: totalSeconds(process.env, started, Date.now()),
    slowest: slowestTests(e2eTimes),
    failed,
  });
  console.log(`\n${summary.join('\n')}`);
  // CI reads this line: it stays the last.
  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

if (require.main === module) void main();
