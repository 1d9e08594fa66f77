/**
 * A Node service in a process of its own, as `npm start` runs the API and the listings service
 * beside the page server: neither one's crash, loop or memory takes the page server down. Each is
 * started with a channel and stops when it closes, so a killed starter leaves no service holding
 * its port (the services exit on `disconnect`).
 */
import { spawn } from 'node:child_process';
import { REPO_ROOT } from '@betoch/shared/build/layout';
import { disableSigusr1Flags } from '@betoch/shared/server/process-hardening';

/**
 * The settings only the services read, secrets all: the database's address with its password (the
 * API's signing keys are in a file only its user reads: the page server holds its path at most,
 * BETOCH_API_KEYS_FILE). The page server runs remote code (in its
 * workers): it takes them out of its own environment before it starts anything, and hands them
 * to the services it starts, and to no one else.
 */
export const SERVICE_SECRETS = ['DATABASE_URL', 'PGPASSWORD'] as const;

let taken: NodeJS.ProcessEnv | null = null;

/**
 * Takes `SERVICE_SECRETS` out of `env` (this process's, by default) and returns them, with the
 * rest of `env`, for the services; asked again, the same ones.
 */
export function takeServiceSecrets(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (env === process.env && taken) return { ...env, ...taken };
  const secrets: NodeJS.ProcessEnv = {};
  for (const name of SERVICE_SECRETS) {
    if (env[name] === undefined) continue;
    secrets[name] = env[name];
    delete env[name];
  }
  if (env === process.env) taken = secrets;
  return { ...env, ...secrets };
}

/** How long it may take to close before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

export interface ServiceProcessOptions {
  /** How errors name it: "the API", "the listings service". */
  label: string;
  /** Its TypeScript entry, run through tsx's loader. */
  main: string;
  host: string;
  port: number;
  /** The path that answers 200 once it serves. */
  healthPath: string;
  /** How long it may take to answer its health check after it was started. */
  startTimeoutMs?: number;
  /** Its settings (PORT and HOST are set from `port` and `host`). */
  env?: NodeJS.ProcessEnv;
  /** Node options before the entry. */
  nodeOptions?: string[];
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Starts the service and resolves once it answers its health check; the result stops it. */
export async function startServiceProcess({
  label,
  main,
  host,
  port,
  healthPath,
  startTimeoutMs = 30_000,
  env = process.env,
  nodeOptions = [],
}: ServiceProcessOptions): Promise<() => Promise<void>> {
  // tsx's loader runs the TypeScript source, as `npx tsx <main>` does.
  const child = spawn(
    process.execPath,
    [...disableSigusr1Flags(), ...nodeOptions, '--import', 'tsx', main],
    {
      cwd: REPO_ROOT,
      env: { ...env, PORT: String(port), HOST: host },
      // The channel ends when this process does, and the service then stops.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const health = `http://${host.includes(':') ? `[${host}]` : host}:${port}${healthPath}`;
  const deadline = Date.now() + startTimeoutMs;
  while (!(await healthy(health))) {
    if (ended) throw new Error(`${label} ended before it answered (exit ${await exited})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not answer ${health} within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (ended) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
}
