/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeEachEngine, type TestDatabase } from '../test-database';
import { newPhotoSetId } from './listing-photos';
import { openDiskPhotoStore, type PhotoStore } from './photo-store';
import { photoSetsInUse, startPhotoSweep } from './photo-sweep';

const HOUR = 3_600_000;

describeEachEngine('the photo sweep', (engine) => {
  let database: TestDatabase;
  let dir: string;
  let store: PhotoStore;
  const now = Date.UTC(2026, 2, 12, 9, 0);

  beforeEach(async () => {
    database = await engine.databaseWith([]);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'betoch-photo-sweep-'));
    store = await openDiskPhotoStore(dir);
  });
  afterEach(async () => {
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** A set of one file under `listingId`, made at `made`; its `<listingId>/<setId>`. */
  const set = async (listingId: string, made: number): Promise<string> => {
    const setId = newPhotoSetId(made);
    await store.put(`${listingId}/${setId}/1-320.jpg`, Buffer.from('j'), 'image/jpeg');
    return `${listingId}/${setId}`;
  };

  const replaced = (setId: string, at: number) =>
    database.writes.transaction((tx) =>
      tx.all('INSERT INTO replaced_photo_sets (set_id, listing_id, replaced_at) VALUES (?, ?, ?)', [
        setId,
        'b01',
        at,
      ]),
    );

  it('counts the sets replaced in the last hour in use, and forgets the older ones', async () => {
    await replaced('recent', now - HOUR + 1);
    await replaced('old', now - HOUR);
    expect([...(await photoSetsInUse(database.writes, now))]).toEqual(['recent']);
    const left = await database.writes.transaction((tx) =>
      tx.all('SELECT set_id FROM replaced_photo_sets', []),
    );
    expect(left).toEqual([{ set_id: 'recent' }]);
  });

  it('sweeps soon after the start, then at every interval, until stopped', async () => {
    const orphan = await set('b01', now - 2 * HOUR);
    const outcomes: unknown[] = [];
    let clock = now;
    const sweep = startPhotoSweep({
      store,
      database: database.writes,
      report: (outcome) => outcomes.push(outcome),
      firstAfterMs: 10,
      intervalMs: 50,
      now: () => clock,
    });
    try {
      while (outcomes.length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(outcomes[0]).toEqual({ deleted: [orphan] });
      // Another, made after the first sweep, goes at a later one.
      const later = await set('r02', now - HOUR - 1);
      clock = now + 1;
      const sweptLater = () =>
        outcomes.some(
          (outcome) => JSON.stringify(outcome) === JSON.stringify({ deleted: [later] }),
        );
      while (!sweptLater()) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(outcomes.slice(1).every((outcome) => 'deleted' in (outcome as object))).toBe(true);
    } finally {
      await sweep.stop();
    }
    const count = outcomes.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(outcomes.length).toBe(count);
  });

  it('reports a failed sweep and sweeps again at the next interval', async () => {
    let fail = true;
    const failing: PhotoStore = {
      ...store,
      list: (prefix) => {
        if (fail) throw new Error('the disk is gone');
        return store.list(prefix);
      },
    };
    const orphan = await set('b01', now - 2 * HOUR);
    const outcomes: unknown[] = [];
    const sweep = startPhotoSweep({
      store: failing,
      database: database.writes,
      report: (outcome) => {
        outcomes.push(outcome);
        fail = false;
      },
      firstAfterMs: 0,
      intervalMs: 20,
      now: () => now,
    });
    try {
      while (outcomes.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await sweep.stop();
    }
    expect(outcomes[0]).toEqual({ error: new Error('the disk is gone') });
    expect(outcomes[1]).toEqual({ deleted: [orphan] });
  });
});
