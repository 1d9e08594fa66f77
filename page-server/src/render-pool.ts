/**
 * Render workers, one lane per section: the page server renders a page in a child process that
 * runs the shell's server bundle with the remotes' server code (`shell/src/server/render-worker.ts`),
 * so that remote code runs
 * - where it holds no secret: the child's environment is empty, and Node's permission model
 *   refuses it every read outside the bundle's folder (`/proc/<pid>/environ` included), child
 *   processes, workers and native addons;
 * - with limits: a heap limit, and a deadline per page, after which the page is sent as the page
 *   the browser renders alone and a worker still busy with it is killed (a loop, a hung wait);
 * - in its section's lane: each section has its own worker and queue, so a hung or spinning
 *   section never delays another section's pages (ARCHITECTURE.md "The trust boundary").
 * A lane whose worker had to be killed, or died, answers unrendered for a cool-down, then starts
 * a fresh worker; a worker is also replaced when the config.json of a request differs from the one
 * it last rendered with, so a promote or rollback renders with fresh code and texts.
 */
import { fork, spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import {
  isWorkerAnswer,
  type PageRequest,
  type PageResult,
  type PagesRequest,
  type WorkerAnswer,
  type WorkerRequest,
} from '@betoch/shared/server/render-protocol';
import type { ListedPage } from '@betoch/shared/pages';
import { FILE_TIMEOUT_FLAG } from '@betoch/shared/server/render-protocol';
import { createBoundedOutput } from './bounded-output';
import { createNetworkBroker, type NetworkBroker } from './network-broker';
import type { RuntimeConfig } from '@betoch/shared/config/runtime-config';
import { disableSigusr1Flags } from '@betoch/shared/server/process-hardening';
import {
  hiddenSocketDirs,
  isolatedCommand,
  networkNamespaceProblem,
  PRLIMIT,
  sandboxFlags,
  socketHidingProblem,
  UNSHARE,
  whyNoWorkerUsers,
  WORKER_DATA_BUDGET_MB,
  WORKER_UID_BASE,
  workerDataLimit,
  workerUid,
} from './worker-confinement';

export interface RenderPoolOptions {
  /** The worker's script: the shell's built `render-worker.js`. */
  workerFile: string;
  /** What a worker may read: its bundle's folder (the first is its working directory). */
  readPaths: readonly string[];
  /** A page's whole budget from its arrival; past it the page is sent unrendered. */
  deadlineMs?: number;
  /** A worker's heap limit (MB): a remote that allocates without bound ends its own worker. */
  memoryMb?: number;
  /** Pages a lane holds waiting; one more is answered unrendered at once. */
  maxQueue?: number;
  /** How long a lane answers unrendered after its worker was killed or died. */
  cooldownMs?: number;
  /**
   * How long a worker still busy with a page past its deadline may take to answer before it is
   * killed. The page itself is sent unrendered at its deadline.
   */
  graceMs?: number;
  /**
   * Each remote file's limit in the workers (a remote's Node entry, chunks, `./pages`): a
   * visitor's 1 s when not given; the prerender gives a deploy's (`PRERENDER_FILE_TIMEOUT_MS`).
   */
  fileTimeoutMs?: number;
  /** The Node flags that sandbox a worker (default: `sandboxFlags`). */
  flags?: readonly string[];
  /**
   * The first of the user ids the workers run as, one per section (`workerUid`); null: as the
   * server's own user. Default: `WORKER_UID_BASE` where it can (`whyNoWorkerUsers`), else null.
   */
  uidBase?: number | null;
  /**
   * What a worker may fetch while it renders with `config`, as address prefixes ending in `/`
   * (`workerReach` in `network-broker.ts`): nothing when not given. Its fetches go through the
   * page server.
   */
  networkOf?: (config: RuntimeConfig) => readonly string[];
  /**
   * Whether each worker gets a network namespace of its own, with no interface but a loopback
   * that is down (`unshare --net`): default, where the server is root, switches users and the
   * kernel allows it (`networkNamespaceProblem`).
   */
  networkNamespace?: boolean;
  /**
   * What a worker may hold past the data its Node starts with (RLIMIT_DATA, MB): heap and array
   * buffers alike, which the heap limit does not count. Needs `prlimit` (util-linux); null: none.
   */
  dataBudgetMb?: number | null;
  /** How often idle workers are pinged and their CPU time read. */
  watchMs?: number;
  /** How long a ping may wait for its answer before the worker is replaced. */
  pingTimeoutMs?: number;
  /** CPU time a worker may use between pages per `watchMs` (a GC, a late promise) before it is replaced. */
  idleCpuMs?: number;
  log: (line: string) => void;
}

/** A page's whole budget: a healthy render takes 20–90 ms, a cold worker's first one ~300 ms. */
export const RENDER_DEADLINE_MS = 2500;
/** Time kept from a page's budget for the answer's way back and the stitching. */
const ANSWER_MARGIN_MS = 150;
export const DEFAULT_MEMORY_MB = 384;
const DEFAULT_MAX_QUEUE = 64;
const DEFAULT_COOLDOWN_MS = 5000;
/**
 * A worker that overran a page's deadline is given this much more before it is killed: a worker
 * whose event loop was held (a cold first render compiling a section's code on a busy two-core
 * machine) answers late and stays warm; one killed for it started cold again and overran again.
 * Only a loop or an unbounded wait outlasts it.
 */
export const RENDER_GRACE_MS = 5000;

export const WATCH_MS = 1000;
export const PING_TIMEOUT_MS = 2000;
export const IDLE_CPU_MS = 300;

/**
 * A warm worker's render still running after `SLOW_RENDER_MS` yields the CPU to the other lanes:
 * it runs at niceness 19 until it answers (or is killed past its grace). A healthy page takes
 * 20–90 ms; a worker's first pages (its code, data and texts loading) are exempt, as they take up
 * to 1.5 s on a busy machine and, niced there, missed their deadlines (CI on 35a59dd, which
 * niced every render past 250 ms: a promoted release's first pages and a map's service answer).
 * With two cores, a section that spins or allocates through its budget otherwise takes one of
 * them from the other sections' pages: their p99 at 10 connections went from 0.8 s to 1.3 s
 * (niced after 1 s instead of 250 ms: 1.1-1.3 s).
 */
const SLOW_RENDER_MS = 250;
const SLOW_NICENESS = 19;

/** Sets a worker's niceness; false where it cannot (gone, or a raise without the privilege). */
function renice(worker: Worker, niceness: number): boolean {
  try {
    if (worker.child.pid === undefined) return false;
    setPriority(worker.child.pid, niceness);
    return true;
  } catch {
    return false;
  }
}
/**
 * CPU time (user and system, ms) a process has used, from `/proc/<pid>/stat`; null where there
 * is no such file (not Linux, or the process is gone).
 */
export function cpuTimeMs(pid: number | undefined, read = readFileSync): number | null {
  if (pid === undefined) return null;
  try {
    const stat = read(`/proc/${pid}/stat`, 'utf8');
    // After the name in parentheses (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // USER_HZ is 100 on every Linux Node runs on.
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

interface Job {
  id: number;
  /** What the log names the job by: the page's address, or the section's list. */
  what: string;
  /** The request to send, given the time left. */
  message(deadlineMs: number): WorkerRequest;
  /** The config.json the job runs with, as JSON. */
  configKey: string;
  /** What its worker may fetch meanwhile, as address prefixes (from `configKey`, on first use). */
  origins?: readonly string[];
  /** The page request's id, sent with the worker's fetches meanwhile. */
  requestId?: string;
  deadlineAt: number;
  /** Settles with the worker's answer (null: none, or an error). */
  settle(answer: WorkerAnswer | null): void;
  settled: boolean;
}

interface Worker {
  child: ChildProcess;
  ready: boolean;
  /** Settles once the worker has said it is ready, or has ended without saying so. */
  started: Promise<void>;
  /** The config.json (as JSON) it last rendered with. */
  configKey: string | null;
  /** It answers pings (it said so when ready). */
  pings: boolean;
  /** The ping it has not answered yet. */
  ping: { id: number; at: number } | null;
  /** Its CPU time (ms) when last seen idle, and when that was (null: busy since). */
  idleCpu: { ms: number; at: number } | null;
  /** Its fetches, made by the page server. */
  broker: NetworkBroker;
  /** Lowered to the least CPU priority while a render of it runs long. */
  niced: boolean;
  /** It has answered a page: its code and texts are loaded (its next renders are warm). */
  answered: boolean;
}

interface Lane {
  name: string;
  worker: Worker | null;
  current: Job | null;
  /** Set while the current job's page was sent unrendered and its worker has its grace. */
  overdue: ReturnType<typeof setTimeout> | null;
  /** Lowers the worker's priority if the current job runs past `SLOW_RENDER_MS`. */
  slow: ReturnType<typeof setTimeout> | null;
  queue: Job[];
  coolUntil: number;
}

export interface RenderPool {
  /**
   * Renders in `lane`'s worker within `budgetMs` (default: the pool's deadline); null when the
   * page must be rendered by the browser alone (deadline passed, worker failed, lane cooling down
   * or full).
   */
  render(lane: string, request: PageRequest, budgetMs?: number): Promise<PageResult | null>;
  /**
   * A section's list of pages from `lane`'s worker, which loads the section's `./pages` from the
   * release `request.config` names; null when it cannot (section down, worker failed, deadline).
   */
  pages(lane: string, request: PagesRequest): Promise<ListedPage[] | null>;
  /**
   * Starts the workers of these lanes now, so that their first pages do not wait for them;
   * settles once each has said it is ready, or has ended.
   */
  warm(lanes: readonly string[]): Promise<void>;
  /** Ends every worker and answers every waiting page unrendered. */
  close(): void;
}

export function createRenderPool({
  workerFile,
  readPaths,
  deadlineMs = RENDER_DEADLINE_MS,
  memoryMb = DEFAULT_MEMORY_MB,
  maxQueue = DEFAULT_MAX_QUEUE,
  cooldownMs = DEFAULT_COOLDOWN_MS,
  graceMs = RENDER_GRACE_MS,
  fileTimeoutMs,
  flags = sandboxFlags(readPaths),
  uidBase: givenUidBase,
  dataBudgetMb = WORKER_DATA_BUDGET_MB,
  watchMs = WATCH_MS,
  pingTimeoutMs = PING_TIMEOUT_MS,
  idleCpuMs = IDLE_CPU_MS,
  networkOf = () => [],
  networkNamespace,
  log,
}: RenderPoolOptions): RenderPool {
  const lanes = new Map<string, Lane>();
  const noWorkerUsers = givenUidBase === undefined ? whyNoWorkerUsers(readPaths) : null;
  let uidBase =
    givenUidBase === undefined ? (noWorkerUsers ? null : WORKER_UID_BASE) : givenUidBase;
  let watcher: ReturnType<typeof setInterval> | null = null;
  const dataLimit = workerDataLimit(dataBudgetMb, memoryMb, log);
  // Not root is the usual case on a developer's machine: said only where a switch was expected.
  if (noWorkerUsers && process.getuid?.() === 0) {
    log(`render workers run as the server’s user: ${noWorkerUsers}`);
  }
  // A network namespace needs the switch of user (setpriv makes it, after unshare as root).
  const noNamespace =
    networkNamespace === false
      ? 'not asked for'
      : uidBase === null
        ? 'they run as the server’s user'
        : networkNamespaceProblem(uidBase);
  if (networkNamespace === true && noNamespace) {
    throw new Error(`render workers cannot get a network namespace: ${noNamespace}`);
  }
  if (noNamespace && networkNamespace === undefined && process.getuid?.() === 0) {
    log(
      `render workers keep the machine's network (${noNamespace}); their fetches still go through the server`,
    );
  }
  // With the network namespace, a mount namespace where the machine's socket folders are empty.
  const noHiding = noNamespace ?? (uidBase === null ? null : socketHidingProblem(uidBase));
  const hidden =
    noNamespace === null && noHiding === null
      ? hiddenSocketDirs([...readPaths, workerFile, process.execPath])
      : [];
  if (noNamespace === null && noHiding !== null) {
    log(`render workers see the machine's Unix sockets (${noHiding})`);
  }
  let nextId = 1;
  let closed = false;

  function laneNamed(name: string): Lane {
    let lane = lanes.get(name);
    if (!lane) {
      lane = {
        name,
        worker: null,
        current: null,
        overdue: null,
        slow: null,
        queue: [],
        coolUntil: 0,
      };
      lanes.set(name, lane);
    }
    return lane;
  }

  /** A worker's output as log lines, bounded (bounded-output.ts): it runs a remote's code. */
  function forward(lane: Lane, stream: NodeJS.ReadableStream | null) {
    const output = createBoundedOutput((line) => log(`render worker ${lane.name}: ${line}`));
    stream?.on('data', (chunk: Buffer) => output.write(chunk));
    stream?.on('end', () => output.end());
  }

  function spawn(lane: Lane): Worker {
    const args = fileTimeoutMs === undefined ? [] : [`--${FILE_TIMEOUT_FLAG}=${fileTimeoutMs}`];
    const execArgv = [...flags, ...disableSigusr1Flags(), `--max-old-space-size=${memoryMb}`];
    const options = (uid: number | null) => ({
      cwd: readPaths[0],
      // Nothing of the page server's environment: no secret, no proxy or Node options.
      env: { NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'] as ('ignore' | 'pipe' | 'ipc')[],
      serialization: 'json' as const,
      ...(uid === null ? {} : { uid, gid: uid }),
    });
    const node = [process.execPath, ...execArgv, workerFile, ...args];
    // prlimit lowers its own limit and becomes Node (exec: the same process and channel). Set
    // from outside (prlimit --pid) it needs CAP_SYS_RESOURCE for another user's process, which a
    // container's root often lacks.
    const limited = dataLimit === null ? node : [PRLIMIT, `--data=${dataLimit}`, '--', ...node];
    const start = (uid: number | null) => {
      if (uid !== null && noNamespace === null) {
        // As root: network and mount namespaces of its own, then its user, then its limit, then
        // Node.
        const [command = UNSHARE, ...rest] = isolatedCommand(uid, limited, hidden);
        return spawnProcess(command, rest, options(null));
      }
      if (dataLimit === null) return fork(workerFile, args, { ...options(uid), execArgv });
      const [command = PRLIMIT, ...rest] = limited;
      return spawnProcess(command, rest, options(uid));
    };
    let child: ChildProcess;
    try {
      child = start(uidBase === null ? null : workerUid(uidBase, lane.name));
    } catch (error) {
      if (uidBase === null) throw error;
      // Root in a user namespace that maps no such id, say: the workers run as this user.
      log(
        `render workers cannot run as users of their own (${error instanceof Error ? error.message : String(error)}); ` +
          'they run as the server’s user',
      );
      uidBase = null;
      child = start(null);
    }
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const worker: Worker = {
      child,
      ready: false,
      started,
      configKey: null,
      pings: false,
      ping: null,
      idleCpu: null,
      broker: createNetworkBroker(),
      niced: false,
      answered: false,
    };
    watch();
    // A worker that ends (or never starts) before it is ready has started as far as it will.
    child.once('exit', () => markStarted());
    child.once('error', () => markStarted());
    forward(lane, child.stdout);
    forward(lane, child.stderr);
    child.on('message', (message: unknown) => {
      if (lane.worker !== worker) return;
      if (!isWorkerAnswer(message)) {
        log(`render worker ${lane.name}: an answer of the wrong shape; worker replaced`);
        retire(lane, worker, true);
        return;
      }
      if (message.type === 'fetch' || message.type === 'fetch-abort') {
        // Only while it renders a page (or lists pages), and only that config's origins.
        const job = lane.current;
        if (job) job.origins ??= networkOf(JSON.parse(job.configKey) as RuntimeConfig);
        worker.broker.call(
          message,
          job?.origins ?? null,
          (answer) => {
            if (child.connected) child.send(answer);
          },
          job?.requestId,
        );
        return;
      }
      if (message.type === 'pong') {
        if (worker.ping?.id === message.id) worker.ping = null;
        return;
      }
      if (message.type === 'ready') {
        worker.ready = true;
        worker.pings = message.ping === true;
        markStarted();
        pump(lane);
        return;
      }
      const job = lane.current;
      if (!job || job.id !== message.id) return;
      // Answered within its grace: its priority back (root may raise it; another user may not).
      if (worker.niced) worker.niced = !renice(worker, 0);
      worker.answered = true;
      finish(lane);
      if (message.type === 'error') log(`${job.what}: ${message.message}`);
      job.settle(message);
      pump(lane);
    });
    child.on('error', (error) => log(`render worker ${lane.name}: ${error.message}`));
    child.on('exit', (code, signal) => {
      worker.broker.close();
      if (lane.worker !== worker) return;
      log(`render worker ${lane.name} ended (${signal ?? `exit ${code}`}); lane cools down`);
      retire(lane, worker, true);
    });
    return worker;
  }

  /**
   * Between pages, every `watchMs`: a worker that does not answer a ping in time (its event loop
   * held: a loop started after its last page) or that used more than `idleCpuMs` of CPU with no
   * page to render (a remote spinning between pages, in bursts that leave pings answered) is
   * replaced; its lane cools down as for any failed worker.
   */
  function watchLane(lane: Lane, now: number) {
    const worker = lane.worker;
    if (!worker?.ready || lane.current || lane.overdue) return;
    const cpu = cpuTimeMs(worker.child.pid);
    const seen = worker.idleCpu;
    // The budget grows with the time since it was last read (a late tick is no spin).
    const budget = seen && idleCpuMs * Math.max(1, (now - seen.at) / watchMs);
    if (cpu !== null && seen && budget && cpu - seen.ms > budget) {
      log(`render worker ${lane.name} used ${cpu - seen.ms} ms of CPU between pages; replaced`);
      retire(lane, worker, true);
      return;
    }
    worker.idleCpu = cpu === null ? null : { ms: cpu, at: now };
    if (!worker.pings) return;
    if (worker.ping) {
      if (now - worker.ping.at <= pingTimeoutMs) return;
      log(`render worker ${lane.name} did not answer a ping within ${pingTimeoutMs} ms; replaced`);
      retire(lane, worker, true);
      return;
    }
    const id = nextId++;
    worker.ping = { id, at: now };
    worker.child.send({ type: 'ping', id } satisfies WorkerRequest);
  }

  function watch() {
    if (watcher || closed) return;
    let lastTick = Date.now();
    watcher = setInterval(() => {
      // After the timers, the answers that came meanwhile (pongs among them) are read first: a
      // page server whose own event loop was held must not blame the workers for its silence.
      setImmediate(() => {
        const now = Date.now();
        const held = now - lastTick > watchMs + pingTimeoutMs / 2;
        lastTick = now;
        for (const lane of lanes.values()) {
          if (held && lane.worker?.ping) lane.worker.ping.at = now;
          watchLane(lane, now);
        }
      });
    }, watchMs);
    watcher.unref();
  }

  /** The lane's current job is over (answered, or its worker gone). */
  function finish(lane: Lane) {
    lane.current = null;
    if (lane.overdue) clearTimeout(lane.overdue);
    lane.overdue = null;
    if (lane.slow) clearTimeout(lane.slow);
    lane.slow = null;
  }

  /** Ends a lane's worker; `failed`: its pages are answered unrendered for a cool-down. */
  function retire(lane: Lane, worker: Worker, failed: boolean) {
    if (lane.worker === worker) lane.worker = null;
    worker.broker.close();
    worker.child.removeAllListeners('message');
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGKILL');
    }
    const current = lane.current;
    finish(lane);
    current?.settle(null);
    if (failed) lane.coolUntil = Date.now() + cooldownMs;
    pump(lane);
  }

  function pump(lane: Lane) {
    if (closed || lane.current) return;
    while (lane.queue.length > 0) {
      const job = lane.queue[0];
      if (!job) return;
      if (job.settled) {
        lane.queue.shift();
        continue;
      }
      if (Date.now() < lane.coolUntil) {
        lane.queue.shift();
        job.settle(null);
        continue;
      }
      const configKey = job.configKey;
      if (lane.worker && lane.worker.configKey !== null && lane.worker.configKey !== configKey) {
        // Another config.json: another release may be in force; start from fresh code and texts.
        retire(lane, lane.worker, false);
        return;
      }
      lane.worker ??= spawn(lane);
      if (!lane.worker.ready) return;
      lane.queue.shift();
      lane.current = job;
      lane.worker.configKey = configKey;
      // Its answer will say it is alive; its CPU is read again once it is idle.
      lane.worker.ping = null;
      lane.worker.idleCpu = null;
      lane.worker.child.send(
        job.message(Math.max(50, job.deadlineAt - Date.now() - ANSWER_MARGIN_MS)),
      );
      const worker = lane.worker;
      const warm = worker.answered;
      lane.slow = setTimeout(() => {
        if (warm && lane.current === job && lane.worker === worker && !worker.niced) {
          worker.niced = renice(worker, SLOW_NICENESS);
        }
      }, SLOW_RENDER_MS);
      return;
    }
  }

  /** Queues a job in a lane; its answer, or null past the deadline or when the lane cannot. */
  function enqueue<T>(
    laneName: string,
    what: string,
    configKey: string,
    message: (id: number, deadlineMs: number) => WorkerRequest,
    read: (answer: WorkerAnswer | null) => T | null,
    budgetMs: number = deadlineMs,
    requestId?: string,
  ): Promise<T | null> {
    if (closed) return Promise.resolve(null);
    const lane = laneNamed(laneName);
    // Cooling down, full, or its worker overdue with a page already sent unrendered.
    if (Date.now() < lane.coolUntil || lane.queue.length >= maxQueue || lane.overdue) {
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      const id = nextId++;
      const job: Job = {
        id,
        what,
        configKey,
        message: (deadlineMs) => message(id, deadlineMs),
        deadlineAt: Date.now() + budgetMs,
        ...(requestId ? { requestId } : {}),
        settled: false,
        settle(answer) {
          if (job.settled) return;
          job.settled = true;
          clearTimeout(timer);
          resolve(read(answer));
        },
      };
      const timer = setTimeout(() => {
        const worker = lane.worker;
        if (lane.current === job && worker) {
          // The worker bounds its own render by the same deadline: still busy, its event loop was
          // held (a cold start on a busy machine) or it is stuck (a loop, a wait nothing bounds).
          // The page goes unrendered now; only a worker still silent after its grace is killed.
          log(`${what} passed its deadline (${budgetMs} ms); sent unrendered`);
          if (!worker.niced) worker.niced = renice(worker, SLOW_NICENESS);
          lane.overdue = setTimeout(() => {
            if (lane.current !== job || lane.worker !== worker) return;
            log(`${what}: no answer ${graceMs} ms past its deadline; worker ${lane.name} killed`);
            retire(lane, worker, true);
          }, graceMs);
        } else {
          log(`${what} waited past its deadline (${budgetMs} ms) in lane ${lane.name}`);
        }
        job.settle(null);
      }, budgetMs);
      lane.queue.push(job);
      pump(lane);
    });
  }

  return {
    render(laneName, request, budgetMs) {
      return enqueue(
        laneName,
        `server render of ${request.url}`,
        JSON.stringify(request.config),
        (id, deadlineMs) => ({ type: 'render', id, request: { ...request, deadlineMs } }),
        (answer) => (answer?.type === 'result' ? answer.result : null),
        budgetMs,
        request.requestId,
      );
    },
    pages(laneName, request) {
      return enqueue(
        laneName,
        `the pages of ${request.remote}`,
        JSON.stringify(request.config),
        (id) => ({ type: 'pages', id, request }),
        (answer) => (answer?.type === 'pages' ? answer.pages : null),
      );
    },
    async warm(names) {
      if (closed) return;
      const starting = names.map((name) => {
        const lane = laneNamed(name);
        lane.worker ??= spawn(lane);
        return lane.worker.started;
      });
      await Promise.all(starting);
    },
    close() {
      closed = true;
      if (watcher) clearInterval(watcher);
      for (const lane of lanes.values()) {
        for (const job of lane.queue) job.settle(null);
        lane.queue = [];
        if (lane.worker) retire(lane, lane.worker, false);
      }
    },
  };
}
