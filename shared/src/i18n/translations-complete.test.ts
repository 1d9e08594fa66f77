/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * English, Amharic and Afaan Oromo complete (docs/targets.md#languages-and-data): every translation folder of
 * the repo — the shell's `shared/assets/i18n/` and each remote's `mfe-*\/i18n/<namespace>/` — is
 * found on disk at test time, so a namespace added later is checked without touching this file.
 */

const repoRoot = join(__dirname, '..', '..', '..');
const SHELL_FOLDER = join('shared', 'assets', 'i18n');
const ETHIOPIC = /[\u1200-\u137F]/;

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

function load(folder: string, language: 'en' | 'am' | 'om'): LoadedFile {
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

/** A translation's script: Amharic's Ethiopic; Afaan Oromo's Latin (Qubee), with no Ethiopic. */
const IN_SCRIPT: Readonly<Record<'am' | 'om', (text: string) => boolean>> = {
  am: (text) => ETHIOPIC.test(text),
  om: (text) => /[A-Za-z]/.test(text) && !ETHIOPIC.test(text),
};

/** The share of a translation's values that must be written in its script (names may not be). */
const MIN_SCRIPT_SHARE = 0.8;

/** Oromo values may equal the English (a name, "Gondar"), but not most of them. */
const MAX_SAME_AS_ENGLISH_SHARE = 0.1;

describe.each(folders)('%s', (folder) => {
  const en = load(folder, 'en');

  test('en.json is a JSON object with no empty text', () => {
    expect(unreadable([en])).toEqual([]);
    const bad = [...leavesOf(en)]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key, value]) => `${en.path} ${key}: ${JSON.stringify(value)}`);
    expect(bad).toEqual([]);
  });

  describe.each(['am', 'om'] as const)('%s', (language) => {
    const other = load(folder, language);

    test(`${language}.json is a JSON object with exactly the keys of en.json`, () => {
      expect(unreadable([other])).toEqual([]);
      const enLeaves = leavesOf(en);
      const otherLeaves = leavesOf(other);
      const missing = [...enLeaves.keys()].filter((key) => !otherLeaves.has(key));
      const extra = [...otherLeaves.keys()].filter((key) => !enLeaves.has(key));
      expect({ [`missing in ${other.path}`]: missing, [`only in ${other.path}`]: extra }).toEqual({
        [`missing in ${other.path}`]: [],
        [`only in ${other.path}`]: [],
      });
    });

    test('every value is a non-empty string', () => {
      const bad = [...leavesOf(other)]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${other.path} ${key}: ${JSON.stringify(value)}`);
      expect(bad).toEqual([]);
    });

    test('interpolation placeholders ({{name}}) are those of the English', () => {
      const otherLeaves = leavesOf(other);
      const mismatched = [...leavesOf(en)]
        .filter(([key]) => otherLeaves.has(key))
        .filter(
          ([key, value]) =>
            placeholders(value).join('|') !== placeholders(otherLeaves.get(key)).join('|'),
        )
        .map(
          ([key, value]) =>
            `${key}: en ${JSON.stringify(placeholders(value))}, ${language} ${JSON.stringify(
              placeholders(otherLeaves.get(key)),
            )}`,
        );
      expect(mismatched).toEqual([]);
    });

    test(`at least ${MIN_SCRIPT_SHARE * 100}% of the values are written in the language's script`, () => {
      const entries = [...leavesOf(other)];
      const outside = entries
        .filter(([, value]) => !(typeof value === 'string' && IN_SCRIPT[language](value)))
        .map(([key]) => key);
      const share = entries.length === 0 ? 1 : (entries.length - outside.length) / entries.length;
      const report =
        share >= MIN_SCRIPT_SHARE
          ? 'ok'
          : `${other.path}: only ${Math.round(share * 100)}% of the values are in its script; ` +
            `not translated: ${outside.join(', ')}`;
      expect(report).toBe('ok');
    });

    test(`at most ${MAX_SAME_AS_ENGLISH_SHARE * 100}% of the values are the English as it is`, () => {
      const enLeaves = leavesOf(en);
      const entries = [...leavesOf(other)];
      const same = entries
        .filter(([key, value]) => value === enLeaves.get(key))
        .map(([key]) => key);
      const share = entries.length === 0 ? 0 : same.length / entries.length;
      expect(share <= MAX_SAME_AS_ENGLISH_SHARE ? 'ok' : `${other.path}: ${same.join(', ')}`).toBe(
        'ok',
      );
    });
  });
});
