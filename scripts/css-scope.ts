import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../shared/build/apps';

/**
 * The class-name scoping of every app's stylesheets (docs/styles.md): a remote's rules match only
 * elements carrying a class with its prefix, so no stylesheet can restyle another app's elements,
 * whichever loads last. Read by `scripts/css-scope.test.ts`.
 */

export const ROOT = path.resolve(__dirname, '..');

/** The class prefix of each remote, by its name: its `classPrefix` in `shared/build/apps.ts`. */
export const REMOTE_PREFIXES: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTES.map((app) => [app.name, app.classPrefix]),
);

/**
 * Classes other code puts on the page, which any app may use to narrow a rule that is anchored on
 * one of its own classes: the theme's `dark-layout` (on `<html>` and `<body>`), Leaflet's, and the
 * toast and dialog libraries' (react-toastify, SweetAlert2).
 */
export const FOREIGN_CLASS = /^(?:dark-layout$|leaflet-|Toastify|swal2-)/;

/** One selector of a rule, with where it was written. */
export interface SelectorAt {
  file: string;
  line: number;
  selector: string;
  /** Its class names, in order (attribute selectors and strings left out). */
  classes: string[];
}

/** What a stylesheet holds: its rules' selectors and the keyframes it names. */
export interface Stylesheet {
  file: string;
  selectors: SelectorAt[];
  keyframes: { name: string; line: number }[];
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Splits a selector list on its top-level commas (not those inside `:is(…)` and the like). */
export function splitSelectorList(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The class names of one selector, e.g. `.a:not(.b) > .c[data-x=".d"]` → a, b, c. */
export function classesOf(selector: string): string[] {
  const bare = selector.replace(/\[[^\]]*\]/g, '').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');
}

/** Reads a stylesheet's selectors (inside `@media`/`@supports` too) and `@keyframes` names. */
export function parseStylesheet(file: string, css: string): Stylesheet {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const selectors: SelectorAt[] = [];
  const keyframes: { name: string; line: number }[] = [];
  // Depth of the blocks whose contents are declarations or keyframe steps, not rules.
  let skipDepth = -1;
  let depth = 0;
  let preludeStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') {
      const prelude = text.slice(preludeStart, i).trim();
      const raw = text.slice(preludeStart, i);
      const line = lineAt(text, preludeStart + raw.length - raw.trimStart().length);
      if (skipDepth === -1) {
        const keyframe = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(prelude);
        if (keyframe?.[1]) {
          keyframes.push({ name: keyframe[1], line });
          skipDepth = depth;
        } else if (prelude.startsWith('@')) {
          // @media, @supports, @layer …: their contents are rules. @font-face, @page: declarations.
          if (/^@(?:font-face|page|property|counter-style)\b/.test(prelude)) skipDepth = depth;
        } else {
          for (const selector of splitSelectorList(prelude)) {
            selectors.push({ file, line, selector, classes: classesOf(selector) });
          }
          skipDepth = depth;
        }
      }
      depth += 1;
      preludeStart = i + 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === skipDepth) skipDepth = -1;
      preludeStart = i + 1;
    } else if (c === ';' && skipDepth === -1) {
      preludeStart = i + 1; // an @import or @charset statement
    }
  }
  return { file, selectors, keyframes };
}

function cssFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) cssFiles(full, out);
    else if (entry.name.endsWith('.css')) out.push(full);
  }
  return out;
}

/** An app's stylesheets, all read. */
export interface AppStyles {
  name: string;
  kind: 'kit' | 'shell' | 'remote';
  prefix?: string;
  sheets: Stylesheet[];
}

/** The stylesheets of the UI kit (`shared/`), the shell and each remote. */
export function readAppStyles(remotes: readonly { name: string; dir: string }[]): AppStyles[] {
  const read = (dir: string): Stylesheet[] =>
    cssFiles(path.join(ROOT, dir)).map((file) =>
      parseStylesheet(path.relative(ROOT, file), readFileSync(file, 'utf8')),
    );
  return [
    { name: 'shared', kind: 'kit', sheets: read('shared/src') },
    { name: 'shell', kind: 'shell', sheets: read('shell/src') },
    ...remotes.map(({ name, dir }): AppStyles => ({
      name,
      kind: 'remote',
      prefix: REMOTE_PREFIXES[name],
      sheets: read(path.join(dir, 'src')),
    })),
  ];
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * The classes the UI kit's components write (`className="empty-state card"`, the fixed parts of
 * `className={`pagination__item ...`}`): kit classes even when no kit stylesheet styles them.
 */
export function kitComponentClasses(dir = path.join(ROOT, 'shared/src/ui')): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/className(?:=|:\s*|\s*=\s*)(?:\{\s*)?(["'`])([^"'`]*)\1/g)) {
      for (const token of (m[2] ?? '').split(/\s+/)) {
        if (/^-?[_a-zA-Z][\w-]*$/.test(token)) found.add(token);
      }
    }
  }
  return found;
}

/** Every class of the UI kit, usable by every app: its stylesheets' and its components'. */
export function kitClasses(apps: readonly AppStyles[]): Set<string> {
  const kit = apps.filter((app) => app.kind === 'kit');
  const styled = kit.flatMap((app) =>
    app.sheets.flatMap((s) => s.selectors.flatMap((x) => x.classes)),
  );
  return new Set([...styled, ...(kit.length > 0 ? kitComponentClasses() : [])]);
}

/** The classes an app's rule may match on without owning them: the kit's and other code's. */
function isShared(name: string, kit: ReadonlySet<string>): boolean {
  return kit.has(name) || FOREIGN_CLASS.test(name);
}

/**
 * The class an app owns and anchors its rules on: for a remote, a class with its prefix; for the
 * shell, any class that is neither the kit's nor another library's.
 */
export function ownsClass(app: AppStyles, name: string, kit: ReadonlySet<string>): boolean {
  if (app.kind === 'kit') return true;
  if (app.kind === 'remote') return app.prefix !== undefined && name.startsWith(app.prefix);
  return !isShared(name, kit);
}

/** What breaks the scoping rules, one line per problem (empty when every rule holds). */
export function scopeProblems(apps: readonly AppStyles[]): string[] {
  const kit = kitClasses(apps);
  const prefixes = Object.values(REMOTE_PREFIXES);
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const keyframeOwners = new Map<string, string>();

  for (const app of apps) {
    for (const sheet of app.sheets) {
      for (const { file, line, selector, classes } of sheet.selectors) {
        const at = `${file}:${line} \`${selector}\``;
        const own = classes.filter((name) => ownsClass(app, name, kit));
        if (app.kind === 'remote') {
          if (own.length === 0) problems.push(`${at}: no ${app.prefix ?? '?'} class anchors it`);
          for (const name of classes) {
            if (!ownsClass(app, name, kit) && !isShared(name, kit)) {
              problems.push(
                `${at}: .${name} is neither ${app.name}'s (${app.prefix ?? '?'}) nor the UI kit's`,
              );
            }
          }
        } else if (app.kind === 'shell' && classes.length > 0 && own.length === 0) {
          // The shell mounts the toast container: it may style the library's classes.
          if (!classes.some((name) => FOREIGN_CLASS.test(name))) {
            problems.push(`${at}: only the UI kit's classes; anchor it on a shell class`);
          }
        }
        for (const name of own) {
          const prefix = prefixes.find((p) => name.startsWith(p));
          if (app.kind !== 'remote' && prefix) {
            problems.push(`${at}: .${name} has the remote prefix ${prefix}`);
          }
          const owner = owners.get(name);
          if (owner === undefined) owners.set(name, app.name);
          else if (owner !== app.name) problems.push(`${at}: .${name} is also defined by ${owner}`);
        }
      }
      for (const { name, line } of sheet.keyframes) {
        const at = `${sheet.file}:${line} @keyframes ${name}`;
        if (app.kind === 'remote' && !name.startsWith(app.prefix ?? '?')) {
          problems.push(`${at}: keyframes of ${app.name} start with ${app.prefix ?? '?'}`);
        }
        const owner = keyframeOwners.get(name);
        if (owner === undefined) keyframeOwners.set(name, `${app.name} (${sheet.file})`);
        else if (!owner.startsWith(`${app.name} `))
          problems.push(`${at}: also defined by ${owner}`);
      }
    }
  }
  return problems;
}

/**
 * Blocks whose base rule (a selector that is the block's class alone, e.g. `.cnt-agent-card`) is
 * written in two stylesheets of one app: two looks for one name, the last loaded winning.
 */
export function blocksStyledTwice(apps: readonly AppStyles[]): string[] {
  const problems: string[] = [];
  // The kit's and the shell's stylesheets load together, at start-up; a remote's load by page.
  for (const app of apps) {
    if (app.kind !== 'remote') continue;
    const files = new Map<string, Set<string>>();
    for (const sheet of app.sheets) {
      for (const { file, selector } of sheet.selectors) {
        const base = /^\.(-?[_a-zA-Z][\w-]*)$/.exec(selector)?.[1];
        if (!base || base.includes('__') || base.includes('--')) continue;
        const set = files.get(base) ?? new Set<string>();
        set.add(file);
        files.set(base, set);
      }
    }
    for (const [block, where] of files) {
      if (where.size > 1)
        problems.push(`${app.name}: .${block} is styled in ${[...where].join(' and ')}`);
    }
  }
  return problems;
}

/** `npx tsx scripts/css-scope.ts` (part of `npm run lint`): prints each problem, fails on any. */
if (require.main === module) {
  const apps = readAppStyles(REMOTES);
  const problems = [...scopeProblems(apps), ...blocksStyledTwice(apps)];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`styles scoped: ${apps.length} apps, no rule outside its app's classes`);
}
