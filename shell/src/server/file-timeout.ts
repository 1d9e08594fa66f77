/**
 * Each remote file's time limit in this render worker (a remote's Node entry, its chunks, its
 * `./pages`): a visitor's by default (`SERVER_FILE_TIMEOUT_MS`, 0.8 s, so a hung origin fails inside
 * the page's 2.5 s), or a deploy's when the page server starts the worker for the prerender
 * (`--file-timeout-ms`, `page-server/src/render-pool.ts`): nobody waits for a prerender, and a
 * cold section on a busy machine must not cost the site its pages until the next run.
 */
import { parseArgs } from 'node:util';
import { FILE_TIMEOUT_FLAG } from '@betoch/shared/server/render-protocol';
import { SERVER_FILE_TIMEOUT_MS } from '../remotes/load-timeout';

/** The limit `argv` (a worker's arguments) asks for; the visitor's when it asks for none. */
export function fileTimeoutFromArgs(argv: readonly string[]): number {
  const { values } = parseArgs({
    args: [...argv],
    options: { [FILE_TIMEOUT_FLAG]: { type: 'string' } },
    strict: false,
  });
  const raw = values[FILE_TIMEOUT_FLAG];
  const ms = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(ms) && ms > 0 ? ms : SERVER_FILE_TIMEOUT_MS;
}

let fileTimeoutMs = SERVER_FILE_TIMEOUT_MS;

/** Read once from the worker's arguments, before its first request. */
export function setServerFileTimeout(ms: number): void {
  fileTimeoutMs = ms;
}

export function serverFileTimeout(): number {
  return fileTimeoutMs;
}
