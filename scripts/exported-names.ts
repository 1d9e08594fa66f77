import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALL_APPS } from '../shared/build/apps';

/*
 * One name, one thing, in each app. Two exported components called `AgentCard` in one app (or two
 * `useAutoplay` hooks) leave a reader — and an editor's auto-import — to guess which one a file
 * means. Each app (`@betoch/shared` counts as one) is read on its own: the same name in two apps
 * is two teams' business.
 *
 * Counted: the names an application file declares and exports (`export function|const|class`,
 * `export default function|class Name`); not re-exports (an `index.ts` that gathers names), not
 * types, not tests nor test helpers (`*.test.*`, `testing/`).
 *
 * Run: `npx tsx scripts/exported-names.ts` (exit 1 on a duplicate); the jest test beside it runs it.
 */

export const ROOT = path.resolve(__dirname, '..');

const CODE = /\.tsx?$/;
const NOT_APP_CODE = /(?:\.test\.tsx?$|\.d\.ts$|(?:^|\/)testing\/)/;

/** The app folders checked: every app of `shared/build/apps.ts`, and the shared package. */
export function appDirs(): string[] {
  return [...ALL_APPS.map((app) => app.dir), 'shared'];
}

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (CODE.test(entry.name)) out.push(full);
  }
  return out;
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The value names a module declares and exports (functions, classes, constants). */
export function exportedNames(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      if (statement.name) names.push(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (ts.isEnumDeclaration(statement)) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/** A name exported by more than one file of one app. */
export interface DuplicateName {
  app: string;
  name: string;
  /** The files, relative to the repository root. */
  files: string[];
}

/** Every name declared and exported by two or more application files of one app. */
export function findDuplicateNames(root = ROOT, apps = appDirs()): DuplicateName[] {
  const duplicates: DuplicateName[] = [];
  for (const app of apps) {
    const byName = new Map<string, string[]>();
    for (const file of walk(path.join(root, app, 'src'), [])) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (NOT_APP_CODE.test(relative)) continue;
      for (const name of exportedNames(file, readFileSync(file, 'utf8'))) {
        byName.set(name, [...(byName.get(name) ?? []), relative]);
      }
    }
    for (const [name, files] of byName) {
      if (files.length > 1) duplicates.push({ app, name, files });
    }
  }
  return duplicates;
}

if (require.main === module) {
  const duplicates = findDuplicateNames();
  for (const { app, name, files } of duplicates) {
    console.error(`${app}: ${name} is exported by ${files.join(', ')}`);
  }
  if (duplicates.length > 0) process.exit(1);
  console.log('No app exports one name from two files.');
}
