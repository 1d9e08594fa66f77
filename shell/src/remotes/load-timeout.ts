/**
 * How long a remote may take before its section gives up and shows the section message. A remote
 * that hangs (its server accepts the connection and never answers) would otherwise leave the
 * skeleton on screen for ever; a visitor on a slow phone still fetches a manifest and an entry of
 * a few KB well within these bounds.
 */
/** Each of the manifest fetch and the `remoteEntry.js` script. */
export const REMOTE_FILE_TIMEOUT_MS = 8_000;
/** The whole load of an exposed module: manifest, entry, shared negotiation and exposed chunk. */
export const SECTION_LOAD_TIMEOUT_MS = 12_000;

/** Raised when a remote did not answer in time; its message names what timed out. */
export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms / 1000} s`);
    this.name = 'RemoteTimeoutError';
  }
}

/** Settles like `promise`, or rejects with a `RemoteTimeoutError` after `ms` milliseconds. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
