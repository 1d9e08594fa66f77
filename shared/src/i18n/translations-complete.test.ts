/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * English and Amharic complete (docs/targets.md#languages-and-data): every translation folder of
 * the repo — the shell's `shared/assets/i18n/` and each remote's `mfe-*\/i18n/<namespace>/` — is
 * found on disk at test time, so a namespace added later is checked without touching this file.
 */

const repoRoot = join(__dirname, '..', '..', '..');
const SHELL_FOLDER = join('shared', 'assets', 'i18n');
const ETHIOPIC = /[\u1200-\u137F]/;
const MIN_ETHIOPIC_SHARE = 0.8;

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** `shared/assets/i18n` and every `mfe-*\/i18n/<namespace>` folder, relative to the repo root. */
function translationFolders(): string[] {
  const remotes = readdirSync(repoRoot)
    .filter((name) => name.startsWith('mfe-') && isDirectory(join(repoRoot, name, 'i18n')))
    .flatMap((app) =>
      readdirSync(join(repoRoot, app, 'i18n'))
        .filter((ns) => isDirectory(join(repoRoot, app, 'i18n', ns)))
        .map((ns) => join(app, 'i18n', ns)),
    )
    .sort();
  return [SHELL_FOLDER, ...remotes];
}

type Leaves = Map<string, unknown>;

/** Every leaf of a translation file by its dotted key path (`property.beds_one`). */
function leaves(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

interface LoadedFile {
  path: string;
  /** The file's leaves, or the reason it could not be read. */
  leaves: Leaves | string;
}

function load(folder: string, language: 'en' | 'am'): LoadedFile {
  const path = join(folder, `${language}.json`);
  const absolute = join(repoRoot, path);
  if (!existsSync(absolute)) return { path, leaves: 'the file is missing' };
  try {
    const parsed: unknown = JSON.parse(readFileSync(absolute, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { path, leaves: 'the file is not a JSON object' };
    }
    return { path, leaves: leaves(parsed) };
  } catch (error) {
    return { path, leaves: `the file is not valid JSON (${String(error)})` };
  }
}

function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** Why the files cannot be read, one line each (empty when both are JSON objects). */
function unreadable(files: LoadedFile[]): string[] {
  return files.flatMap((f) => (typeof f.leaves === 'string' ? [`${f.path}: ${f.leaves}`] : []));
}

/** The leaves of a file; none for a file that cannot be read (reported by its own test). */
function leavesOf(file: LoadedFile): Leaves {
  return typeof file.leaves === 'string' ? new Map() : file.leaves;
}

const folders = translationFolders();

test('the translation folders are found: the shell’s and at least one remote namespace', () => {
  expect(folders[0]).toBe(SHELL_FOLDER);
  expect(isDirectory(join(repoRoot, SHELL_FOLDER))).toBe(true);
  expect(folders.length).toBeGreaterThan(1);
});

test('the shell’s translations are not empty', () => {
  const en = load(SHELL_FOLDER, 'en');
  expect(unreadable([en])).toEqual([]);
  expect(leavesOf(en).size).toBeGreaterThan(0);
});

describe.each(folders)('%s', (folder) => {
  const en = load(folder, 'en');
  const am = load(folder, 'am');

  test('has en.json and am.json, each a JSON object', () => {
    expect(unreadable([en, am])).toEqual([]);
  });

  test('am.json has exactly the keys of en.json', () => {
    const enLeaves = leavesOf(en);
    const amLeaves = leavesOf(am);
    const missing = [...enLeaves.keys()].filter((key) => !amLeaves.has(key));
    const extra = [...amLeaves.keys()].filter((key) => !enLeaves.has(key));
    expect({ [`missing in ${am.path}`]: missing, [`only in ${am.path}`]: extra }).toEqual({
      [`missing in ${am.path}`]: [],
      [`only in ${am.path}`]: [],
    });
  });

  test('every value is a non-empty string', () => {
    const bad = [
      ...[...leavesOf(en)].map(([key, value]) => [en.path, key, value] as const),
      ...[...leavesOf(am)].map(([key, value]) => [am.path, key, value] as const),
    ]
      .filter(([, , value]) => typeof value !== 'string' || value.trim() === '')
      .map(([path, key, value]) => `${path} ${key}: ${JSON.stringify(value)}`);
    expect(bad).toEqual([]);
  });

  test('interpolation placeholders ({{name}}) are the same in both languages', () => {
    const amLeaves = leavesOf(am);
    const mismatched = [...leavesOf(en)]
      .filter(([key]) => amLeaves.has(key))
      .filter(
        ([key, value]) =>
          placeholders(value).join('|') !== placeholders(amLeaves.get(key)).join('|'),
      )
      .map(
        ([key, value]) =>
          `${key}: en ${JSON.stringify(placeholders(value))}, am ${JSON.stringify(
            placeholders(amLeaves.get(key)),
          )}`,
      );
    expect(mismatched).toEqual([]);
  });

  test(`at least ${MIN_ETHIOPIC_SHARE * 100}% of the Amharic values are written in Ethiopic`, () => {
    const entries = [...leavesOf(am)];
    const latinOnly = entries
      .filter(([, value]) => !(typeof value === 'string' && ETHIOPIC.test(value)))
      .map(([key]) => key);
    const share = entries.length === 0 ? 1 : (entries.length - latinOnly.length) / entries.length;
    const report =
      share >= MIN_ETHIOPIC_SHARE
        ? 'ok'
        : `${am.path}: only ${Math.round(share * 100)}% of the values are in Ethiopic; ` +
          `not translated: ${latinOnly.join(', ')}`;
    expect(report).toBe('ok');
  });
});
