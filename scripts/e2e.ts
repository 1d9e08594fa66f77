/**
 * `npm run test:e2e [-- <playwright arguments>]`: the end-to-end tests in three passes, as
 * `npm test` runs them (e2e/playwright.config.ts's projects, by tag).
 *
 * 1. Every test but the timing ones, two at a time.
 * 2. The tests tagged `@timing`, two at a time, with nothing else running: they hold the site to a
 *    bound with seconds of margin set by the product's own timers (a section's message within
 *    12 s of the navigation: the fault matrix, a remote file that never answers).
 * 3. The tests tagged `@alone`, one at a time: a bound a second browser test on a 2-core machine
 *    can break by itself (a page painted within 2 s of its request while a remote hangs, the
 *    loader gone after 3 s).
 * 4. The tests tagged `@postgres` (what sellers and buyers write: sign-up, publishing, enquiries),
 *    again, one at a time, with the API and the listings service on a Postgres database of the
 *    run's own: when a server is at hand (BETOCH_E2E_POSTGRES_URL, else the unit tests'
 *    BETOCH_TEST_DATABASE_URL, which .ci/run sets); without one the pass is skipped, and says so.
 *
 * Each pass writes its own JSON report (`.results/playwright*.json`), which `npm test` adds up.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface E2ePass {
  label: string;
  /** The JSON report's file name, under `.results/`. */
  report: string;
  args: string[];
  /** Runs on a Postgres server only (see `postgresServer`). */
  postgres?: boolean;
}

/** The passes, by the projects of e2e/playwright.config.ts (which select by the tag). */
export const E2E_PASSES: readonly E2ePass[] = [
  { label: 'end-to-end tests', report: 'playwright.json', args: ['--project=site'] },
  {
    label: 'end-to-end timing tests, two at a time',
    report: 'playwright-timing.json',
    args: ['--project=timing', '--workers=2'],
  },
  {
    label: 'end-to-end tests that need the machine alone',
    report: 'playwright-alone.json',
    args: ['--project=alone', '--workers=1'],
  },
  {
    label: 'end-to-end tests on Postgres',
    report: 'playwright-postgres.json',
    args: ['--project=postgres', '--workers=1'],
    postgres: true,
  },
];

/** The Postgres server the postgres pass makes its database on, or undefined. */
export function postgresServer(env: NodeJS.ProcessEnv): string | undefined {
  return env.BETOCH_E2E_POSTGRES_URL?.trim() || env.BETOCH_TEST_DATABASE_URL?.trim() || undefined;
}

/** Whether a pass can run here: the postgres pass needs a server. */
export function passRuns(pass: E2ePass, env: NodeJS.ProcessEnv): boolean {
  return !pass.postgres || postgresServer(env) !== undefined;
}

/** The command of a pass, with the caller's own arguments (a file, `-g`, …) after it. */
export function e2eCommand(pass: E2ePass, extra: readonly string[] = []): string[] {
  // A filter of the caller's may leave one pass nothing to run: that is not a failure.
  return [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--pass-with-no-tests',
    ...pass.args,
    ...extra,
  ];
}

/** The environment of a pass: where its JSON report goes (e2e/playwright.config.ts reads it). */
export function e2eEnvironment(pass: E2ePass, resultsDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BETOCH_E2E_REPORT: path.join(resultsDir, pass.report),
  };
  // Only the postgres pass: the others keep the embedded databases whatever the shell has set.
  delete env.BETOCH_E2E_POSTGRES_URL;
  const server = postgresServer(process.env);
  if (pass.postgres && server) env.BETOCH_E2E_POSTGRES_URL = server;
  return env;
}

function main(): void {
  const root = path.resolve(__dirname, '..');
  const extra = process.argv.slice(2);
  let failed = false;
  for (const pass of E2E_PASSES) {
    if (!passRuns(pass, process.env)) {
      console.log(`\n▷ ${pass.label}: skipped, no Postgres server (BETOCH_E2E_POSTGRES_URL)`);
      continue;
    }
    console.log(`\n▶ ${pass.label}`);
    const result = spawnSync('npx', e2eCommand(pass, extra), {
      cwd: root,
      stdio: 'inherit',
      env: e2eEnvironment(pass, path.join(root, '.results')),
    });
    failed ||= result.status !== 0;
  }
  process.exit(failed ? 1 : 0);
}

if (require.main === module) main();
