/** @jest-environment node */
import type { Property } from '../../shared/src/domain/property';
import { relatedProperties } from '../../shared/src/domain/related-properties';
import { findListingsByIds, findRelatedListings } from './listing-lookups';
import type { Connection } from './listing-query';
import { readSiteListings, readTagNames, syntheticListings } from './seed';
import { describeEachEngine, describeWithSqlite } from './test-database';

const properties = readSiteListings().map((record) => record.property);

describeEachEngine('the listings by id and the related listings', (engine) => {
  let db: Connection;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await engine.databaseWith());
  });
  afterAll(() => close());

  it('gives the asked listings in the asked order, each once, and names the unknown ids', async () => {
    const batch = await findListingsByIds(db, ['r04', 'b01', 'nope', 'r04', 'b13'], 'en');
    expect(batch.items.map((p) => p.id)).toEqual(['r04', 'b01', 'b13']);
    expect(batch.missing).toEqual(['nope']);
    expect(batch.items[1]).toEqual(properties.find((p) => p.id === 'b01'));
  });

  it('gives them in Amharic when asked', async () => {
    const [english] = (await findListingsByIds(db, ['b01'], 'en')).items;
    const [amharic] = (await findListingsByIds(db, ['b01'], 'am')).items;
    expect(amharic?.id).toBe('b01');
    expect(amharic?.title).not.toBe(english?.title);
  });

  it('treats SQL in an id as data', async () => {
    const batch = await findListingsByIds(db, ["b01' OR '1'='1", 'b01'], 'en');
    expect(batch.items.map((p) => p.id)).toEqual(['b01']);
    expect(batch.missing).toEqual(["b01' OR '1'='1"]);
  });

  it.each(properties.map((p) => p.id))(
    'gives the related listings of %s that the property page’s rule gives over every listing',
    async (id) => {
      const property = properties.find((p) => p.id === id) as Property;
      const related = await findRelatedListings(db, id, 'en', 3);
      expect(related?.map((p) => p.id)).toEqual(
        relatedProperties(properties, property, 3).map((p) => p.id),
      );
    },
  );

  it('gives nothing for an unknown id', async () => {
    expect(await findRelatedListings(db, 'nope', 'en', 3)).toBeUndefined();
  });
});

describeEachEngine('the related listings among many', (engine) => {
  it('match the rule over every listing, for listings with and without a sub-city', async () => {
    const many = [...syntheticListings(2_000, 5, readTagNames(), { texts: 'one line' })].map(
      (r) => r.property,
    );
    const { db, close } = await engine.databaseWith(many.map((property) => ({ property })));
    try {
      const sample = [
        ...many.filter((p) => p.subCity !== undefined).slice(0, 10),
        ...many.filter((p) => p.subCity === undefined).slice(0, 10),
      ];
      expect(sample.length).toBeGreaterThan(10);
      const asked: { sql: string; values: readonly unknown[] }[] = [];
      const recorded: Connection = {
        all(sql, values) {
          asked.push({ sql, values });
          return db.all(sql, values);
        },
      };
      for (const property of sample) {
        const related = await findRelatedListings(recorded, property.id, 'en', 5);
        expect(related?.map((p) => p.id)).toEqual(
          relatedProperties(many, property, 5).map((p) => p.id),
        );
      }
      // Each tier is read along an index in the data order, never sorted whole (the city's every
      // listing at 1,000,000: 50 ms). SQLite's plan says so; Postgres's depends on its statistics.
      if (engine.name === 'embedded') {
        const tiers = asked.filter(({ sql }) => /ORDER BY seq LIMIT/.test(sql));
        expect(tiers.length).toBeGreaterThan(sample.length);
        for (const { sql, values } of tiers) {
          const plan = await db.all(`EXPLAIN QUERY PLAN ${sql}`, values as never);
          expect({ sql, plan: plan.map((row) => String(row.detail)) }).toEqual({
            sql,
            plan: expect.not.arrayContaining([expect.stringMatching(/TEMP B-TREE/)]),
          });
        }
      }
    } finally {
      await close();
    }
  });
});

describeWithSqlite('migration 006', () => {
  it('fills the agent and the owner of listings stored before 005 had the columns', async () => {
    const { openDatabase, readMigrations } = await import('./database');
    const { storeListings } = await import('./listing-store');
    const raw = openDatabase(':memory:');
    try {
      storeListings(raw, readSiteListings());
      const people = 'SELECT id, agent_id, owner_code FROM listings ORDER BY seq';
      const stored = raw.prepare(people).all();
      raw.exec('UPDATE listings SET agent_id = NULL, owner_code = NULL');
      const backfill = readMigrations('sqlite').find((m) => m.version === 6);
      raw.exec(backfill?.sql ?? '');
      expect(raw.prepare(people).all()).toEqual(stored);
      expect(stored.filter((row) => row.owner_code === 'U-1001').length).toBe(4);
    } finally {
      raw.close();
    }
  });
});
