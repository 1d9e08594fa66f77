import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTES } from '../shared/build/apps';

/*
 * Every remote has the same shape (ARCHITECTURE.md, "Where each kind of code lives"):
 *
 *   src/index.ts, bootstrap.tsx, index.html, i18n*.ts   the entry, the standalone page, i18n set-up
 *   src/exposes/<module>.tsx   what the shell loads: a thin entry (a re-export, or a route table)
 *   src/features/<feature>/    a visitor-facing capability: its components, hooks, rules, tests
 *   src/testing/               this remote's test fixtures (optional)
 *
 * A thin entry holds imports and one default export: a re-export, or a component that only
 * returns its section's `<Routes>` — no hooks, no state, no other declarations. The pages, the
 * layouts and their logic live in the features.
 *
 * Run: `npx tsx scripts/remote-shape.ts` (exit 1 on a problem); the jest test beside it runs it.
 */

export const ROOT = path.resolve(__dirname, '..');

/** The folders a remote may hold at `src/`. */
export const SRC_FOLDERS = ['exposes', 'features', 'testing'];
/** The files a remote may hold at `src/`. */
const SRC_FILE = /^(?:index\.ts|index\.html|bootstrap\.tsx|i18n(?:-[a-z-]+)?(?:\.test)?\.ts)$/;
const TEST_FILE = /\.test\.tsx?$/;

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function whatItIs(statement: ts.Statement): string {
  if (ts.isVariableStatement(statement)) return 'a constant';
  if (ts.isFunctionDeclaration(statement)) return 'a function';
  if (ts.isClassDeclaration(statement)) return 'a class';
  return 'a statement';
}

/** The hook calls (`useX(…)`) anywhere below a node. */
function hookCalls(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (/^use[A-Z]/.test(name)) found.push(name);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/**
 * Why an exposed module is more than a thin entry (empty when it is one): anything but imports,
 * re-exports and one default export, or a default component that calls hooks or does more than
 * return its markup.
 */
export function thinEntryProblems(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const problems: string[] = [];
  let defaults = 0;
  for (const statement of source.statements) {
    const line = source.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    if (ts.isImportDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) {
      const named = statement.exportClause;
      if (named && ts.isNamedExports(named)) {
        defaults += named.elements.filter((e) => e.name.text === 'default').length;
        if (named.elements.some((e) => e.name.text !== 'default')) {
          problems.push(`line ${line}: exports a name other than the default`);
        }
      } else {
        problems.push(`line ${line}: re-exports a whole module`);
      }
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      defaults += 1;
      if (!ts.isIdentifier(statement.expression)) {
        problems.push(`line ${line}: the default export is an expression, not a name`);
      }
      continue;
    }
    if (ts.isFunctionDeclaration(statement) && isExported(statement)) {
      const isDefault = (ts.getModifiers(statement) ?? []).some(
        (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
      );
      if (!isDefault) {
        problems.push(`line ${line}: exports a name other than the default`);
        continue;
      }
      defaults += 1;
      const body = statement.body?.statements ?? ts.factory.createNodeArray();
      const only = body[0];
      if (body.length !== 1 || !only || !ts.isReturnStatement(only)) {
        problems.push(`line ${line}: the default component does more than return its markup`);
      }
      const hooks = hookCalls(statement);
      if (hooks.length > 0) problems.push(`line ${line}: calls ${hooks.join(', ')}`);
      continue;
    }
    problems.push(`line ${line}: declares ${whatItIs(statement)} of its own`);
  }
  if (defaults !== 1) problems.push(`has ${defaults} default exports, not 1`);
  return problems;
}

/** What does not fit the remotes' shape, one line per problem, relative to the repository. */
export function shapeProblems(root = ROOT): string[] {
  const problems: string[] = [];
  for (const remote of REMOTES) {
    const src = path.join(root, remote.dir, 'src');
    const where = `${remote.dir}/src`;
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      if (entry.isDirectory() && !SRC_FOLDERS.includes(entry.name)) {
        problems.push(
          `${where}/${entry.name}/: a remote's src/ holds only ${SRC_FOLDERS.join(', ')}`,
        );
      } else if (entry.isFile() && !SRC_FILE.test(entry.name)) {
        problems.push(
          `${where}/${entry.name}: belongs in a feature (or testing/ for a test helper)`,
        );
      }
    }
    for (const folder of ['exposes', 'features']) {
      if (!existsSync(path.join(src, folder))) problems.push(`${where}/${folder}/ is missing`);
    }
    const exposed = new Set(
      Object.values(remote.exposes as Record<string, string>).map((file) =>
        path.join(root, remote.dir, file),
      ),
    );
    for (const file of exposed) {
      if (!existsSync(file)) {
        problems.push(`${path.relative(root, file)}: exposed in apps.ts but missing`);
      } else if (path.dirname(file) !== path.join(src, 'exposes')) {
        problems.push(`${path.relative(root, file)}: an exposed module lives in src/exposes/`);
      }
    }
    const exposesDir = path.join(src, 'exposes');
    if (!existsSync(exposesDir)) continue;
    for (const name of readdirSync(exposesDir)) {
      const file = path.join(exposesDir, name);
      const relative = `${where}/exposes/${name}`;
      if (TEST_FILE.test(name)) continue;
      if (!exposed.has(file)) {
        problems.push(`${relative}: not exposed in apps.ts (only exposed modules live here)`);
        continue;
      }
      for (const problem of thinEntryProblems(file, readFileSync(file, 'utf8'))) {
        problems.push(`${relative}: ${problem} (a thin entry; the rest belongs in features/)`);
      }
    }
  }
  return problems;
}

if (require.main === module) {
  const problems = shapeProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Every remote has the same shape.');
}
