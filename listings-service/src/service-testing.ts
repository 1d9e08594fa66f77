import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The repository's root, where the tests run the service's commands from. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** A service process started for a test, and its first line ("… listening on … (engine)"). */
export interface RunningService {
  child: ChildProcess;
  base: string;
  line: string;
}

/** Every service process started here that has not exited yet. */
const started = new Set<ChildProcess>();

/**
 * Starts `listings-service/src/main.ts` as npm start does (page-server/src/listings-process.ts:
 * with a channel to its starter) on a free port, with `env` added, and waits for its first line.
 */
export async function startService(env: Record<string, string>): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'listings-service/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const line = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const port = /listening on http:\/\/127\.0\.0\.1:(\d+) /.exec(line)?.[1];
  if (!port) {
    child.kill('SIGKILL');
    throw new Error(`the service did not say where it listens: ${line}`);
  }
  return { child, base: `http://127.0.0.1:${port}`, line };
}

/**
 * Kills every service started here that still runs: for a suite's `afterAll`, so that one whose
 * start outlived a `beforeEach`'s bound (a starved machine), and was never handed to the test, does
 * not run on after the suite.
 */
export function killStartedServices(): void {
  for (const child of started) child.kill('SIGKILL');
}

/** Kills a test's service if it still runs. */
export function killService(service: RunningService | undefined): void {
  if (service && service.child.exitCode === null) service.child.kill('SIGKILL');
}
