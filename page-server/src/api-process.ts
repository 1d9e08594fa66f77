/**
 * The reference API in a process of its own (`api/src/main.ts`), as `npm start` runs it beside the
 * page server: the API holds the token secret and the users' hashes, the page server runs remote
 * code (in its workers) and serves files; neither one's crash, loop or memory takes the other down,
 * and the page server's own code never needs the secret (ARCHITECTURE.md "The trust boundary").
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../shared/build/webpack-config';

const API_MAIN = path.join(REPO_ROOT, 'api', 'src', 'main.ts');
/** How long the API may take to answer its health check after it was started. */
const START_TIMEOUT_MS = 30_000;
/** How long it may take to close before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

export interface ApiProcessOptions {
  host: string;
  port: number;
  /** The API's settings (BETOCH_API_SECRET, BETOCH_CORS_ORIGINS, BETOCH_TRUST_PROXY …). */
  env?: NodeJS.ProcessEnv;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Starts the API and resolves once it answers its health check; the result stops it. */
export async function startApiProcess({
  host,
  port,
  env = process.env,
}: ApiProcessOptions): Promise<() => Promise<void>> {
  // tsx's loader runs the TypeScript source, as `npx tsx api/src/main.ts` does.
  const child = spawn(process.execPath, ['--import', 'tsx', API_MAIN], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), HOST: host },
    // The channel ends when this process does, and the API then stops (api/src/main.ts).
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const health = `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(health))) {
    if (ended) throw new Error(`the API ended before it answered (exit ${await exited})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer ${health} within ${START_TIMEOUT_MS / 1000} s`);
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
