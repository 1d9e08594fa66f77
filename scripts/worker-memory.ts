/**
 * The memory of a process's render workers, read from Linux's `/proc` while a load runs
 * (`npm run load`): each worker's resident set, sampled. A worker is a child of the page server
 * whose command line runs `render-worker.js` (as itself, or after `unshare`, `setpriv` and
 * `prlimit` have each replaced themselves with the next).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { RENDER_WORKER_FILE } from '../shared/build/layout';
import { percentile } from './page-load';

/**
 * A field of a `/proc/<pid>/status` text in MB: `VmRSS` (resident now) or `VmHWM` (the most it
 * was); undefined when absent (a zombie).
 */
export function residentMb(status: string, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number | undefined {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** The parent pid of a `/proc/<pid>/stat` text (its command may hold spaces and parentheses). */
export function parentPid(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** The resident MB of each render worker of `parent`, now. */
export function renderWorkersMb(parent = process.pid): number[] {
  const sizes: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = read(`/proc/${pid}/stat`);
    if (stat === undefined || parentPid(stat) !== parent) continue;
    if (
      !(read(`/proc/${pid}/cmdline`) ?? '')
        .split('\0')
        .some((arg) => arg.endsWith(RENDER_WORKER_FILE))
    ) {
      continue;
    }
    const mb = residentMb(read(`/proc/${pid}/status`) ?? '');
    if (mb !== undefined) sizes.push(mb);
  }
  return sizes;
}

export interface WorkerMemory {
  /** The most workers seen at once. */
  workers: number;
  /** A worker's resident MB: the median and the largest of every sample of every worker. */
  medianMb: number;
  maxMb: number;
}

/** Samples `renderWorkersMb` every `everyMs` until the returned function is called. */
export function sampleWorkerMemory(everyMs = 250, parent = process.pid): () => WorkerMemory {
  const samples: number[] = [];
  let workers = 0;
  const take = () => {
    const sizes = renderWorkersMb(parent);
    workers = Math.max(workers, sizes.length);
    samples.push(...sizes);
  };
  take();
  const timer = setInterval(take, everyMs);
  return () => {
    clearInterval(timer);
    take();
    samples.sort((a, b) => a - b);
    return {
      workers,
      medianMb: Math.round(percentile(samples, 50)),
      maxMb: Math.round(samples[samples.length - 1] ?? NaN),
    };
  };
}
