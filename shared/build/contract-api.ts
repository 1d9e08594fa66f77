import path from 'node:path';
import ts from 'typescript';

/** The singleton contract's entry: its exports are the contract's public API. */
export const CONTRACT_ENTRY = path.resolve(__dirname, '../src/singleton/index.ts');
const SHARED_SRC = path.resolve(__dirname, '../src');

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;

/** Type text without the machine's paths (`import("/…/x").Name` → `Name`). */
function portable(text: string): string {
  return text.replace(/import\("[^"]*"\)\./g, '');
}

function isOwn(symbol: ts.Symbol): boolean {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName;
  return file !== undefined && path.resolve(file).startsWith(SHARED_SRC);
}

function libraryOf(symbol: ts.Symbol): string {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match?.[1] ?? 'unknown';
}

/**
 * A text summary of the contract's public API, one line per export and per own type it uses:
 * `name: kind signature` (re-exported library names as `name: from <package>`). Changes to this
 * text are changes to the contract.
 */
export function contractApi(entry = CONTRACT_ENTRY): string[] {
  const program = ts.createProgram([entry], {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read ${entry}`);

  const lines: string[] = [];
  const expanded = new Set<ts.Symbol>();
  const pending: ts.Symbol[] = [];
  const seenTypes = new Set<ts.Type>();

  /** Queues the own named types (interfaces, aliases) a type mentions, to list their members. */
  const collect = (type: ts.Type, depth = 0): void => {
    if (seenTypes.has(type) || depth > 6) return;
    seenTypes.add(type);
    for (const symbol of [type.aliasSymbol, type.getSymbol()]) {
      if (symbol && isOwn(symbol) && !expanded.has(symbol) && isNamedType(symbol)) {
        expanded.add(symbol);
        pending.push(symbol);
      }
    }
    for (const arg of type.aliasTypeArguments ?? []) collect(arg, depth + 1);
    if (type.isUnionOrIntersection()) for (const part of type.types) collect(part, depth + 1);
    if (type.flags & ts.TypeFlags.Object) {
      const ref = type as ts.TypeReference;
      for (const arg of ref.target ? checker.getTypeArguments(ref) : []) collect(arg, depth + 1);
      for (const signature of type.getCallSignatures()) {
        for (const parameter of signature.getParameters()) {
          collect(checker.getTypeOfSymbol(parameter), depth + 1);
        }
        collect(signature.getReturnType(), depth + 1);
      }
      if (type.getSymbol() && isOwn(type.getSymbol()!)) {
        for (const property of type.getProperties()) {
          collect(checker.getTypeOfSymbol(property), depth + 1);
        }
      }
    }
  };

  const members = (type: ts.Type): string =>
    type
      .getProperties()
      .map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${property.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbol(property), undefined, FORMAT)}`;
      })
      .join('; ');

  const describeType = (symbol: ts.Symbol): string => {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (symbol.flags & ts.SymbolFlags.Interface) return `interface { ${members(type)} }`;
    const declaration = symbol.declarations?.[0];
    const text =
      declaration && ts.isTypeAliasDeclaration(declaration)
        ? declaration.type.getText().replace(/\s+/g, ' ')
        : checker.typeToString(type, undefined, FORMAT);
    return `type = ${text}`;
  };

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.name;
    if (!isOwn(symbol)) {
      lines.push(`${name}: from ${libraryOf(symbol)}`);
      continue;
    }
    if (isNamedType(symbol) && !(symbol.flags & ts.SymbolFlags.Value)) {
      expanded.add(symbol);
      lines.push(`${name}: ${describeType(symbol)}`);
      collect(checker.getDeclaredTypeOfSymbol(symbol));
      continue;
    }
    const type = checker.getTypeOfSymbol(symbol);
    const kind = symbol.flags & ts.SymbolFlags.Function ? 'function' : 'const';
    lines.push(`${name}: ${kind} ${checker.typeToString(type, undefined, FORMAT)}`);
    collect(type);
  }
  lines.sort();
  const used: string[] = [];
  while (pending.length > 0) {
    const symbol = pending.shift()!;
    if (lines.some((line) => line.startsWith(`${symbol.name}: `))) continue;
    used.push(`(uses) ${symbol.name}: ${describeType(symbol)}`);
    collect(checker.getDeclaredTypeOfSymbol(symbol));
  }
  return [...lines, ...used.sort()].map(portable);
}

function isNamedType(symbol: ts.Symbol): boolean {
  return (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) !== 0;
}

export type Bump = 'none' | 'patch' | 'minor' | 'major';

/**
 * The members of an interface's text (`a: string; b?: { c: number; d: string }`), split at the
 * `; ` between them, not at those inside a member's own type (an object literal, a signature).
 */
function membersOf(text: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{' || char === '(' || char === '[') depth++;
    else if (char === '}' || char === ')' || char === ']') depth--;
    else if (depth === 0 && char === ';' && text[i + 1] === ' ') {
      members.push(text.slice(start, i));
      start = i + 2;
    }
  }
  members.push(text.slice(start));
  return members;
}

/**
 * Whether `after` is the interface line `before` with optional members added at its end: what a
 * reader built against either still reads (an absent member is undefined), so an addition.
 */
function addsOptionalMembers(before: string, after: string): boolean {
  if (!/: interface \{ .* \}$/.test(before) || !after.endsWith(' }')) return false;
  const head = before.slice(0, -2);
  if (!after.startsWith(`${head}; `)) return false;
  return membersOf(after.slice(head.length + 2, -2)).every((member) => /^\w+\?: /.test(member));
}

/**
 * The bump the change from `before` to `after` needs: major if a line went or changed, minor if
 * one came or an interface gained optional members only.
 */
export function requiredBump(before: readonly string[], after: readonly string[]): Bump {
  const next = new Set(after);
  const gone = before.filter((line) => !next.has(line));
  const previous = new Set(before);
  const came = after.filter((line) => !previous.has(line));
  const widened = (line: string) => came.some((added) => addsOptionalMembers(line, added));
  if (gone.some((line) => !widened(line))) return 'major';
  return came.length > 0 ? 'minor' : 'none';
}

function parse(version: string): [number, number, number] {
  const parts = version.split('.').map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 0)) {
    throw new Error(`"${version}" is not x.y.z semver`);
  }
  return parts as [number, number, number];
}

/** The bump from one version to the next (`none` when equal); throws when `to` is lower. */
export function bumpBetween(from: string, to: string): Bump {
  const [a, b, c] = parse(from);
  const [x, y, z] = parse(to);
  if (x !== a) {
    if (x < a) throw new Error(`${to} is lower than ${from}`);
    return 'major';
  }
  if (y !== b) {
    if (y < b) throw new Error(`${to} is lower than ${from}`);
    return 'minor';
  }
  if (z < c) throw new Error(`${to} is lower than ${from}`);
  return z === c ? 'none' : 'patch';
}

const RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

/**
 * Why the version does not cover the API change, or null when it does: a removed or changed line
 * needs a new major, an added one a new minor (or major).
 */
export function bumpProblem(
  recorded: { version: string; api: readonly string[] },
  current: { version: string; api: readonly string[] },
): string | null {
  const needed = requiredBump(recorded.api, current.api);
  const made = bumpBetween(recorded.version, current.version);
  if (needed === 'none' || RANK[made] >= RANK[needed]) return null;
  const removed = recorded.api.filter((line) => !current.api.includes(line));
  const added = current.api.filter((line) => !recorded.api.includes(line));
  return [
    `The singleton contract's public API changed, which needs a ${needed} version bump, but the version went ${recorded.version} → ${current.version} (${made}).`,
    ...removed.map((line) => `  - ${line}`),
    ...added.map((line) => `  + ${line}`),
  ].join('\n');
}
