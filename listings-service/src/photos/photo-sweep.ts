import type { WriteDatabase } from '../write-database';
import { cleanOrphans, ORPHAN_MIN_AGE_MS } from './listing-photos';
import type { PhotoStore } from './photo-store';

/*
 * The hourly sweep of the photo store (docs/publishing.md#photos): the sets no listing's row names
 * are deleted, but for those replaced by an edit in the last hour (a page or a link preview cached
 * with their addresses keeps its pictures that long) and those made in the last hour, whose upload
 * may not be committed yet (cleanOrphans). Migration 009 keeps what it reads.
 */

/** How often the service sweeps, and how long a replaced set is kept. */
export const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const REPLACED_SET_KEPT_MS = ORPHAN_MIN_AGE_MS;

/**
 * The ids of the sets in use at `now`: those the listings' rows name, and those replaced in the
 * last REPLACED_SET_KEPT_MS; the replaced sets older than that are forgotten. One transaction, so
 * that a set an edit replaces meanwhile is read as one or the other.
 */
export async function photoSetsInUse(database: WriteDatabase, now: number): Promise<Set<string>> {
  const since = now - REPLACED_SET_KEPT_MS;
  const rows = await database.transaction(async (tx) => {
    const found = await tx.all(
      `SELECT photo_set AS set_id FROM listing_docs WHERE photo_set IS NOT NULL
       UNION SELECT set_id FROM replaced_photo_sets WHERE replaced_at > ?`,
      [since],
    );
    await tx.all('DELETE FROM replaced_photo_sets WHERE replaced_at <= ?', [since]);
    return found;
  });
  return new Set(rows.map((row) => String(row.set_id)));
}

/** Deletes the sets nothing uses (above); the `<listingId>/<setId>` of each set deleted. */
export async function sweepPhotos(
  store: PhotoStore,
  database: WriteDatabase,
  now: number = Date.now(),
): Promise<string[]> {
  return cleanOrphans(store, await photoSetsInUse(database, now), { now });
}

export interface PhotoSweepOptions {
  store: PhotoStore;
  database: WriteDatabase;
  /** Told what each sweep deleted, or why it failed (the next one tries again). */
  report(outcome: { deleted: string[] } | { error: unknown }): void;
  intervalMs?: number;
  /** The first sweep's delay: soon after the start, so that a service restarted often sweeps too. */
  firstAfterMs?: number;
  now?: () => number;
}

/** A sweep running in the background, and how to stop it. */
export interface PhotoSweep {
  /** Stops the timer, and waits for a sweep under way to end (before its database closes). */
  stop(): Promise<void>;
}

/** Sweeps the store `firstAfterMs` after the start, then every `intervalMs`, one sweep at a time. */
export function startPhotoSweep({
  store,
  database,
  report,
  intervalMs = PHOTO_SWEEP_INTERVAL_MS,
  firstAfterMs = 60_000,
  now = Date.now,
}: PhotoSweepOptions): PhotoSweep {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    // The sweep never keeps the process alive on its own.
    timer.unref();
  };
  const run = () => {
    running = sweepPhotos(store, database, now())
      .then(
        (deleted) => report({ deleted }),
        (error: unknown) => report({ error }),
      )
      .finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
  };
  schedule(firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
