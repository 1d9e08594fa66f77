/** @jest-environment node */
import type { DatabaseSync } from 'node:sqlite';
import { readSiteListings, readTagNames, syntheticListings } from './seed';
import { describeWithSqlite } from './test-database';
import { sqliteConnection, sqliteTextMatches } from './sqlite-search';
import type { WordsHolding } from './listing-query';

/*
 * The embedded engine's text queries asked of a few listings: how a kept answer is brought up to
 * date after a change (text-matches.ts), one changed listing the common case (a seller's write).
 */

describeWithSqlite('a text asked of a few listings (embedded)', () => {
  let db: DatabaseSync;
  beforeAll(async () => {
    const { openDatabase } = await import('./database');
    const { storeListings } = await import('./listing-store');
    db = openDatabase(':memory:');
    storeListings(db, [...readSiteListings(), ...syntheticListings(300, 7, readTagNames())]);
  });
  afterAll(() => db.close());

  /** The seqs a query answers, through the query workers' connection. */
  async function answer(text: string, among?: number[], holding?: WordsHolding): Promise<number[]> {
    const sql = sqliteTextMatches(text, among, holding);
    if (!sql) throw new Error(`no query for ${text}`);
    const [row] = await sqliteConnection(db).all(sql.text, sql.values);
    return typeof row?.seqs === 'string' ? row.seqs.split(',').map(Number) : [];
  }

  it.each(['villa', 'ቪላ', 'bole', 'g+', 'garden bole', 'villa ቦሌ', 'zebrawood'])(
    'answers "%s" among listings as the indexes answer it among every listing',
    async (text) => {
      const all = await answer(text);
      // Every third listing: some that match, some that do not.
      const seqs = db
        .prepare('SELECT seq FROM listings ORDER BY seq')
        .all()
        .map((r) => Number(r.seq));
      const among = seqs.filter((_, at) => at % 3 === 0);
      const expected = all.filter((seq) => among.includes(seq)).sort((a, b) => a - b);
      expect((await answer(text, among)).sort((a, b) => a - b)).toEqual(expected);
      // One listing alone (a seller's write).
      const [one] = expected.length > 0 ? expected : among;
      expect(await answer(text, [one!])).toEqual(all.includes(one!) ? [one] : []);
    },
  );

  it('reads the listings’ texts, not the word lists of the FTS indexes', () => {
    const holding = new Map([['villa', { text: ['villa', 'villas'] }]]);
    expect(sqliteTextMatches('villa', [1, 2], holding)?.text).toMatch(
      /FROM listing_text_content WHERE id IN \(\?, \?\)/,
    );
  });

  // node:sqlite binds a JS number as a REAL, and FTS5 ignored a REAL rowid beside its MATCH: one
  // listing asked answered every listing holding the word.
  it('binds whole numbers as integers, and the others as they are', async () => {
    const [row] = await sqliteConnection(db).all(
      'SELECT typeof(?) AS whole, typeof(?) AS part, typeof(?) AS text, typeof(?) AS none',
      [7, 1.5, '7', null],
    );
    expect(row).toEqual({ whole: 'integer', part: 'real', text: 'text', none: 'null' });
  });
});
