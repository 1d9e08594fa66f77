import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

/**
 * One federation runtime per page. Without this, every `remoteEntry.js` carries its own copy of
 * Module Federation's runtime core (17.5 KB gzip of the content remote's 27.5 KB): the shell hands
 * its copy to the remotes through this global (Module Federation's own name for it), and remotes
 * are built with the runtime core as an external read from it.
 */
export const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Who provided the runtime core, `{ name, version }` (also Module Federation's name). */
export const RUNTIME_FROM_GLOBAL = '_FEDERATION_RUNTIME_CORE_FROM';

/** The package the remotes take from the page instead of bundling it. */
export const RUNTIME_PACKAGE = '@module-federation/runtime-core';

/** The runtime-core version installed here, the one this build bundles or expects. */
export function federationRuntimeVersion(): string {
  // Its `exports` hide package.json: it sits beside the `dist/` folder of the entry point.
  const entry = require.resolve(RUNTIME_PACKAGE, { paths: [path.resolve(__dirname, '..')] });
  const file = path.resolve(path.dirname(entry), '../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The expression a remote's bundle reads the runtime core with (a webpack `var` external). A
 * page that provides none (a shell built before this, or a misconfigured page) or a runtime of
 * another major fails the remote's entry with a message naming both sides, so the section shows
 * its "could not be loaded" message; another minor runs, with a warning.
 */
export function runtimeExternal(app: string, version: string): string {
  const [major, minor] = version.split('.');
  const built = `${app} was built with Module Federation ${version}`;
  // One line: webpack reads `var <expression>` up to the first line break.
  return `(function (core, from) {
  if (!core) throw new Error(${JSON.stringify(`[betoch] ${built} and needs its runtime from the page (the shell's ${RUNTIME_GLOBAL}); this page provides none`)});
  var provided = from && from.version ? String(from.version).split('.') : [${JSON.stringify(major)}, ${JSON.stringify(minor)}];
  var clash = ${JSON.stringify(`[betoch] ${built}, the page provides `)} + (from && from.version);
  if (provided[0] !== ${JSON.stringify(major)}) throw new Error(clash);
  if (provided[1] !== ${JSON.stringify(minor)}) console.warn(clash);
  return core;
})(self[${JSON.stringify(RUNTIME_GLOBAL)}], self[${JSON.stringify(RUNTIME_FROM_GLOBAL)}])`.replace(
    /\n\s*/g,
    ' ',
  );
}

const STANDALONE_ENTRY = path.resolve(__dirname, 'federation-runtime-standalone.ts');
const PLUGIN = 'BetochStandaloneRuntimePlugin';

/**
 * A remote's own page (its team's development page) has no shell to provide the runtime core:
 * this builds it as a separate script (a child compilation, outside the federation plugins and
 * the external) and adds it to the standalone `index.html` before `main`. Not part of
 * `remoteEntry.js`, so a remote in the shell never downloads it.
 */
export class StandaloneRuntimePlugin {
  constructor(private readonly filename: string) {}

  apply(compiler: Compiler): void {
    let file: string | undefined;
    compiler.hooks.make.tapAsync(PLUGIN, (compilation: Compilation, callback) => {
      const child = compilation.createChildCompiler(PLUGIN, { filename: this.filename }, [
        new compiler.webpack.EntryPlugin(compiler.context, STANDALONE_ENTRY, {
          name: 'federation-runtime',
        }),
      ]);
      child.runAsChild((error, entries) => {
        if (error) return callback(error);
        file = [...(entries?.[0]?.files ?? [])].find((name) => name.endsWith('.js'));
        if (!file) return callback(new Error('the standalone federation runtime was not emitted'));
        callback();
      });
    });
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        if (!file) throw new Error('the standalone federation runtime was not built');
        const src = `${data.publicPath}${file}`;
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src }),
        );
        return data;
      });
    });
  }
}
