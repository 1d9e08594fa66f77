import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { ALL_APPS } from '../shared/build/apps';

/*
 * Each package declares what it imports. npm workspaces hoist every dependency to the root's
 * node_modules, so an import the package never declared resolves today and breaks the day the
 * package is installed alone, or when the package that did declare it drops it.
 *
 * Rules: a package's source imports only what its own package.json declares (dependencies,
 * devDependencies or peerDependencies) or the package itself by name. Unit tests and their
 * helpers (`*.test.*`, `testing/`, `shared/test/`) may also use the root's devDependencies: jest
 * runs from the root. Type-only imports are not counted (they leave nothing in the bundle).
 *
 * Run: `npx tsx scripts/check-dependencies.ts` (exit 1 when something is undeclared); the jest
 * test beside it runs it with the unit tests.
 */

/** The packages checked, by folder; `.` is the root package (scripts, types). */
export const PACKAGE_DIRS: readonly string[] = [
  'shared',
  ...ALL_APPS.map((app) => app.dir),
  'api',
  'listings-service',
  'page-server',
  'e2e',
  '.',
];

/** The root package's own folders (the others are packages of their own). */
const ROOT_SOURCES = ['scripts', 'types'];
const SKIPPED = new Set(['node_modules', 'dist', 'releases', 'test-results', 'coverage']);
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const TEST_FILE = /(?:\.test\.[jt]sx?$|(?:^|\/)testing\/|^shared\/test\/)/;
const BUILTINS = new Set(builtinModules);

/** An import of a package that the importing package does not declare. */
export interface UndeclaredImport {
  /** The file, relative to the repository root. */
  file: string;
  /** The package name, e.g. `leaflet` or `@testing-library/react`. */
  name: string;
  /** The package whose package.json should declare it, e.g. `mfe-listings`. */
  packageDir: string;
}

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

function declared(manifest: Manifest): Set<string> {
  return new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...(manifest.name ? [manifest.name] : []),
  ]);
}

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; undefined for paths and builtins. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return undefined;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return BUILTINS.has(name) ? undefined : name;
}

function stringArgument(node: ts.CallExpression): string | undefined {
  const [first] = node.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text : undefined;
}

/** The module specifiers a file loads at run time: imports, re-exports, `import()`, `require()`. */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      const specifier = stringArgument(node);
      if ((isImport || isRequire) && specifier !== undefined) found.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import, in every package, of a package its package.json does not declare. */
export function findUndeclaredImports(root: string): UndeclaredImport[] {
  const rootDeclared = declared(readManifest(root));
  const problems: UndeclaredImport[] = [];
  for (const packageDir of PACKAGE_DIRS) {
    const dir = path.join(root, packageDir);
    const own = declared(readManifest(dir));
    const files =
      packageDir === '.'
        ? ROOT_SOURCES.flatMap((sub) => walk(path.join(root, sub), []))
        : walk(dir, []);
    for (const file of files) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const isTest = TEST_FILE.test(relative);
      const names = new Set(
        runtimeImports(file, readFileSync(file, 'utf8'))
          .map(packageOf)
          .filter((name): name is string => name !== undefined),
      );
      for (const name of names) {
        if (own.has(name) || (isTest && rootDeclared.has(name))) continue;
        problems.push({ file: relative, name, packageDir });
      }
    }
  }
  return problems;
}

if (require.main === module) {
  const problems = findUndeclaredImports(path.resolve(__dirname, '..'));
  for (const { file, name, packageDir } of problems) {
    console.error(`${file} imports ${name}, which ${packageDir}/package.json does not declare`);
  }
  console.log(
    problems.length === 0
      ? 'Every package declares what it imports.'
      : `${problems.length} undeclared import(s).`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
