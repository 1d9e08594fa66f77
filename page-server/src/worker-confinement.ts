/**
 * How a render worker's process is confined, beyond Node's permission model (its seat belt): a
 * user of its own per section, a network namespace with nothing in it, a mount namespace where
 * the machine's Unix sockets are out of sight, and a data limit the kernel enforces. Each needs
 * root (or util-linux's tools) and says why when it cannot be had. ARCHITECTURE.md "The trust
 * boundary" says what each guarantees.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Node's permission model for a worker: reads only in `readPaths`, nothing written, no child
 * process, worker thread, addon or inspector. Stable as `--permission` from Node 22.13; older
 * lines name it `--experimental-permission`.
 */
export function sandboxFlags(
  readPaths: readonly string[],
  version: string = process.version,
): string[] {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const stable = major > 22 || (major === 22 && minor >= 13);
  return [
    stable ? '--permission' : '--experimental-permission',
    ...readPaths.map((dir) => `--allow-fs-read=${dir}`),
    // Node 20 and 22 before 22.13 warn on every start that the model is experimental.
    ...(stable ? [] : ['--disable-warning=ExperimentalWarning']),
  ];
}

/**
 * Where the workers' user ids start: one id (as user and group) per section, so that a section's
 * code can signal no process of the page server, of the services or of another section, and read
 * no file that only its owner may. Ids no account holds, below 65536 (a container's usual
 * mapping), outside Debian's system range and systemd's dynamic users (61184–65519).
 */
export const WORKER_UID_BASE = 60_900;

/** Each section's number, in the order this process first met it (the same in every pool). */
const sectionNumbers = new Map<string, number>();

/** The user (and group) id a section's worker runs as: one of its own. */
export function workerUid(base: number, lane: string): number {
  let number = sectionNumbers.get(lane);
  if (number === undefined) {
    number = sectionNumbers.size;
    sectionNumbers.set(lane, number);
  }
  return base + number;
}

/**
 * Whether a user of no group of ours can run the bundle in `dir`: every folder up to it open to
 * others (x), the folder itself readable (r). The bundle's files are written 0644 by the build.
 */
export function readableByOthers(dir: string): boolean {
  try {
    for (let at = path.resolve(dir); ; at = path.dirname(at)) {
      const mode = statSync(at).mode;
      if ((mode & 0o001) === 0) return false;
      if (at === path.resolve(dir) && (mode & 0o004) === 0) return false;
      if (path.dirname(at) === at) return true;
    }
  } catch {
    return false;
  }
}

/** Whether a user of no group of ours can run `file`: every folder up to it open, and it. */
export function executableByOthers(file: string): boolean {
  try {
    if ((statSync(file).mode & 0o001) === 0) return false;
    for (let at = path.dirname(path.resolve(file)); ; at = path.dirname(at)) {
      if ((statSync(at).mode & 0o001) === 0) return false;
      if (path.dirname(at) === at) return true;
    }
  } catch {
    return false;
  }
}

/**
 * Why the workers cannot run as users of their own here, or null when they can: only root may
 * switch users, and the user must be able to run this Node (not one under root's home, say)
 * and read the bundle.
 */
export function whyNoWorkerUsers(readPaths: readonly string[]): string | null {
  if (process.getuid?.() !== 0) return 'the server is not root';
  if (!executableByOthers(process.execPath)) {
    return `${process.execPath} (or a folder above) is closed to other users`;
  }
  const closed = readPaths.find((dir) => !readableByOthers(dir));
  return closed === undefined ? null : `${closed} (or a folder above) is closed to other users`;
}

/**
 * What a worker may hold past the data its Node starts with: its heap's growth (up to 384 MB),
 * its bundle and the remotes' code, and what it holds outside the heap. The limit is set from that
 * start, not as a figure, because Node lines differ: Node 22 starts with about 48 MB of data,
 * Node 24 with 575 MB (V8's reservations), so a fixed 640 MB refused Node 24 a 64 MB buffer. RLIMIT_AS cannot be used:
 * Node's fetch (undici) instantiates WebAssembly, whose reservations need 16 GB of address space.
 */
export const WORKER_DATA_BUDGET_MB = 640;
export const PRLIMIT = '/usr/bin/prlimit';

export const UNSHARE = '/usr/bin/unshare';
const SETPRIV = '/usr/bin/setpriv';

/**
 * Where a machine keeps its Unix sockets (Postgres's in /run/postgresql, many tools' in /tmp):
 * Unix sockets are files, so a network namespace does not hide them, and Node's permission model
 * does not gate connecting to one (Node 22 and 24: a worker read a socket under /tmp). In a
 * worker's mount namespace each of these is an empty tmpfs.
 */
export const SOCKET_DIRS: readonly string[] = ['/tmp', '/var/tmp', '/run', '/dev/shm'];

/** Mounts an empty tmpfs on each of its first `$1` arguments, then becomes the rest. */
const HIDE_SCRIPT =
  'n=$1; shift; while [ "$n" -gt 0 ]; do ' +
  'mount -t tmpfs -o size=64k,mode=755,nosuid,nodev,noexec betoch-hidden "$1" || exit 125; ' +
  'shift; n=$((n - 1)); done; unset PWD; exec "$@"';

function inside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/**
 * The folders of `dirs` a worker can do without: real folders (a link such as /var/run follows
 * its target) holding none of `needed` (its bundle, its Node), which would vanish with them.
 */
export function hiddenSocketDirs(
  needed: readonly string[],
  dirs: readonly string[] = SOCKET_DIRS,
): string[] {
  const files = needed.map(realPath);
  return dirs.filter((dir) => {
    try {
      if (!lstatSync(dir).isDirectory()) return false;
    } catch {
      return false;
    }
    return !files.some((file) => inside(dir, file));
  });
}

/**
 * The commands that start a worker as `uid`, in a network namespace of its own and, when `hidden`
 * names folders, a mount namespace where each is an empty tmpfs; then `command`. Each step
 * replaces itself with the next: one process, as `command` alone would be.
 */
export function isolatedCommand(
  uid: number,
  command: readonly string[],
  hidden: readonly string[] = [],
): string[] {
  const hide =
    hidden.length === 0
      ? []
      : ['/bin/sh', '-c', HIDE_SCRIPT, 'hide', String(hidden.length), ...hidden];
  return [
    UNSHARE,
    '--net',
    ...(hidden.length === 0 ? [] : ['--mount', '--propagation', 'private']),
    '--',
    ...hide,
    SETPRIV,
    `--reuid=${uid}`,
    `--regid=${uid}`,
    '--clear-groups',
    '--no-new-privs',
    '--',
    ...command,
  ];
}

/** Runs an isolated `/bin/true`: null when it worked, else why `what` failed. */
function probeProblem(what: string, [command = UNSHARE, ...args]: string[]): string | null {
  const probe = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000 });
  if (probe.status === 0) return null;
  return `${what} failed: ${(probe.stderr || probe.error?.message || `exit ${probe.status}`).trim()}`;
}

let namespaceProblem: string | null | undefined;

/**
 * Why the workers cannot get network namespaces of their own here, or null when they can: it takes
 * root, `unshare` and `setpriv` (util-linux), and a kernel (or container) that lets root make one.
 * Tried once per process.
 */
export function networkNamespaceProblem(uid: number): string | null {
  if (namespaceProblem !== undefined) return namespaceProblem;
  if (process.getuid?.() !== 0) namespaceProblem = 'the server is not root';
  else if (!existsSync(UNSHARE) || !existsSync(SETPRIV)) {
    namespaceProblem = `${UNSHARE} or ${SETPRIV} is missing (util-linux)`;
  } else {
    namespaceProblem = probeProblem('unshare --net', isolatedCommand(uid, ['/bin/true']));
  }
  return namespaceProblem;
}

/** This Node's data (bytes) when it has started, by heap limit: measured once per process. */
const startFootprints = new Map<number, number | null>();

function startFootprint(memoryMb: number): number | null {
  if (!startFootprints.has(memoryMb)) {
    const probe = spawnSync(
      process.execPath,
      [
        `--max-old-space-size=${memoryMb}`,
        '-e',
        "process.stdout.write(/^VmData:\\s+(\\d+) kB$/m.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '')",
      ],
      { encoding: 'utf8', env: {}, timeout: 10_000 },
    );
    const kb = Number(probe.stdout);
    startFootprints.set(memoryMb, probe.status === 0 && kb > 0 ? kb * 1024 : null);
  }
  return startFootprints.get(memoryMb) ?? null;
}

/**
 * A worker's RLIMIT_DATA (bytes): what this Node holds once started plus `budgetMb`; null (and
 * said) where it cannot be set: no `prlimit`, or no `/proc` to measure from.
 */
export function workerDataLimit(
  budgetMb: number | null,
  memoryMb: number,
  log: (line: string) => void,
): number | null {
  if (budgetMb === null) return null;
  if (!existsSync(PRLIMIT)) {
    log(`render workers have no data limit: ${PRLIMIT} (util-linux) is not on this machine`);
    return null;
  }
  const footprint = startFootprint(memoryMb);
  if (footprint === null) {
    log('render workers have no data limit: this Node’s footprint could not be read from /proc');
    return null;
  }
  return footprint + budgetMb * 1024 * 1024;
}

let hidingProblem: string | null | undefined;

/**
 * Why the workers' Unix sockets cannot be hidden here, or null when they can: it takes what a
 * network namespace takes (`networkNamespaceProblem`), and a kernel that lets root make a mount
 * namespace and mount in it (a container without `CAP_SYS_ADMIN` does not). Tried once.
 */
export function socketHidingProblem(uid: number): string | null {
  if (hidingProblem !== undefined) return hidingProblem;
  hidingProblem = networkNamespaceProblem(uid);
  if (hidingProblem === null) {
    hidingProblem = probeProblem('unshare --mount', isolatedCommand(uid, ['/bin/true'], ['/tmp']));
  }
  return hidingProblem;
}
