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
