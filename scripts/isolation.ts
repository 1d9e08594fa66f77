/**
 * `npm run isolation`: which confinement a section's render worker gets here — on this Node line,
 * as this user, on this kernel — and why each missing one is missing (ARCHITECTURE.md, "The
 * trust boundary"). It asks the same probes the render pool asks when it starts its workers, and
 * starts no server. Run it on each Node line and hosting the site is deployed on, e.g.:
 *   npm run isolation
 *   npx -y -p node@24 node node_modules/tsx/dist/cli.mjs scripts/isolation.ts
 *   runuser -u nobody -- npm run isolation
 * Prints one Markdown table row per measure, after a header line naming the Node and the user.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHELL } from '../shared/build/apps';
import { REPO_ROOT, SHELL_SERVER_DIR } from '../shared/build/layout';
import { disableSigusr1Flags } from '../shared/src/server/process-hardening';
import { DEFAULT_MEMORY_MB } from '../page-server/src/render-pool';
import {
  networkNamespaceProblem,
  PRLIMIT,
  sandboxFlags,
  socketHidingProblem,
  whyNoWorkerUsers,
  WORKER_DATA_BUDGET_MB,
  WORKER_UID_BASE,
  workerDataLimit,
} from '../page-server/src/worker-confinement';

/** What the probes found here. */
export interface Probes {
  /** `process.version`. */
  version: string;
  /** The flags this Node accepts (`process.allowedNodeEnvironmentFlags`). */
  flags: ReadonlySet<string>;
  /** Why the workers cannot run as users of their own, or null. */
  ownUsers: string | null;
  /** Why they cannot have a network namespace of their own, or null. */
  network: string | null;
  /** Why the machine's Unix sockets cannot be hidden from them, or null. */
  sockets: string | null;
  /** Their data limit in bytes, or why there is none. */
  dataLimit: number | string;
}

/** One confinement, and why it is missing here (null: it holds). */
export interface Measure {
  measure: string;
  missing: string | null;
}

/** Node's network permission, which would let a worker's own sockets be refused without root. */
const NET_PERMISSION = '--allow-net';

/** Every confinement of a render worker, as the probes found them. */
export function isolationMeasures(probes: Probes): Measure[] {
  const permission = sandboxFlags([], probes.version)[0];
  const [major = 0, minor = 0] = probes.version.replace(/^v/, '').split('.').map(Number);
  const stable = major > 22 || (major === 22 && minor >= 13);
  return [
    {
      measure: `Node's permission model (${permission}: reads only its bundle, no child, worker, addon, write)`,
      missing: probes.flags.has(permission ?? '')
        ? stable
          ? null
          : `experimental on ${probes.version}`
        : `${probes.version} has no ${permission}`,
    },
    {
      measure: 'no inspector opened by SIGUSR1 (--disable-sigusr1, and a SIGUSR1 listener)',
      missing:
        disableSigusr1Flags(probes.flags).length > 0
          ? null
          : `${probes.version} has no --disable-sigusr1 (the listener alone holds)`,
    },
    { measure: 'a user of its own per section (signals, files)', missing: probes.ownUsers },
    {
      measure: 'a network namespace of its own (its sockets reach nothing)',
      missing: probes.network,
    },
    {
      measure: `Node's network permission (${NET_PERMISSION})`,
      missing: probes.flags.has(NET_PERMISSION) ? null : `${probes.version} has none`,
    },
    {
      measure: 'the machine’s Unix sockets out of sight (mount namespace)',
      missing: probes.sockets,
    },
    {
      measure: 'a data limit the kernel enforces (RLIMIT_DATA: heap and buffers)',
      missing: typeof probes.dataLimit === 'number' ? null : probes.dataLimit,
    },
    {
      measure: 'its fetch brokered by the page server (origins the page reads; never the API)',
      missing: null,
    },
    {
      measure: 'CPU watched between pages, and pinged (spinning or mute: replaced)',
      missing: null,
    },
  ];
}

/** The table's rows: each measure, "yes", or "no" with why. */
export function measureRows(measures: readonly Measure[], probes: Probes): string[] {
  return measures.map(({ measure, missing }) => {
    const limit =
      measure.startsWith('a data limit') && typeof probes.dataLimit === 'number'
        ? ` (${Math.round(probes.dataLimit / 1024 / 1024)} MB)`
        : '';
    return `| ${measure} | ${missing === null ? `yes${limit}` : `no: ${missing}`} |`;
  });
}

function probeHere(): Probes {
  const bundle = path.join(REPO_ROOT, SHELL.dir, SHELL_SERVER_DIR);
  if (!existsSync(bundle)) {
    throw new Error(`${bundle} is missing: build the shell first (npx tsx scripts/build.ts shell)`);
  }
  const why: string[] = [];
  const limit = existsSync(PRLIMIT)
    ? workerDataLimit(WORKER_DATA_BUDGET_MB, DEFAULT_MEMORY_MB, (line) => why.push(line))
    : null;
  return {
    version: process.version,
    flags: process.allowedNodeEnvironmentFlags,
    ownUsers: whyNoWorkerUsers([bundle]),
    network: networkNamespaceProblem(WORKER_UID_BASE),
    sockets: socketHidingProblem(WORKER_UID_BASE),
    dataLimit: limit ?? why[0] ?? `${PRLIMIT} (util-linux) is not on this machine`,
  };
}

if (require.main === module) {
  const probes = probeHere();
  const uid = process.getuid?.();
  console.log(`Node ${probes.version}, ${uid === 0 ? 'root' : `uid ${uid}`}:`);
  console.log('| measure | here |');
  console.log('| --- | --- |');
  for (const row of measureRows(isolationMeasures(probes), probes)) console.log(row);
}
