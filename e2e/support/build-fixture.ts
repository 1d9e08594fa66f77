import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type WebpackPluginInstance } from 'webpack';
import type { AppDefinition } from '../../shared/build/apps';
import { createServerWebpackConfig } from '../../shared/build/server-webpack-config';
import { createWebpackConfig } from '../../shared/build/webpack-config';

export interface FixtureBuild {
  /** The singleton contract version the build provides and needs. */
  contract: string;
  /** Extra webpack plugins, e.g. a module replacement standing for a team's change. */
  plugins?: WebpackPluginInstance[];
}

/**
 * Builds one app (production mode, the factory every app uses) into a fresh temporary folder,
 * as its team would build a release of its own; returns that folder.
 */
export async function buildFixture(app: AppDefinition, options: FixtureBuild): Promise<string> {
  const dist = mkdtempSync(path.join(tmpdir(), `betoch-${app.name}-`));
  // The browser build, then for a remote the server build beside it (as a release carries both;
  // a shell fixture is served as the browser renders it).
  const isHost = Object.keys(app.exposes).length === 0;
  const options_ = { mode: 'production' as const, contract: options.contract };
  const configs = [createWebpackConfig(app, options_)];
  if (!isHost) configs.push(createServerWebpackConfig(app, options_));
  for (const config of configs) {
    config.output = { ...config.output, path: dist };
    config.plugins = [...(config.plugins ?? []), ...(options.plugins ?? [])];
    await new Promise<void>((resolve, reject) => {
      webpack(config, (error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  }
  return dist;
}

/** `major.minor.patch` as numbers. */
export function semver(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
}
