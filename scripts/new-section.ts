/**
 * Scaffolds a new remote (a section of the site its own team builds and releases) and adds it to
 * the lists a remote must be in; prints what is left to do by hand (ARCHITECTURE.md, "Adding a
 * section").
 *
 * Usage: npm run new-section -- <name> <port> [--dry-run]
 *   <name>  the Module Federation name, lowercase letters and digits (`guides`); the folder is
 *           `mfe-<name>`, the translation namespace `<name>`, the CSS class prefix `<name>-`
 *   <port>  the port of its server in development, tests and the nginx set-up (`3006`)
 *   --dry-run  prints the files and edits, writes nothing
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_APPS, SERVICE_PORTS } from '../shared/build/apps';

export const ROOT = path.resolve(__dirname, '..');

/** The files `apps.ts` lists; the section's own files; what the script edits. */
export const APPS_FILE = 'shared/build/apps.ts';
export const REMOTE_KEYS_FILE = 'shared/src/config/runtime-config.ts';
export const CONFIG_FILE = 'shell/public/config.json';
export const PACKAGE_FILE = 'package.json';

export interface SectionSpec {
  name: string;
  port: number;
}

/** What is wrong with a name and port for a new remote, given the apps there are (empty: fine). */
export function specProblems(
  { name, port }: SectionSpec,
  apps: readonly { name: string; dir: string; port: number; classPrefix?: string }[] = ALL_APPS,
): string[] {
  const problems: string[] = [];
  // The name becomes a JavaScript identifier in the federation runtime (`betoch_<name>`).
  if (!/^[a-z][a-z0-9]{1,19}$/.test(name)) {
    problems.push(`"${name}" is not a name: 2 to 20 lowercase letters and digits, a letter first`);
  }
  if (apps.some((app) => app.name === name || app.dir === `mfe-${name}`)) {
    problems.push(`an app named ${name} exists already`);
  }
  if (apps.some((app) => app.classPrefix === `${name}-`)) {
    problems.push(`the class prefix ${name}- is another app's`);
  }
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    problems.push(`${port} is not a port between 1024 and 65535`);
  } else if (SERVICE_PORTS.includes(port) || apps.some((app) => app.port === port)) {
    problems.push(`port ${port} is taken (apps.ts)`);
  }
  return problems;
}

const title = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The section's route path in the shell, and the module it exposes for it. */
export const sectionPath = (name: string) => `/${name}/*`;
export const EXPOSED_MODULE = 'routes';

/** The remote's own files, by path under the repository root. */
export function sectionFiles({ name }: SectionSpec): Record<string, string> {
  const dir = `mfe-${name}`;
  const Name = title(name);
  const page = `${Name}Page`;
  const routes = `${Name}Routes`;
  const texts = {
    en: {
      page: {
        title: Name,
        intro: `The ${name} section: its own team builds and releases it, and the shell shows it at /${name}.`,
      },
    },
    am: {
      page: {
        title: `${Name} ክፍል`,
        intro: `ይህ ክፍል በራሱ ቡድን ይገነባል፤ ይለቀቃልም። ዋናው ገጽ በ/${name} ያሳየዋል።`,
      },
    },
    om: {
      page: {
        title: `Kutaa ${Name}`,
        intro: `Kutaan kun garee mataa isaatiin ijaaramee gadi lakkifama; fuulli ijoon /${name} irratti agarsiisa.`,
      },
    },
  };
  return {
    [`${dir}/package.json`]: json({
      name: `@betoch/${dir}`,
      version: '0.1.0',
      private: true,
      description: `Betoch remote: /${name}/*`,
      dependencies: { '@betoch/shared': sharedVersion(), react: reactRange() },
    }),
    [`${dir}/i18n/${name}/en.json`]: json(texts.en),
    [`${dir}/i18n/${name}/am.json`]: json(texts.am),
    [`${dir}/i18n/${name}/om.json`]: json(texts.om),
    [`${dir}/src/index.ts`]: [
      '// Async boundary: lets the federation runtime negotiate shared singletons before React loads.',
      "void import('./bootstrap');",
      '',
    ].join('\n'),
    [`${dir}/src/bootstrap.tsx`]: [
      "import { renderStandalone } from '@betoch/shared/ui';",
      `import ${routes} from './exposes/${name}-routes';`,
      '',
      '// The section alone, on its own server (npm run dev), at the path the shell gives it.',
      `void renderStandalone([{ path: '${sectionPath(name)}', Component: ${routes} }], '/${name}');`,
      '',
    ].join('\n'),
    [`${dir}/src/index.html`]: [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      '    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />',
      `    <title>Betoch — ${dir} (standalone)</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`${dir}/src/i18n.ts`]: [
      "import { remoteNamespace } from '@betoch/shared';",
      '',
      'declare const __webpack_public_path__: string | undefined;',
      '',
      '/** `t` for this remote: its own keys (`i18n/*.json`, served from its origin), then the shell’s. */',
      'export const useT = remoteNamespace(',
      `  '${name}',`,
      "  typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined,",
      ');',
      '',
    ].join('\n'),
    [`${dir}/src/i18n.test.ts`]: [
      `import am from '../i18n/${name}/am.json';`,
      `import en from '../i18n/${name}/en.json';`,
      '',
      "function keysOf(value: unknown, prefix = ''): string[] {",
      "  if (typeof value !== 'object' || value === null) return [prefix];",
      '  return Object.entries(value).flatMap(([key, child]) =>',
      '    keysOf(child, prefix ? `${prefix}.${key}` : key),',
      '  );',
      '}',
      '',
      `describe('${name} translations', () => {`,
      "  it('has the same keys in English and Amharic', () => {",
      '    expect(keysOf(am).sort()).toEqual(keysOf(en).sort());',
      '  });',
      '});',
      '',
    ].join('\n'),
    [`${dir}/src/exposes/${name}-routes.tsx`]: [
      "import { Route, Routes } from '@betoch/shared/router';",
      "import { NotFoundRedirect } from '@betoch/shared/ui';",
      `import { ${page} } from '../features/${name}-page/${name}-page';`,
      '',
      `/** Everything below /${name}/: the section's page, the 404 page for any other path. */`,
      `export default function ${routes}() {`,
      '  return (',
      '    <Routes>',
      `      <Route index element={<${page} />} />`,
      '      <Route path="*" element={<NotFoundRedirect />} />',
      '    </Routes>',
      '  );',
      '}',
      '',
    ].join('\n'),
    [`${dir}/src/exposes/pages.ts`]: [
      `export { ${name.toUpperCase()}_PAGES as default } from '../features/pages/section-pages';`,
      '',
    ].join('\n'),
    [`${dir}/src/features/pages/section-pages.ts`]: [
      "import { fixedPage, sectionPages, textRef } from '@betoch/shared';",
      '',
      '/*',
      ` * The ${name} section's pages as search engines see them (docs/seo.md): its heads, its entries`,
      ' * in the sitemap and the prerender. A sub-page added to the route table is added here too.',
      ' */',
      '',
      `/** The ${name} section's pages. */`,
      `export const ${name.toUpperCase()}_PAGES = sectionPages([`,
      '  fixedPage({',
      `    path: '/${name}',`,
      `    title: textRef('${name}', 'page.title'),`,
      `    description: textRef('${name}', 'page.intro'),`,
      '  }),',
      ']);',
      '',
    ].join('\n'),
    [`${dir}/src/features/${name}-page/${name}-page.css`]: [
      `/* This remote's classes start with its prefix, ${name}- (docs/styles.md). */`,
      `.${name}-page__intro {`,
      '  max-inline-size: 65ch;',
      '  color: var(--color-text-muted);',
      '  font-size: var(--font-size-lg);',
      '}',
      '',
    ].join('\n'),
    [`${dir}/src/features/${name}-page/${name}-page.tsx`]: [
      "import { PageHeading } from '@betoch/shared/ui';",
      "import { useT } from '../../i18n';",
      `import './${name}-page.css';`,
      '',
      `/** /${name}: the section's heading and introduction, in the visitor's language. */`,
      `export function ${page}() {`,
      '  const { t } = useT();',
      '  return (',
      '    <div className="container">',
      "      <PageHeading title={t('page.title')} />",
      `      <p className="${name}-page__intro">{t('page.intro')}</p>`,
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n'),
  };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

function sharedVersion(): string {
  return readJson<{ version: string }>('shared/package.json').version;
}

function reactRange(): string {
  const range = readJson<{ dependencies: Record<string, string> }>('shell/package.json')
    .dependencies.react;
  if (!range) throw new Error('shell/package.json does not declare react');
  return range;
}

/** `apps.ts` with the new remote at the end of `REMOTES`. */
export function withRemoteInApps(source: string, { name, port }: SectionSpec): string {
  const end = '] as const satisfies readonly AppDefinition[];';
  if (source.split(end).length !== 2) throw new Error(`${APPS_FILE}: REMOTES' end not found`);
  const entry = [
    '  {',
    `    dir: 'mfe-${name}',`,
    `    name: '${name}',`,
    `    port: ${port},`,
    `    classPrefix: '${name}-',`,
    '    exposes: {',
    `      './${EXPOSED_MODULE}': './src/exposes/${name}-routes.tsx',`,
    "      './pages': './src/exposes/pages.ts',",
    '    },',
    '  },',
    '',
  ].join('\n');
  return source.replace(end, `${entry}${end}`);
}

/**
 * `runtime-config.ts` with the new name among `REMOTE_KEYS` (tsc asks for it once apps.ts has the
 * remote; `RemoteName` is read from apps.ts).
 */
export function withRemoteKey(source: string, { name }: SectionSpec): string {
  const keys = /(const REMOTE_KEYS: Record<RemoteName, true> = \{\n(?: {2}\w+: true,\n)*)\};/;
  if (!keys.test(source)) throw new Error(`${REMOTE_KEYS_FILE}: REMOTE_KEYS not found`);
  return source.replace(keys, (_all, head: string) => `${head}  ${name}: true,\n};`);
}

/** The root `package.json` with `mfe-<name>` after the last app among the workspaces. */
export function withWorkspace(source: string, { name }: SectionSpec): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === '"workspaces": [');
  const end = lines.findIndex((line, index) => index > start && line.trim().startsWith(']'));
  let last = -1;
  for (let index = start + 1; index < end; index += 1) {
    if (/^\s*"(?:shell|mfe-[^"]+)",?$/.test(lines[index] ?? '')) last = index;
  }
  if (start < 0 || end < 0 || last < 0) throw new Error(`${PACKAGE_FILE}: workspaces not found`);
  const indent = /^\s*/.exec(lines[last] ?? '')?.[0] ?? '    ';
  lines.splice(last + 1, 0, `${indent}"mfe-${name}",`);
  const result = lines.join('\n');
  JSON.parse(result); // still JSON
  return result;
}

/** The shell's `config.json` with the remote's manifest on its development port. */
export function withRemoteInConfig(source: string, { name, port }: SectionSpec): string {
  const config = JSON.parse(source) as { remotes: Record<string, string> };
  config.remotes[name] = `http://localhost:${port}/mf-manifest.json`;
  return json(config);
}

/** The line the shell's route table needs: the section's path, its remote and module. */
export function routeLine({ name }: SectionSpec): string {
  return `{ path: '${sectionPath(name)}', remote: '${name}', module: '${EXPOSED_MODULE}' },`;
}

/** What the script cannot do safely: the steps printed at the end. */
export function remainingSteps(spec: SectionSpec): string[] {
  const dir = `mfe-${spec.name}`;
  return [
    `npm install — links the new workspace (@betoch/${dir}) into node_modules and package-lock.json.`,
    [
      `Give the section its place in the shell: in shell/src/routes.tsx, add to LAYOUT_SECTIONS`,
      `     ${routeLine(spec)}`,
      `   (BARE_SECTIONS for a page without the header and footer; the path goes into`,
      `   shared/src/domain/paths.ts once other apps link to it, and into the header menu`,
      `   (shell/src/layout/header/) if visitors should find it there).`,
    ].join('\n'),
    `npx tsc -b && npx eslint ${dir} && npx jest ${dir} shell shared/build — then npm run dev -- ${dir} to see it alone, npm start to see it in the shell.`,
    `Deployment: the environment's config.json gets remotes.${spec.name} (npm run release / promote manage it afterwards), BETOCH_REMOTE_ORIGINS the remote's origin; npm run nginx:config adds its server from apps.ts.`,
  ];
}

/** Every file the script writes, with its new text. */
export function plan(
  spec: SectionSpec,
  read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8'),
) {
  return {
    created: sectionFiles(spec),
    edited: {
      [APPS_FILE]: withRemoteInApps(read(APPS_FILE), spec),
      [REMOTE_KEYS_FILE]: withRemoteKey(read(REMOTE_KEYS_FILE), spec),
      [PACKAGE_FILE]: withWorkspace(read(PACKAGE_FILE), spec),
      [CONFIG_FILE]: withRemoteInConfig(read(CONFIG_FILE), spec),
    } as Record<string, string>,
  };
}

export function main(args: readonly string[], log = (line: string) => console.log(line)): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { 'dry-run': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [name = '', port = ''] = positionals;
  const spec = { name, port: Number(port) };
  const problems =
    positionals.length === 2
      ? specProblems(spec)
      : ['usage: new-section <name> <port> [--dry-run]'];
  if (problems.length === 0 && existsSync(path.join(ROOT, `mfe-${name}`))) {
    problems.push(`mfe-${name}/ exists already`);
  }
  if (problems.length > 0) {
    for (const problem of problems) log(`new-section: ${problem}`);
    return 1;
  }
  const { created, edited } = plan(spec);
  const dryRun = values['dry-run'] === true;
  for (const [file, text] of Object.entries({ ...created, ...edited })) {
    log(`${dryRun ? 'would write' : 'wrote'} ${file}${file in edited ? ' (edited)' : ''}`);
    if (dryRun) continue;
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), text);
  }
  log('');
  log(`Left to do by hand (ARCHITECTURE.md, "Adding a section"):`);
  remainingSteps(spec).forEach((step, index) => log(`${index + 1}. ${step}`));
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
