import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type {
  ChunkGraph,
  Configuration,
  Module,
  RuleSetRule,
  WebpackPluginInstance,
} from 'webpack';
import type { AppDefinition } from './apps';
import { CONTRACT_PACKAGE, sharedDependencies } from './federation';
import { FirstRenderCssPlugin } from './first-render-css';
import {
  federationRuntimeVersion,
  RUNTIME_PACKAGE,
  runtimeExternal,
  StandaloneRuntimePlugin,
} from './federation-runtime';
import { REPO_ROOT } from './layout';

const SHARED_ASSETS = path.resolve(__dirname, '../assets');
const RUNTIME_PROVIDER = path.resolve(__dirname, 'federation-runtime-provider.ts');

/** TypeScript through ts-loader, transpile only (`tsc -b` type-checks), for every build. */
export function typeScriptRule({ sourceMap }: { sourceMap: boolean }): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(REPO_ROOT, 'tsconfig.json'),
        compilerOptions: { noEmit: false, module: 'esnext', sourceMap },
      },
    },
  };
}

/** A gzip and a Brotli copy beside each text file of a production build (both hostings send them). */
export function compressionPlugins(): WebpackPluginInstance[] {
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: /\.(js|css|html|json|svg)$/,
      threshold: 1024,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: /\.(js|css|html|json|svg)$/,
      threshold: 1024,
    }),
  ];
}

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * #14102), whose warnings stay in a production bundle; its production build, beside it, differs
 * only by `ENABLE_DEV_WARNINGS = false`, which lets the minifier drop them: −0.5 KB gzip of the
 * singleton contract's chunk on every first visit.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const root = path.dirname(
    require.resolve('react-router/package.json', { paths: [path.resolve(__dirname, '..')] }),
  );
  const production = path.join(root, 'dist/production');
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/**
 * What the shell runs on every page before any section: React, i18next, zustand and the singleton
 * contract (with the React Router, react-i18next and persist code it holds).
 */
const PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|i18next-http-backend|react-i18next|zustand|react-router|react-router-dom|use-sync-external-store)[\\/]|[\\/]shared[\\/]src[\\/]singleton[\\/]/;

/**
 * Whether a module of the host goes to its `libraries` file: a page library, or a module the
 * provided contract brings along (its domain rules, which the bootstrap then takes from there
 * instead of a second copy). Never a module standing for a shared import (`consume-shared-module`):
 * in the file it would wait for the file itself to load, and the page would never start.
 */
function isPageLibrary(module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  if (!module.type.startsWith('javascript/')) return false;
  if (PAGE_LIBRARIES.test(module.nameForCondition() ?? '')) return true;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      const providesContract = group.origins.some(
        (origin) =>
          origin.module?.type === 'provide-module' &&
          origin.module.identifier().includes(` ${CONTRACT_PACKAGE}@`),
      );
      if (providesContract) return true;
    }
  }
  return false;
}

export interface BuildOptions {
  mode: 'production' | 'development';
  /** The singleton contract version to build against (`contractVersion()` by default). */
  contract?: string;
}

/**
 * The webpack configuration of one Betoch app. Every app (host and remotes) is built by this
 * factory so that loaders, the shared map, hashing and compression never drift apart.
 */
export function createWebpackConfig(
  app: AppDefinition,
  { mode, contract }: BuildOptions,
): Configuration {
  const appRoot = path.join(REPO_ROOT, app.dir);
  const isHost = Object.keys(app.exposes).length === 0;
  const production = mode === 'production';

  return {
    mode,
    context: appRoot,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appRoot, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'static/[name].[contenthash:8][ext]',
      uniqueName: `betoch_${app.name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      ...(production ? { alias: reactRouterProductionBuild() } : {}),
    },
    // A remote runs the shell's federation runtime core instead of its own copy (federation-runtime.ts).
    ...(isHost
      ? {}
      : {
          externals: {
            [RUNTIME_PACKAGE]: `var ${runtimeExternal(app.name, federationRuntimeVersion())}`,
          },
        }),
    module: {
      rules: [
        typeScriptRule({ sourceMap: !production }),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|svg|png|webp|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost
          ? { remotes: {}, runtimePlugins: [RUNTIME_PROVIDER] }
          : { filename: 'remoteEntry.js', exposes: app.exposes }),
        shared: sharedDependencies(contract ? { contract } : {}),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Leaves the runtime's Node-only code (loading remotes with `fs`/`vm`) out: −1.7 KB gzip.
        // A remote consumes no remote (apps never import each other): its entry leaves out the
        // remote-loading handler (−0.7 KB gzip of each remoteEntry.js).
        experiments: {
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
        },
      }),
      ...(isHost
        ? []
        : [
            new StandaloneRuntimePlugin(
              production ? 'federation-runtime.[contenthash:8].js' : 'federation-runtime.js',
            ),
          ]),
      ...(isHost ? [new FirstRenderCssPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(appRoot, 'src/index.html'),
        scriptLoading: 'defer',
        publicPath: '/',
        chunks: ['main'],
        // html-webpack-plugin's production defaults, and the inline scripts too (the theme before
        // the paint, the presses held before the take-over): written to be read, their comments
        // and spaces were 4.5 KB of every first page. The CSP hashes are taken from the built
        // file, so they follow.
        minify: production
          ? {
              collapseWhitespace: true,
              keepClosingSlash: true,
              removeComments: true,
              removeRedundantAttributes: true,
              removeScriptTypeAttributes: true,
              removeStyleLinkTypeAttributes: true,
              useShortDoctype: true,
              minifyJS: true,
            }
          : false,
      }),
      new CopyPlugin({
        patterns: [
          { from: SHARED_ASSETS, to: 'assets' },
          ...(isHost ? [{ from: path.join(appRoot, 'public'), to: '.' }] : []),
          // A remote's own translation namespace, served from its own origin.
          ...(isHost
            ? []
            : [
                {
                  // `i18n/<namespace>/<language>.json` → `assets/i18n/<namespace>/…`
                  from: path.join(appRoot, 'i18n'),
                  to: 'assets/i18n',
                  noErrorOnMissing: true,
                },
              ]),
        ],
      }),
      ...(production ? compressionPlugins() : []),
    ],
    // The libraries every page of the host runs, each a shared module (a file of its own by
    // default: eight of them), travel as one file, with the contract's domain rules that the
    // bootstrap held a second copy of: −3.6 KB gzip on every first visit, five requests fewer.
    // Leaflet and the toasts keep their own files (fetched when used).
    ...(isHost && production
      ? {
          optimization: {
            splitChunks: {
              cacheGroups: {
                pageLibraries: {
                  test: isPageLibrary,
                  chunks: 'async',
                  name: 'libraries',
                  enforce: true,
                },
              },
            },
          },
        }
      : {}),
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
