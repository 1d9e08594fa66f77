/**
 * No app imports another app's files: the shell and the sections meet only through
 * `@betoch/shared` and the federation runtime (a section's routes, pages and heads are read at run
 * time through its entry). ESLint's zones say so too, but a line can switch ESLint off; this check
 * reads every import of every file, tests and JSON included, and cannot be switched off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS } from '../shared/build/apps';

const ROOT = path.join(__dirname, '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'coverage']);

/** The module names a file imports: `import … from`, `export … from`, `import()`, `require()`. */
export function importedNames(text: string): string[] {
  const names = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (match[1]) names.add(match[1]);
  }
  return [...names];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** The app a path lies in (its folder), if any. */
function appOf(file: string, dirs: readonly string[]): string | undefined {
  const relative = path.relative(ROOT, file).split(path.sep);
  return dirs.find((dir) => relative[0] === dir);
}

/**
 * The packages that are no app: they may import none of an app's files (the page server runs the
 * apps' builds and meets the shell's render worker through `@betoch/shared/server/render-protocol`).
 */
const NOT_APPS = ['shared', 'page-server', 'api', 'listings-service'];

/** Each import of a file of one app (or of a package of `NOT_APPS`) that reaches into another app's folder. */
export function appImportProblems(
  dirs: readonly string[] = ALL_APPS.map((app) => app.dir),
): string[] {
  const problems: string[] = [];
  for (const from of [...dirs, ...NOT_APPS]) {
    for (const file of filesUnder(path.join(ROOT, from))) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) {
        const target = name.startsWith('.')
          ? appOf(path.resolve(path.dirname(file), name), dirs)
          : dirs.find((dir) => name === `@betoch/${dir}` || name.startsWith(`@betoch/${dir}/`));
        if (target && target !== from) {
          problems.push(`${path.relative(ROOT, file)} imports ${name} (${target})`);
        }
      }
    }
  }
  return problems;
}
