/**
 * Builds the apps for production. `--all` builds every app; otherwise only the apps whose
 * `dist/` is missing or older than their sources (or than `@betoch/shared`).
 * Usage: tsx scripts/build.ts [--all] [app-dir ...]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import webpack from 'webpack';
import { appsNamed, type AppDefinition } from '../shared/build/apps';
import { createServerWebpackConfig } from '../shared/build/server-webpack-config';
import { createServiceWorkerWebpackConfig } from '../shared/build/service-worker-webpack-config';
import { REPO_ROOT } from '../shared/build/layout';
import { createWebpackConfig, type BuildOptions } from '../shared/build/webpack-config';
import { writeLinkPreviews } from './generate-images/link-previews';

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** True when the app's production build is missing or older than anything it is built from. */
export function isStale(app: AppDefinition): boolean {
  const manifest = path.join(REPO_ROOT, app.dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const inputs = [path.join(REPO_ROOT, app.dir), path.join(REPO_ROOT, 'shared')];
  return inputs.some((dir) => newestMtime(dir) > built);
}

/** Runs one webpack build; rejects with the build's errors (`label` names what was built). */
export function runWebpack(config: webpack.Configuration, label = ''): Promise<void> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        const errors = stats.toString('errors-only');
        return reject(new Error(label ? `${label}:\n${errors}` : errors));
      }
      resolve();
    });
  });
}

/**
 * One app's production build: the browser build, then the Node build for server-side rendering
 * (a remote's lands beside the browser one in `dist/`, which the browser build cleaned first);
 * for the shell, then its link-preview images. A remote's build goes to `outDir` instead of its
 * `dist/` when given (a release's own folder, `npm run release`).
 */
export async function compile(
  app: AppDefinition,
  options: BuildOptions = { mode: 'production' },
  outDir?: string,
) {
  const isHost = Object.keys(app.exposes).length === 0;
  if (outDir !== undefined && isHost) throw new Error('the shell is built into its dist/ only');
  for (const config of [
    createWebpackConfig(app, options),
    createServerWebpackConfig(app, options),
  ]) {
    if (outDir !== undefined) config.output = { ...config.output, path: outDir };
    await runWebpack(config, app.dir);
  }
  // The shell's service worker keeps the template just built (docs/offline.md).
  if (isHost) await runWebpack(createServiceWorkerWebpackConfig(app, options), `${app.dir} (sw)`);
  // The shell's build also holds the raster copies link previews show (docs/seo.md).
  if (isHost && options.mode === 'production') {
    await writeLinkPreviews(path.join(REPO_ROOT, app.dir, 'dist'));
  }
}

/** Builds the given apps one after the other (two cores: parallel builds only thrash). */
export async function buildApps(apps: readonly AppDefinition[]): Promise<void> {
  for (const app of apps) {
    const started = Date.now();
    await compile(app);
    console.log(`built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { all: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  // Named apps are built whatever their age; else every app with --all, or the stale ones.
  const named = appsNamed(positionals);
  const apps = positionals.length > 0 || values.all ? named : named.filter(isStale);
  if (apps.length === 0) console.log('every build is up to date');
  await buildApps(apps);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
