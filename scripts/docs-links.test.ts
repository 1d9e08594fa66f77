/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALL_APPS } from '../shared/build/apps';

/**
 * The product rules live in `docs/` (docs/rules.md). Comments point there, or state the rule
 * themselves: never at documents outside the repository (the handbook's spec and product page), and
 * never at a `docs/` file or heading that does not exist.
 */

const ROOT = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['shared', ...ALL_APPS.map((app) => app.dir)];
const MORE_DIRS = ['api', 'e2e', 'page-server', 'scripts', 'types'];
const SKIPPED = new Set(['node_modules', 'dist', 'releases', 'test-results', 'coverage']);
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const STYLE = /\.css$/;

// Spelled in pieces so that this file does not name them itself.
const OUTSIDE_DOCUMENTS = new RegExp(`${'spec'} ${'§'}|${'PRODUCT'}\\.md|${'§'}\\s?\\d`);

/** `docs/<file>.md` or `docs/<file>.md#<heading>` as a comment writes it. */
const DOCS_POINTER = /\bdocs\/([\w./-]*?\.md)(?:#([\w-]+))?/g;

interface Comment {
  file: string;
  line: number;
  text: string;
}

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (CODE.test(entry.name) || STYLE.test(entry.name)) out.push(full);
  }
  return out;
}

function lineOf(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Every comment of a TypeScript or JavaScript file, JSX comments included, read by the parser. */
function codeComments(file: string, text: string): Comment[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const found: Comment[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({ file, line: lineOf(text, range.pos), text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node): void => {
    // JSX text is not code: "//" inside it is not a comment.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return found;
}

function styleComments(file: string, text: string): Comment[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    file,
    line: lineOf(text, match.index),
    text: match[0],
  }));
}

function commentsOf(file: string): Comment[] {
  const text = readFileSync(file, 'utf8');
  return STYLE.test(file) ? styleComments(file, text) : codeComments(file, text);
}

/** A heading's anchor as GitHub renders it: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets `-1`, `-2` …). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = headingAnchor(heading[1]);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with a `docs/…` pointer, or null when the file and heading exist. */
function brokenPointer(file: string, anchor: string | undefined, from = ROOT): string | null {
  const target = path.resolve(from, file);
  if (!existsSync(target)) return `${path.relative(ROOT, target)} does not exist`;
  if (anchor === undefined) return null;
  const anchors = anchorsOf(readFileSync(target, 'utf8'));
  return anchors.has(anchor)
    ? null
    : `${path.relative(ROOT, target)} has no heading #${anchor} (it has ${[...anchors].join(', ')})`;
}

const where = (c: Comment): string => `${path.relative(ROOT, c.file)}:${c.line}`;

const sourceFiles = [...SOURCE_DIRS, ...MORE_DIRS].flatMap((dir) => walk(path.join(ROOT, dir), []));
const comments = sourceFiles.flatMap(commentsOf);

describe('comments point at the rules in docs/', () => {
  test('the scan reads the source (comments of every app, CSS included)', () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(comments.length).toBeGreaterThan(1000);
    for (const dir of SOURCE_DIRS) {
      expect(comments.some((c) => c.file.startsWith(path.join(ROOT, dir) + path.sep))).toBe(true);
    }
    expect(comments.some((c) => STYLE.test(c.file))).toBe(true);
  });

  test('no comment points at a document outside the repository', () => {
    const outside = comments
      .filter((c) => OUTSIDE_DOCUMENTS.test(c.text))
      .map((c) => `${where(c)}: ${c.text.split('\n').find((l) => OUTSIDE_DOCUMENTS.test(l))}`);
    expect(outside).toEqual([]);
  });

  test('every docs/… pointer in a comment names a file and heading that exist', () => {
    const broken: string[] = [];
    for (const comment of comments) {
      for (const [, file, anchor] of comment.text.matchAll(DOCS_POINTER)) {
        const problem = brokenPointer(`docs/${file}`, anchor);
        if (problem)
          broken.push(`${where(comment)}: docs/${file}${anchor ? `#${anchor}` : ''}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('the pages of docs/ link to files and headings that exist, and only to the repository', () => {
    const docs = readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    const pages = [
      ...docs.map((name) => path.join(ROOT, 'docs', name)),
      path.join(ROOT, 'ARCHITECTURE.md'),
    ];
    const problems: string[] = [];
    for (const page of pages) {
      const text = readFileSync(page, 'utf8');
      const name = path.relative(ROOT, page);
      if (OUTSIDE_DOCUMENTS.test(text))
        problems.push(`${name} points at a document outside the repository`);
      for (const [, target, anchor] of text.matchAll(
        /\]\((?!https?:)([^)#\s]*)(?:#([^)\s]+))?\)/g,
      )) {
        const file = target === '' ? path.basename(page) : target;
        const problem = brokenPointer(file ?? '', anchor, path.dirname(page));
        if (problem) problems.push(`${name}: (${target}${anchor ? `#${anchor}` : ''}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('heading anchors', () => {
  test('follow the way GitHub writes them', () => {
    expect(headingAnchor('Log-out dialog')).toBe('log-out-dialog');
    expect(headingAnchor('Session and log-out')).toBe('session-and-log-out');
    expect(headingAnchor('`page` and the pager')).toBe('page-and-the-pager');
    expect([...anchorsOf('# A\n## Sort\n```\n# not a heading\n```\n### Sort\n')]).toEqual([
      'a',
      'sort',
      'sort-1',
    ]);
  });

  test('a pointer to a missing heading or file is reported', () => {
    expect(brokenPointer('docs/rules.md', 'pager')).toBeNull();
    expect(brokenPointer('docs/rules.md', 'no-such-heading')).toMatch(
      /has no heading #no-such-heading/,
    );
    expect(brokenPointer('docs/nothing.md', undefined)).toMatch(/does not exist/);
  });
});

/** A file of the repository as the docs cite it in a code span: a path with a folder and a type. */
const CITED_FILE = /^([\w.*-]+)((?:\/[\w.*-]+)+\.(?:ts|tsx|js|mjs|cjs|json|md|css|sql|conf))$/;
/** "`name` in `file`", "`name` of `file`", "`name` from `file`": an exported name of a file. */
const CITED_SYMBOL = /`([A-Za-z_$][\w$]*)(?:\(\))?` (?:in|of|from) `([^`\s]+)`/g;

/** The files a cited path names (`mfe-*` and `*` match any name in that folder). */
export function filesNamed(cited: string, root = ROOT): string[] {
  let found = [root];
  for (const part of cited.split('/')) {
    const pattern = new RegExp(
      `^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    );
    found = found.flatMap((dir) => {
      if (!part.includes('*')) {
        const next = path.join(dir, part);
        return existsSync(next) ? [next] : [];
      }
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => pattern.test(name))
        .map((name) => path.join(dir, name));
    });
  }
  return found;
}

/** Whether a module's text exports `name` (declared, or in an `export { … }` list). */
export function exportsName(text: string, name: string): boolean {
  const declared = new RegExp(
    `export\\s+(?:default\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:const|let|var|function\\*?|class|interface|type|enum)\\s+${name}\\b`,
  );
  const listed = new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return declared.test(text) || listed.test(text);
}

/** Whether a module declares `name`: exported, a top-level declaration, or a field of a type. */
export function declaresName(text: string, name: string): boolean {
  return (
    exportsName(text, name) ||
    new RegExp(`(?:const|let|var|function|class|interface|type|enum)\\s+${name}\\b`).test(text) ||
    new RegExp(`^\\s*(?:readonly\\s+)?${name}\\??:`, 'm').test(text)
  );
}

describe('the docs name files and the names in them that exist', () => {
  const pages = [
    ...readdirSync(path.join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(ROOT, 'docs', name)),
    path.join(ROOT, 'ARCHITECTURE.md'),
    path.join(ROOT, 'README.md'),
  ];
  const topLevel = new Set(readdirSync(ROOT));
  const cited = (text: string) =>
    [...text.matchAll(/`([^`\s]+)`/g)]
      .map((match) => match[1] ?? '')
      .filter((span) => CITED_FILE.test(span))
      // A path of the repository starts at one of its top-level folders (not `src/index.ts` of
      // a remote the text names otherwise, nor a built file).
      .filter((span) => {
        const first = span.split('/')[0] ?? '';
        const pattern = new RegExp(`^${first.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
        return [...topLevel].some((name) => pattern.test(name));
      })
      .filter((span) => !/(?:^|\/)(?:dist|dist-server|node_modules|releases)\//.test(span));

  test('every file a page of the docs cites exists', () => {
    // The scan finds the citations (151 files and 25 names when this test was written).
    expect(pages.flatMap((page) => cited(readFileSync(page, 'utf8'))).length).toBeGreaterThan(100);
    const missing = pages.flatMap((page) =>
      [...new Set(cited(readFileSync(page, 'utf8')))]
        .filter((file) => filesNamed(file).length === 0)
        .map((file) => `${path.relative(ROOT, page)}: ${file} does not exist`),
    );
    expect(missing).toEqual([]);
  });

  test('every name a page cites as in a file is declared there', () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const [, name, file] of readFileSync(page, 'utf8').matchAll(CITED_SYMBOL)) {
        if (!name || !file || !CITED_FILE.test(file) || /\.(?:md|json|css|sql)$/.test(file))
          continue;
        const files = filesNamed(file);
        if (files.length === 0) continue; // reported above
        if (!files.some((f) => declaresName(readFileSync(f, 'utf8'), name)))
          problems.push(`${path.relative(ROOT, page)}: ${file} declares no ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('a missing file or name is reported', () => {
    expect(filesNamed('mfe-*/src/features/pages/section-pages.ts').length).toBe(4);
    expect(filesNamed('page-server/src/seo/nothing.ts')).toEqual([]);
    expect(exportsName('export const HOME_PATH = 1;', 'HOME_PATH')).toBe(true);
    expect(exportsName('export { a, type HOME_PATH } from "./x";', 'HOME_PATH')).toBe(true);
    expect(exportsName('const HOME_PATH = 1;', 'HOME_PATH')).toBe(false);
    expect(declaresName('const HOME_PATH = 1;', 'HOME_PATH')).toBe(true);
    expect(declaresName('interface A {\n  classPrefix?: string;\n}', 'classPrefix')).toBe(true);
    expect(declaresName('// HOME_PATH was here', 'HOME_PATH')).toBe(false);
  });
});
