/**
 * `npm run test:changed [-- --no-e2e] [--base <ref>] [--dry-run]`: the checks of `npm test` for
 * what this branch changed, for the loop between two edits. The files changed since the merge-base
 * with `main` (committed, uncommitted and untracked) get ESLint and Prettier; the type check runs
 * whole (`tsc -b` is incremental); jest runs the tests related to the changed files; then the stale
 * apps are built and the end-to-end specs that cover the change run, in scripts/e2e.ts's two
 * passes (specsForChange says which). It prints what it will run before running it (and only that
 * with `--dry-run`). `npm test` stays the check before a merge: it runs everything, on both Node
 * lines.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../shared/build/apps';
import { importedNames } from './app-imports';
import {
  e2eFailures,
  e2eTestTimes,
  formatSummary,
  slowestTests,
  type E2eTime,
  type FailedTest,
  type StageTime,
} from './ci-summary';
import { E2E_PASSES, e2eCommand, e2eEnvironment, type E2ePass } from './e2e';
import { runStage } from './test';

const ROOT = path.resolve(__dirname, '..');
/** Beside `npm test`'s reports, not over them. */
const RESULTS = path.join(ROOT, '.results', 'changed');

/** A file the mapping reads: its path from the repository root, with `/`, and its text. */
export interface SourceText {
  file: string;
  text: string;
}

/** A section's folder, name and pages' paths, as its `./pages` lists them. */
export interface SectionSource {
  name: string;
  dir: string;
  pagePaths: readonly string[];
}

/** A section as the mapping sees it: its folder, and the words that name it in a spec. */
export interface Section {
  name: string;
  dir: string;
  markers: readonly string[];
}

/** What the mapping reads besides the changed paths. */
export interface E2eMap {
  /** Every spec, `e2e/tests/….spec.ts`. */
  specs: readonly SourceText[];
  /** The set-up every spec goes through: `e2e/support/*`, the Playwright config. */
  setup: readonly SourceText[];
  sections: readonly Section[];
  /** A service's folder → the section whose pages call it. */
  services: Readonly<Record<string, string>>;
}

/** The specs one changed path asks for (`all`, some, or none) and why, for the plan. */
export interface SpecChoice {
  specs: 'all' | readonly string[];
  reason: string;
}

/** The services and the section whose pages call each (the log-in, the listings search). */
export const SERVICE_SECTIONS: Readonly<Record<string, string>> = {
  api: 'account',
  'listings-service': 'listings',
};

/** What no end-to-end test sees: docs, unit tests, lint, format and jest settings, CI's set-up. */
const NO_E2E: readonly RegExp[] = [
  /\.md$/,
  /^docs\//,
  /\.test\.[cm]?[jt]sx?$/,
  /^(?:jest|eslint)\.config\.[cm]?js$/,
  /^\.prettier/,
  /^\.gitignore$/,
  /^\.ci\//,
  /^types\/.*\.d\.ts$/,
];

/** Runs the end-to-end tests themselves: a change to it is a change to every spec's run. */
const E2E_RUNNER = 'scripts/e2e.ts';
/** Besides e2e/support, what every spec's run goes through: its config, and the build it tests. */
const SET_UP_FILES = ['e2e/playwright.config.ts', 'scripts/build.ts'];

const SPEC = /^e2e\/tests\/.+\.spec\.ts$/;
const ESLINT_FILE = /\.[cm]?[jt]sx?$/;
/** What jest's module graph holds: sources, and the JSON they import (translations, data). */
const JEST_FILE = /\.(?:[cm]?[jt]sx?|json)$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `text` names `marker` as a whole: `/listing` names `/listing/grid-view`, not `/listings`;
 * `fixtures/ui-kit-fix` names `'../fixtures/ui-kit-fix/page-heading'`.
 */
export function mentions(text: string, marker: string): boolean {
  return new RegExp(`${escapeRegExp(marker)}(?![\\w-])`).test(text);
}

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * The words that name each section in a spec: its folder (`mfe-listings`), its remote name in
 * quotes (`'listings'`, as `holdInBrowser(page, 'listings')` writes it), and its pages' addresses,
 * by their first segment (`/listing`), or whole where another section has pages under the same
 * segment (the log-in page is account's, under content's `/page`).
 */
export function sectionMarkers(sources: readonly SectionSource[]): Section[] {
  const firstSegment = (page: string) => `/${page.split('/')[1] ?? ''}`;
  const owners = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const page of source.pagePaths) {
      const segment = firstSegment(page);
      owners.set(segment, (owners.get(segment) ?? new Set()).add(source.name));
    }
  }
  const marker = (page: string) =>
    (owners.get(firstSegment(page))?.size ?? 0) > 1 ? page : firstSegment(page);
  return sources.map(({ name, dir, pagePaths }) => ({
    name,
    dir,
    markers: unique([
      dir,
      `'${name}'`,
      `"${name}"`,
      `\`${name}\``,
      // The home page `/` would name every spec.
      ...pagePaths.filter((page) => firstSegment(page) !== '/').map(marker),
    ]),
  }));
}

/**
 * A file's module path, as its importers resolve it: without extension, and without a final
 * `/index` (`shared/src/pages/index.ts` is `shared/src/pages`).
 */
export function modulePath(file: string): string {
  return file.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
}

/** The modules of the repository `source` imports by a relative name, as module paths. */
export function importedModules(source: SourceText): string[] {
  return importedNames(source.text)
    .filter((name) => name.startsWith('.'))
    .map((name) => modulePath(path.posix.join(path.posix.dirname(source.file), name)));
}

/** The specs that import `module` or name one of `markers`. */
function specsNaming(map: E2eMap, module: string, markers: readonly string[]): string[] {
  return map.specs
    .filter(
      (spec) =>
        importedModules(spec).includes(module) ||
        markers.some((marker) => mentions(spec.text, marker)),
    )
    .map((spec) => spec.file);
}

/**
 * The end-to-end specs a changed path (from the repository root) asks for, by the first rule that
 * fits:
 *
 * 1. a spec: itself (none once deleted);
 * 2. docs, unit tests, lint, format and jest settings, CI's set-up: none;
 * 3. the runner (scripts/e2e.ts), or a module the set-up imports (e2e/support, the Playwright
 *    config, the build it tests: scripts/chromium.ts, page-server/src/serve.ts, …): all;
 * 4. a fixture under `e2e/fixtures/<name>`: the specs that import it;
 * 5. a section's folder: the specs that name the section (sectionMarkers) or import the file;
 * 6. a service's folder: the same for the section whose pages call it (SERVICE_SECTIONS);
 * 7. a script: the specs that import it or run it by name (`runCommand('release', …)`);
 * 8. anything else — the shell, `shared/`, the page server, e2e/support, package.json and the
 *    lockfile, tsconfig: all, for every page goes through it.
 *
 * A section's rule over-selects rather than misses: a spec naming `'listings'` for another reason
 * runs too.
 */
export function specsForChange(file: string, map: E2eMap): SpecChoice {
  if (SPEC.test(file)) {
    const exists = map.specs.some((spec) => spec.file === file);
    return exists
      ? { specs: [file], reason: 'a spec: itself' }
      : { specs: [], reason: 'a deleted spec' };
  }
  if (NO_E2E.some((pattern) => pattern.test(file))) {
    return { specs: [], reason: 'docs, unit tests or settings: no browser sees them' };
  }
  if (file === E2E_RUNNER) return { specs: 'all', reason: 'the end-to-end tests’ runner' };
  const module = modulePath(file);
  const user = map.setup.find((setup) => importedModules(setup).includes(module));
  if (user) return { specs: 'all', reason: `imported by the end-to-end set-up (${user.file})` };

  const fixture = /^e2e\/fixtures\/([^/]+)/.exec(file)?.[1];
  if (fixture !== undefined) {
    return {
      specs: specsNaming(map, module, [`fixtures/${modulePath(fixture)}`]),
      reason: 'a fixture: the specs that import it',
    };
  }
  const inside = (dir: string) => file.startsWith(`${dir}/`);
  const section = map.sections.find((candidate) => inside(candidate.dir));
  if (section) {
    return {
      specs: specsNaming(map, module, section.markers),
      reason: `the ${section.name} section: the specs that name it`,
    };
  }
  const service = Object.keys(map.services).find(inside);
  const served = map.sections.find((candidate) => candidate.name === map.services[service ?? '']);
  if (service !== undefined && served) {
    return {
      specs: specsNaming(map, module, served.markers),
      reason: `${service}, called by the ${served.name} section: the specs that name that section`,
    };
  }
  const command = /^scripts\/([^/.]+)/.exec(file)?.[1];
  if (command !== undefined) {
    return {
      specs: specsNaming(map, module, [`'${command}'`, `"${command}"`]),
      reason: 'a script: the specs that import or run it',
    };
  }
  return { specs: 'all', reason: 'the shell, shared code or infrastructure: every spec uses it' };
}

/** The specs all the changed paths ask for together: every spec if one asks for all. */
export function specsForChanges(files: readonly string[], map: E2eMap): 'all' | string[] {
  const choices = files.map((file) => specsForChange(file, map).specs);
  if (choices.includes('all')) return 'all';
  return unique(choices.flatMap((specs) => (specs === 'all' ? [] : specs))).sort();
}

/** The paths in git's outputs (one a line), each once, sorted. */
export function changedFiles(...gitOutputs: readonly string[]): string[] {
  return unique(
    gitOutputs.flatMap((output) =>
      output
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ).sort();
}

/** The changed files each check takes (those still on disk): ESLint's, Prettier's, jest's. */
export function checkTargets(existing: readonly string[]): {
  eslint: string[];
  prettier: string[];
  jest: string[];
} {
  return {
    eslint: existing.filter((file) => ESLINT_FILE.test(file)),
    // Prettier skips what it has no parser for, and what .prettierignore names.
    prettier: [...existing],
    jest: existing.filter((file) => JEST_FILE.test(file)),
  };
}

/** One step of the plan: an `npx` command. The passes run only once the build has worked. */
export interface Step {
  label: string;
  args: string[];
  /** The build the end-to-end passes need. */
  build?: true;
  /** An end-to-end pass: its report and environment. */
  pass?: E2ePass;
}

/**
 * What `npm run test:changed` runs: each check that has files to take, the type check always,
 * and, unless `e2e` is off or no spec covers the change, the stale apps' builds and the two
 * end-to-end passes on the chosen specs (no file arguments: every spec).
 */
export function planSteps(
  targets: ReturnType<typeof checkTargets>,
  specs: 'all' | readonly string[],
  e2e: boolean,
): Step[] {
  const steps: Step[] = [];
  if (targets.eslint.length > 0) {
    steps.push({ label: 'lint', args: ['eslint', '--no-warn-ignored', ...targets.eslint] });
  }
  if (targets.prettier.length > 0) {
    steps.push({
      label: 'format',
      args: ['prettier', '--check', '--ignore-unknown', ...targets.prettier],
    });
  }
  steps.push({ label: 'types', args: ['tsc', '-b'] });
  if (targets.jest.length > 0) {
    steps.push({
      label: 'related unit tests',
      args: ['jest', '--ci', '--passWithNoTests', '--findRelatedTests', ...targets.jest],
    });
  }
  if (!e2e || (specs !== 'all' && specs.length === 0)) return steps;
  // scripts/build.ts without --all builds only the apps older than their sources.
  steps.push({ label: 'stale production builds', args: ['tsx', 'scripts/build.ts'], build: true });
  for (const pass of E2E_PASSES) {
    steps.push({ label: pass.label, args: e2eCommand(pass, specs === 'all' ? [] : specs), pass });
  }
  return steps;
}

function git(args: readonly string[]): string {
  // Paths as they are, not quoted and escaped when they hold a non-ASCII letter.
  const result = spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

function readSources(dir: string, keep: (name: string) => boolean): SourceText[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => ({
      file: `${dir}/${name.split(path.sep).join('/')}`,
      text: readFileSync(path.join(full, name), 'utf8'),
    }));
}

/** The sections' markers, from their pages in this checkout; none if a section fails to load. */
async function readSections(): Promise<Section[]> {
  try {
    const { SECTION_PAGES } = await import('./site-pages');
    return sectionMarkers(
      REMOTES.map((app) => ({
        name: app.name,
        dir: app.dir,
        pagePaths: SECTION_PAGES[app.name].pages.map((page) => page.path),
      })),
    );
  } catch (error) {
    // Then a section's change runs every spec (the last rule): slower, never wrong.
    console.log(
      `The sections' pages could not be read (${String(error)}): every spec covers them.`,
    );
    return [];
  }
}

function readReport(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The specs, the set-up and the sections of this checkout. */
export async function readE2eMap(): Promise<E2eMap> {
  return {
    specs: readSources('e2e/tests', (name) => name.endsWith('.spec.ts')),
    // The build is the set-up's too: the site under test is what it builds.
    setup: [
      ...readSources('e2e/support', (name) => ESLINT_FILE.test(name)),
      ...SET_UP_FILES.map((file) => ({
        file,
        text: readFileSync(path.join(ROOT, file), 'utf8'),
      })),
    ],
    sections: await readSections(),
    services: SERVICE_SECTIONS,
  };
}

function describeSpecs(specs: 'all' | readonly string[]): string {
  if (specs === 'all') return 'every spec';
  if (specs.length === 0) return 'no spec';
  return specs.map((spec) => path.basename(spec)).join(', ');
}

async function main(): Promise<void> {
  const started = Date.now();
  const { values } = parseArgs({
    options: {
      e2e: { type: 'boolean', default: true },
      base: { type: 'string', default: 'main' },
      'dry-run': { type: 'boolean', default: false },
    },
    allowNegative: true,
  });
  const base = git(['merge-base', 'HEAD', values.base]).trim();
  // --no-renames: a renamed spec's old path is a change too (it no longer runs).
  const changed = changedFiles(
    git(['diff', '--name-only', '--no-renames', base]),
    git(['ls-files', '--others', '--exclude-standard']),
  );
  if (changed.length === 0) {
    console.log(`Nothing changed since ${values.base} (${base.slice(0, 8)}): nothing to test.`);
    return;
  }

  const map = await readE2eMap();
  const specs = specsForChanges(changed, map);
  const existing = changed.filter((file) => existsSync(path.join(ROOT, file)));
  const steps = planSteps(checkTargets(existing), specs, values.e2e);

  console.log(`${changed.length} files changed since ${values.base} (${base.slice(0, 8)}):`);
  for (const file of changed) {
    const choice = specsForChange(file, map);
    console.log(`  ${file} → ${describeSpecs(choice.specs)} (${choice.reason})`);
  }
  if (!values.e2e) console.log('End-to-end tests: off (--no-e2e).');
  else console.log(`End-to-end tests: ${describeSpecs(specs)}.`);
  console.log('It will run:');
  for (const step of steps) console.log(`  ${step.label}: npx ${step.args.join(' ')}`);
  if (values['dry-run']) return;

  // A pass that writes no report must not be read from the last run's.
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const stages: StageTime[] = [];
  const e2eTimes: E2eTime[] = [];
  const failedTests: FailedTest[] = [];
  let built = true;
  for (const step of steps) {
    if (step.pass && !built) {
      console.log(`\n▶ ${step.label}: skipped, the build failed`);
      continue;
    }
    const env = step.pass ? e2eEnvironment(step.pass, RESULTS) : process.env;
    const stage = runStage(step.label, 'npx', step.args, env);
    stages.push(stage);
    if (step.build) built = stage.ok;
    if (step.pass) {
      const report = readReport(path.join(RESULTS, step.pass.report));
      e2eTimes.push(...e2eTestTimes(report));
      failedTests.push(...e2eFailures(report, step.label));
    }
  }

  const summary = formatSummary({
    stages,
    installSeconds: null,
    totalSeconds: (Date.now() - started) / 1000,
    slowest: slowestTests(e2eTimes),
    failed: failedTests,
  });
  const failed = stages.filter((stage) => !stage.ok).length;
  console.log(`\n${summary.join('\n')}`);
  console.log(`\ntest:changed: ${stages.length - failed} stages passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
