/**
 * How long a remote may take before its section gives up and shows the section message. A remote
 * that hangs (its server accepts the connection and never answers) would otherwise leave the
 * skeleton on screen for ever; a visitor on a slow phone still fetches a manifest and an entry of
 * a few KB well within these bounds.
 */
/** Each of the manifest fetch and the `remoteEntry.js` script. */
export const REMOTE_FILE_TIMEOUT_MS = 6_000;
/** The whole load of an exposed module: manifest, entry, shared negotiation and exposed chunk. */
export const SECTION_LOAD_TIMEOUT_MS = 9_000;
/**
 * The promise to a visitor: a page's section shows its message within 12 s of the navigation,
 * whatever hangs. The page's first section load starts after the page arrived (a server render
 * may take its 2.5 s deadline) and its code ran, so its budget is counted from the navigation
 * (`startupSectionBudget`), with this margin under 12 s for drawing the message.
 */
export const SECTION_MESSAGE_BY_MS = 11_000;
/** Never less than this for the first load, however late the page started it. */
const MIN_STARTUP_BUDGET_MS = 3_000;

/** The first section load's budget: what is left of `SECTION_MESSAGE_BY_MS` since navigation. */
export function startupSectionBudget(sinceNavigationMs: number): number {
  return Math.min(
    SECTION_LOAD_TIMEOUT_MS,
    Math.max(MIN_STARTUP_BUDGET_MS, SECTION_MESSAGE_BY_MS - sinceNavigationMs),
  );
}

/**
 * On the server, each of a remote's Node entry and its chunks (`server-entry.ts`). The server
 * reaches the remotes' origins over a data-centre network, where these files take milliseconds;
 * well under a page render's 2.5 s deadline, so that a hung origin fails inside the render (the
 * page is sent with the section left to the browser) and its load is retried by the next render.
 * The promise is a page painted within 2 s of its request while a section's origin hangs
 * (`e2e/tests/section-styles.spec.ts`, "hung from the start"): this wait, the render after it
 * (0.2-0.27 s for a worker's first page) and the browser's parsing and painting of the page
 * (0.45-0.8 s in CI's Chromium on two busy cores) share those 2 s. At 1 s (Podium's default for a
 * fragment) the page was painted at 1.7-1.8 s, and at 2.02 s on a slower CI machine; at 1.5 s the
 * answer alone came at 2.0 s. 0.8 s is still a hundred times what these files take.
 */
export const SERVER_FILE_TIMEOUT_MS = 800;

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
