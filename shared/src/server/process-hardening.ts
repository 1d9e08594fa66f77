/**
 * What every Node process of the project does so that no other process can open an inspector
 * in it. `SIGUSR1` makes Node open its inspector on the loopback, and Node's permission model
 * does not gate signals (nor `process._debugProcess`, which sends it): a render worker sent it to
 * the page server, connected, and read the API's secret out of its memory.
 *
 * Two locks, because a process cannot always choose its own flags:
 * - the processes we start get `--disable-sigusr1` where their Node has it (22.14+, 24);
 * - every server's entry listens for `SIGUSR1` itself: a listener takes the signal from the
 *   inspector on every Node line (checked on 20, 22 and 24), so a process started without the flag
 *   (`npm start`'s own, through tsx) is closed as well.
 */

/** The flag, when this Node has it (Node 22.14+, 23.7+, 24). */
export function disableSigusr1Flags(
  allowed: ReadonlySet<string> = process.allowedNodeEnvironmentFlags,
): string[] {
  return allowed.has('--disable-sigusr1') ? ['--disable-sigusr1'] : [];
}

let refusing = false;

/**
 * Takes `SIGUSR1` from the inspector in this process, logging each one: it is never ours to send,
 * so one that arrives is worth an operator's look. Once per process: asked again (each page
 * renderer the process creates asks), it keeps the first listener and its log.
 */
export function refuseInspectorSignal(
  log: (line: string) => void = (line) => console.warn(line),
): void {
  if (refusing) return;
  refusing = true;
  process.on('SIGUSR1', () =>
    log(`SIGUSR1 received and ignored: no inspector is opened in ${process.pid}`),
  );
}
