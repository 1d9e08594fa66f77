/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { REMOTES, SERVICE_PORTS } from '../shared/build/apps';
import {
  APPS_FILE,
  CONFIG_FILE,
  main,
  PACKAGE_FILE,
  plan,
  REMOTE_KEYS_FILE,
  ROOT,
  routeLine,
  specProblems,
  withRemoteKey,
} from './new-section';

/** A name and a port no app has yet (so that this test holds after the recipe added one). */
const N = ['guides', 'handbook', 'neighbourhoods'].find(
  (n) => !REMOTES.some((app) => app.name === n),
)!;
const P = [3006, 3007, 3008, 3009].find(
  (p) => !REMOTES.some((app) => app.port === p) && !SERVICE_PORTS.includes(p),
)!;
const SPEC = { name: N, port: P };
const LAST = REMOTES.at(-1)!.name;

describe('specProblems', () => {
  test('a new name and a free port are fine', () => {
    expect(specProblems(SPEC)).toEqual([]);
  });

  test.each([
    [{ name: 'Guides', port: P }, 'is not a name'],
    [{ name: 'my-guides', port: P }, 'is not a name'],
    [{ name: 'listings', port: P }, 'exists already'],
    [{ name: 'lst', port: P }, 'class prefix'],
    [{ name: N, port: 3001 }, 'port 3001 is taken'],
    [{ name: N, port: 3005 }, 'port 3005 is taken'],
    [{ name: N, port: 3006 }, 'port 3006 is taken'],
    [{ name: N, port: 80 }, 'not a port'],
  ])('%o: %s', (spec, problem) => {
    expect(specProblems(spec).join('\n')).toContain(problem);
  });
});

describe('the edits', () => {
  const { created, edited } = plan(SPEC);

  test('apps.ts lists the remote after the others, with its port, prefix and exposed module', () => {
    const { outputText } = ts.transpileModule(edited[APPS_FILE] ?? '', {
      compilerOptions: { module: ts.ModuleKind.CommonJS },
    });
    const module = { exports: {} as { REMOTES?: typeof REMOTES } };
    vm.runInNewContext(outputText, { module, exports: module.exports });
    const remotes = module.exports.REMOTES ?? [];
    expect(remotes.slice(0, -1)).toEqual(REMOTES);
    expect(remotes.at(-1)).toEqual({
      dir: `mfe-${N}`,
      name: N,
      port: P,
      classPrefix: `${N}-`,
      exposes: { './routes': `./src/exposes/${N}-routes.tsx`, './pages': './src/exposes/pages.ts' },
    });
    expect(existsSync(path.join(ROOT, `mfe-${N}`))).toBe(false);
  });

  test('runtime-config.ts has the name among REMOTE_KEYS, and nothing else changes', () => {
    const before = readFileSync(path.join(ROOT, REMOTE_KEYS_FILE), 'utf8');
    const source = edited[REMOTE_KEYS_FILE] ?? '';
    expect(source).toContain(`  ${LAST}: true,\n  ${N}: true,\n};`);
    expect(source.replace(`  ${N}: true,\n`, '')).toBe(before);
    expect(withRemoteKey(source, { name: 'handbook2', port: 3007 })).toContain(
      `  ${N}: true,\n  handbook2: true,\n};`,
    );
  });

  test('the singleton contract is not among the files it writes', () => {
    const files = [...Object.keys(created), ...Object.keys(edited)];
    expect(files.filter((file) => file.startsWith('shared/src/singleton/'))).toEqual([]);
  });

  test('the workspaces and config.json name it, the rest of both files unchanged', () => {
    const before = JSON.parse(readFileSync(path.join(ROOT, PACKAGE_FILE), 'utf8')) as {
      workspaces: string[];
    };
    const after = JSON.parse(edited[PACKAGE_FILE] ?? '') as typeof before;
    const at = before.workspaces.indexOf(REMOTES.at(-1)!.dir) + 1;
    expect(after).toEqual({
      ...before,
      workspaces: [...before.workspaces.slice(0, at), `mfe-${N}`, ...before.workspaces.slice(at)],
    });
    const config = JSON.parse(readFileSync(path.join(ROOT, CONFIG_FILE), 'utf8')) as {
      remotes: Record<string, string>;
    };
    expect(JSON.parse(edited[CONFIG_FILE] ?? '')).toEqual({
      ...config,
      remotes: { ...config.remotes, [N]: `http://localhost:${P}/mf-manifest.json` },
    });
  });

  test('the remote’s files: a package, its entry, its page and its translations', () => {
    expect(Object.keys(created).sort()).toEqual(
      [
        'package.json',
        `i18n/${N}/en.json`,
        `i18n/${N}/am.json`,
        `i18n/${N}/om.json`,
        'src/index.ts',
        'src/index.html',
        'src/bootstrap.tsx',
        'src/i18n.ts',
        'src/i18n.test.ts',
        `src/exposes/${N}-routes.tsx`,
        'src/exposes/pages.ts',
        'src/features/pages/section-pages.ts',
        `src/features/${N}-page/${N}-page.tsx`,
        `src/features/${N}-page/${N}-page.css`,
      ]
        .map((file) => `mfe-${N}/${file}`)
        .sort(),
    );
    const am = JSON.parse(created[`mfe-${N}/i18n/${N}/am.json`] ?? '') as {
      page: Record<string, string>;
    };
    expect(Object.values(am.page).every((text) => /[\u1200-\u137f]/.test(text))).toBe(true);
    const om = JSON.parse(created[`mfe-${N}/i18n/${N}/om.json`] ?? '') as typeof am;
    expect(Object.keys(om.page)).toEqual(Object.keys(am.page));
  });

  test('with the route the script prints, the remote and the shell type-check', () => {
    const routesFile = path.join(ROOT, 'shell/src/routes.tsx');
    const table = 'export const LAYOUT_SECTIONS: readonly SectionRoute[] = [';
    const files = new Map<string, string>(
      Object.entries({ ...created, ...edited }).map(([file, text]) => [
        path.join(ROOT, file),
        text,
      ]),
    );
    files.set(
      routesFile,
      readFileSync(routesFile, 'utf8').replace(table, `${table}\n  ${routeLine(SPEC)}`),
    );
    const configFile = path.join(ROOT, 'tsconfig.json');
    const { config } = ts.readConfigFile(configFile, ts.sys.readFile) as { config: unknown };
    const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
    // The declarations of the whole program (CSS imports, webpack's globals).
    const declarations = fileNames.filter((file) => file.startsWith(path.join(ROOT, 'types/')));
    const host = ts.createCompilerHost({ ...options, incremental: false });
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.readFile = (file) => files.get(file) ?? readFile(file);
    host.fileExists = (file) => files.has(file) || fileExists(file);
    const directoryExists = host.directoryExists?.bind(host);
    host.directoryExists = (dir) =>
      [...files.keys()].some((file) => file.startsWith(`${dir}/`)) ||
      (directoryExists?.(dir) ?? true);
    const roots = [...files.keys()].filter((file) => /\.tsx?$/.test(file));
    const program = ts.createProgram(
      [...roots, ...declarations],
      { ...options, incremental: false },
      host,
    );
    const problems = roots.flatMap((file) =>
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(file))
        .map(
          (d) =>
            `${path.relative(ROOT, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        ),
    );
    expect(problems).toEqual([]);
  }, 60_000);
});

test('--dry-run prints the plan and the steps left (none for the contract), and writes nothing', () => {
  const lines: string[] = [];
  expect(main([N, String(P), '--dry-run'], (line) => lines.push(line))).toBe(0);
  expect(lines).toContain(`would write ${APPS_FILE} (edited)`);
  expect(lines).toContain(`would write mfe-${N}/src/exposes/${N}-routes.tsx`);
  expect(lines.join('\n')).toContain(routeLine(SPEC));
  // Adding a section leaves the singleton contract as it is: no version step left by hand.
  expect(lines.join('\n')).not.toMatch(/contract|singleton/);
  expect(existsSync(path.join(ROOT, `mfe-${N}`))).toBe(false);
});

test('a name that is taken is refused, with the reason', () => {
  const lines: string[] = [];
  expect(main(['listings', String(P), '--dry-run'], (line) => lines.push(line))).toBe(1);
  expect(lines).toEqual(['new-section: an app named listings exists already']);
});
