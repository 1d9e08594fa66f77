import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { AppDefinition } from './apps';
import { sharedDependencies } from './federation';
import { REPO_ROOT, SHELL_SERVER_DIR } from './layout';
import { typeScriptRule, type BuildOptions } from './webpack-config';

/** The file a remote publishes beside its browser `remoteEntry.js` for the shell's server. */
export const SERVER_ENTRY_FILE = 'remoteEntry.server.js';

const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');
const PUBLIC_PATH_PLUGIN = path.resolve(__dirname, 'server-public-path.ts');

/**
 * The Node build of one app, for server-side rendering (ARCHITECTURE.md "Pages that arrive
 * rendered"). A remote's server build is written into its `dist/` beside the browser build —
 * `remoteEntry.server.js` at the root, its chunks under `ssr/` — so that its public path (the
 * folder of its entry) is the browser build's too: asset and translation URLs are the same on
 * both sides, and a release or a promoted origin carries both builds together. The shell's server
 * build is a library the Node server requires; it loads the remotes' server entries at runtime
 * from `config.json`, so a swapped remote changes the served HTML without rebuilding the shell.
 */
export function createServerWebpackConfig(
  app: AppDefinition,
  { mode, contract }: BuildOptions,
): Configuration {
  const appRoot = path.join(REPO_ROOT, app.dir);
  const isHost = Object.keys(app.exposes).length === 0;

  return {
    mode,
    context: appRoot,
    target: 'async-node',
    // The host's server entry and the render worker that runs it (a remote's only entry is the
    // container the plugin adds).
    entry: isHost
      ? { server: './src/server/render-page.tsx', 'render-worker': './src/server/render-worker.ts' }
      : {},
    devtool: false,
    output: isHost
      ? {
          path: path.join(appRoot, SHELL_SERVER_DIR),
          filename: '[name].js',
          chunkFilename: '[name].[contenthash:8].js',
          library: { type: 'commonjs2' },
          uniqueName: `betoch_${app.name}_server`,
          clean: true,
        }
      : {
          path: path.join(appRoot, 'dist'),
          // Set at runtime from the entry's URL (server-public-path.ts): `auto` is browser-only.
          publicPath: '',
          filename: '[name].server.js',
          chunkFilename: 'ssr/[name].[contenthash:8].js',
          assetModuleFilename: 'static/[name].[contenthash:8][ext]',
          uniqueName: `betoch_${app.name}_server`,
          // The browser build, built first into the same folder, stays.
          clean: false,
        },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typeScriptRule({ sourceMap: false }),
        // Stylesheets are the browser build's: the server only needs their imports to resolve.
        { test: /\.css$/, type: 'asset/source' },
        {
          test: /\.(woff2?|svg|png|webp|jpe?g)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost
          ? { remotes: {} }
          : {
              filename: SERVER_ENTRY_FILE,
              exposes: app.exposes,
              library: { type: 'commonjs-module' },
              remoteType: 'script',
            }),
        runtimePlugins: isHost ? [NODE_RUNTIME_PLUGIN] : [NODE_RUNTIME_PLUGIN, PUBLIC_PATH_PLUGIN],
        shared: sharedDependencies(contract ? { contract } : {}),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // A host whose shared modules are negotiated at start-up: its export is then a Promise.
        ...(isHost ? { experiments: { asyncStartup: true } } : {}),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
