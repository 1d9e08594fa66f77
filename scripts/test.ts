/**
 * `npm test`: lint, type check, unit and component tests (jest; the listings service's on the
 * embedded database and, when BETOCH_TEST_DATABASE_URL names one, a Postgres server: required in
 * CI), the Node-side unit tests again on Node 22 and 24, the production builds, then the end-to-end tests (Playwright in Debian's Chromium). Every stage runs even when an earlier one
 * fails; the last line is the total, `N passed, N failed`, read from jest's and Playwright's JSON.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_PASSES, e2eCommand, e2eEnvironment } from './e2e';

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, '.results');

/** The current LTS lines checked besides the Node that runs this script. */
const NODE_LINES = ['22', '24'];
/** What runs in Node itself in production: the API, the listings service, the page server and its
 * render sandbox, the serving scripts, the shared rules. */
const NODE_LINE_SUITES = [
  'api',
  'listings-service',
  'page-server',
  'scripts',
  'shared/src/domain',
  'shared/src/data',
];

/** The Postgres server the listings service's tests use (listings-service/src/test-database.ts). */
const POSTGRES_TEST_URL = 'BETOCH_TEST_DATABASE_URL';

interface Tally {
  passed: number;
  failed: number;
}

function run(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
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

function main(): void {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const total: Tally = { passed: 0, failed: 0 };
  const count = (ok: boolean) => (ok ? total.passed++ : total.failed++);

  count(run('lint', 'npx', ['eslint', '.']));
  count(run('format', 'npx', ['prettier', '--check', '.']));
  count(run('types', 'npx', ['tsc', '-b']));

  // The listings service's tests run on Postgres too when this names a server (.ci/run starts one);
  // CI must not skip them.
  if (!process.env[POSTGRES_TEST_URL]) {
    console.log(
      `\n${process.env.CI ? '✘' : '▶'} ${POSTGRES_TEST_URL} is not set: the listings service's tests skip Postgres (docs/listings-service.md#tests)`,
    );
    if (process.env.CI) total.failed++;
  }

  const jestFile = path.join(RESULTS, 'jest.json');
  run('unit and component tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestFile}`]);
  const jest = jestTally(readJson(jestFile));
  if (jest) {
    total.passed += jest.passed;
    total.failed += jest.failed;
  } else total.failed++;

  // The API, the page server, the scripts and the shared rules must run on every LTS line in use:
  // the lines other than this one are fetched from the npm registry by npx (about 10 s the first
  // time).
  const current = process.versions.node.split('.')[0];
  for (const line of NODE_LINES.filter((major) => major !== current)) {
    count(
      run(`unit tests on Node ${line}`, 'npx', [
        '-y',
        '-p',
        `node@${line}`,
        'node',
        'node_modules/jest/bin/jest.js',
        '--ci',
        '--silent',
        ...NODE_LINE_SUITES,
      ]),
    );
  }

  const built = run('production builds', 'npx', ['tsx', 'scripts/build.ts']);
  count(built);
  if (built) {
    // Two passes (scripts/e2e.ts): the timing tests last, one at a time, on an idle machine.
    for (const pass of E2E_PASSES) {
      const pwFile = path.join(RESULTS, pass.report);
      run(pass.label, 'npx', e2eCommand(pass), e2eEnvironment(pass, RESULTS));
      const pw = existsSync(pwFile) ? playwrightTally(readJson(pwFile)) : null;
      if (pw) {
        total.passed += pw.passed;
        total.failed += pw.failed;
      } else total.failed++;
    }
  }

  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

if (require.main === module) main();
