import { spawn } from 'node:child_process';
import path from 'node:path';
import { ALL_APPS } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/layout';
import { expect } from './fixtures';

/** Debian's nginx (`.ci/run` installs it); `NGINX_PATH` names another. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** An nginx started by a spec, on a configuration `page-server/src/nginx.ts` generated. */
export interface RunningNginx {
  /** Reloads the configuration (and what nginx reads at its load, as the style map). */
  reload(): void;
  /** Stops nginx and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground on `conf` and waits until every app's port answers its
 * `mf-manifest.json` with 200; a failed start fails with what nginx printed.
 */
export async function startNginx(
  conf: string,
  port: (app: { port: number }) => number,
): Promise<RunningNginx> {
  let output = '';
  const nginx = spawn(NGINX, ['-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.on('error', (error) => (output += `${error.message}: install nginx (.ci/run does)`));
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  };
  try {
    await expect
      .poll(
        async () => {
          const answers = await Promise.all(
            ALL_APPS.map((app) =>
              fetch(`http://localhost:${port(app)}/mf-manifest.json`).then(
                (reply) => reply.status,
                () => 0,
              ),
            ),
          );
          return `${answers.join(',')}${output}`;
        },
        { timeout: 15_000 },
      )
      .toBe(ALL_APPS.map(() => 200).join(','));
  } catch (error) {
    await stop();
    throw error;
  }
  return { reload: () => nginx.kill('SIGHUP'), stop };
}

/** Runs `npm run prerender` as an operator would (tsx), with `env` added; resolves its output. */
export function runPrerender(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [path.join(REPO_ROOT, 'scripts/prerender.ts'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`prerender exited ${code}:\n${output}`)),
    );
  });
}
