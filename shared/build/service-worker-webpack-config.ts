import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { AppDefinition } from './apps';
import { REPO_ROOT } from './layout';
import { compressionPlugins, typeScriptRule, type BuildOptions } from './webpack-config';

/** The service worker's file, at the root of the shell's origin (its scope is the whole site). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The shell's service worker (docs/offline.md): one file of its own, built after the page's
 * build, outside Module Federation (a worker shares nothing with the page). The hash of the
 * page template it keeps is written in, so every shell build is a new worker, which the browser
 * installs on the next visit and which keeps that build's template.
 */
export function createServiceWorkerWebpackConfig(
  app: AppDefinition,
  { mode }: BuildOptions,
): Configuration {
  const appRoot = path.join(REPO_ROOT, app.dir);
  const dist = path.join(appRoot, 'dist');
  const production = mode === 'production';
  const template = readFileSync(path.join(dist, 'index.html'));
  const build = createHash('sha256').update(template).digest('hex').slice(0, 16);
  return {
    mode,
    context: appRoot,
    target: 'webworker',
    entry: { sw: './src/offline/service-worker.ts' },
    devtool: false,
    output: { path: dist, filename: SERVICE_WORKER_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [typeScriptRule({ sourceMap: false })] },
    plugins: [
      new webpack.DefinePlugin({ __SHELL_BUILD__: JSON.stringify(build) }),
      ...(production ? compressionPlugins() : []),
    ],
    performance: { hints: false },
  };
}
