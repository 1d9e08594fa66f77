/**
 * The one lock on a deployed `config.json`, taken by every promotion and rollback of every remote:
 * they all read, change and write that one file, so they must take turns (issue 19, item 2).
 *
 * The lock is a file beside config.json (`.config.json.lock`) holding who took it: its pid, host
 * and time. It is created whole in one step (written under another name, then hard-linked to the
 * lock's name, which fails if it exists). A lock whose holder died — its pid is gone on this host,
 * or it is older than `staleMs`, far longer than a promotion holds it — is taken over.
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Refusal } from '../../page-server/src/releases';

/** Who holds the lock, as written in the lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When it was taken (ISO time). */
  since: string;
  /** Unique per taking: tells this holder's lock from a later one of the same pid. */
  token: string;
}

export interface LockOptions {
  /** How long to wait for another holder before refusing (default 30 s). */
  waitMs?: number;
  /** Age after which a lock is taken over even if its pid seems alive (default 2 minutes). */
  staleMs?: number;
  /** The pause between two tries (default 25 ms). */
  pollMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /** Whether a pid of this host is alive (tests). */
  isAlive?: (pid: number) => boolean;
}

/** `<dir>/.config.json.lock` for `<dir>/config.json`: a dot file, which no server sends. */
export function configLockFile(config: string): string {
  return path.join(path.dirname(config), `.${path.basename(config)}.lock`);
}

/** Whether process `pid` exists on this machine. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Parses a lock file's text; null when it is not a holder record. */
export function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder> | null;
    if (
      value &&
      typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.since === 'string' &&
      typeof value.token === 'string'
    ) {
      return value as LockHolder;
    }
  } catch {
    // Not JSON: not a holder.
  }
  return null;
}

/**
 * Why a holder's lock may be taken over, or null while it holds: its process is gone (same
 * host), or it has held for longer than `staleMs` (another host's process cannot be checked), or
 * the file is not a lock at all.
 */
export function staleReason(
  holder: LockHolder | null,
  { now, staleMs, isAlive }: { now: number; staleMs: number; isAlive: (pid: number) => boolean },
): string | null {
  if (!holder) return 'it is not a lock record';
  if (holder.host === hostname() && !isAlive(holder.pid)) {
    return `its process ${holder.pid} is gone`;
  }
  const since = Date.parse(holder.since);
  if (!Number.isFinite(since) || now - since > staleMs) {
    return `it was taken at ${holder.since}, longer ago than ${Math.round(staleMs / 1000)} s`;
  }
  return null;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates the lock holding `text`, whole, or returns false when it exists. */
function create(lock: string, text: string): boolean {
  const temporary = `${lock}.${randomUUID()}.tmp`;
  writeFileSync(temporary, text, { flag: 'wx' });
  try {
    linkSync(temporary, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Refusal(`cannot lock ${lock}: its folder is missing`);
    }
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Removes the lock if it still holds `expected` (the stale record seen). It is first moved aside
 * in one step, so of several processes taking over the same stale lock only one removes it; one
 * that moved a lock taken meanwhile puts it back.
 */
function removeIfUnchanged(lock: string, expected: string): void {
  const aside = `${lock}.${randomUUID()}.stale`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== expected) {
      try {
        linkSync(aside, lock);
      } catch {
        // A new lock was taken in the instant it was aside; it holds now.
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Runs `change` holding the lock of `config`; waits for another holder (up to `waitMs`), takes
 * over a dead holder's lock, and refuses, naming the holder, when the wait runs out.
 */
export function withConfigLock<T>(config: string, change: () => T, options: LockOptions = {}): T {
  const {
    waitMs = 30_000,
    staleMs = 120_000,
    pollMs = 25,
    now = Date.now,
    isAlive = processAlive,
  } = options;
  const lock = configLockFile(config);
  const deadline = now() + waitMs;
  let text: string;
  for (;;) {
    const mine: LockHolder = {
      pid: process.pid,
      host: hostname(),
      since: new Date(now()).toISOString(),
      token: randomUUID(),
    };
    text = `${JSON.stringify(mine)}\n`;
    if (create(lock, text)) break;
    const seen = readText(lock);
    if (seen === null) continue;
    const holder = parseHolder(seen);
    if (staleReason(holder, { now: now(), staleMs, isAlive }) !== null) {
      removeIfUnchanged(lock, seen);
      continue;
    }
    if (now() >= deadline) {
      throw new Refusal(
        `config.json is locked by another promotion or rollback (process ${holder?.pid} on ` +
          `${holder?.host}, since ${holder?.since}); waited ${Math.round(waitMs / 1000)} s. ` +
          `Nothing was changed. Try again when it is done (${lock} is taken over once its process ` +
          'is gone).',
      );
    }
    sleep(pollMs);
  }
  try {
    return change();
  } finally {
    // Only our own lock: had we held it past `staleMs`, it may be another's now.
    if (readText(lock) === text) rmSync(lock, { force: true });
  }
}
