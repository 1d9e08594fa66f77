/** What the release, promote and rollback commands share: options, the user, refusals. */
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../shared/build/layout';
import {
  configFile,
  releasesRoot,
  Refusal,
  shellManifestFile,
} from '../../page-server/src/releases';

/** Options every command takes (each also has an environment variable or a default). */
export const COMMON_OPTIONS = {
  releases: { type: 'string' },
  config: { type: 'string' },
  'shell-manifest': { type: 'string' },
  origin: { type: 'string' },
  user: { type: 'string' },
  nginx: { type: 'string' },
} as const;

/** The files a command works on, from its options and the environment. */
export function paths(
  values: { releases?: string; config?: string; 'shell-manifest'?: string; nginx?: string },
  env: NodeJS.ProcessEnv = process.env,
) {
  const config = configFile(values.config);
  // With nginx: its generated configuration, whose CSP a promoted origin must be in.
  const nginx = values.nginx ?? env.BETOCH_NGINX_CONFIG;
  return {
    root: releasesRoot(values.releases),
    config,
    shellManifest: shellManifestFile(config, values['shell-manifest']),
    ...(nginx ? { nginxConfig: path.resolve(nginx) } : {}),
  };
}

/** Who ran the command, for the log: `--user`, BETOCH_USER, or the login name. */
export function currentUser(option?: string): string {
  if (option) return option;
  if (process.env.BETOCH_USER) return process.env.BETOCH_USER;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** The commit the working tree is at, and whether `dirs` have uncommitted changes. */
export function gitState(dirs: readonly string[]): { commit: string; dirty: boolean } {
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    return {
      commit: git(['rev-parse', 'HEAD']),
      dirty: git(['status', '--porcelain', '--', ...dirs]) !== '',
    };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

/** Runs a command's main: a refusal or error is printed and the process exits with 1. */
export function runCommand(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      const refused = error instanceof Refusal;
      console.error(
        `${refused ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    });
}
