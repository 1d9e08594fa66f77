/** @jest-environment node */
import type { DatabaseSync } from 'node:sqlite';
import { wordsOf } from './text-words';
import { readSiteListings, readTagNames, syntheticListings } from './seed';
import { describeWithSqlite } from './test-database';

/*
 * The embedded engine's word index (migration 011, docs/listings-service.md#the-word-index): its
 * vocabulary, written by the application, must hold every word FTS5 cut from the texts, or a
 * query word would miss the listings whose only word holding it the vocabulary lacks.
 */

/** The index's words that the vocabulary lacks (fts5vocab lists the index's own). */
function missingWords(db: DatabaseSync): unknown[] {
  return db
    .prepare(
      'SELECT col, term FROM listing_words_vocab EXCEPT SELECT col, word FROM listing_vocabulary',
    )
    .all();
}

const vocabulary = (db: DatabaseSync) =>
  db.prepare('SELECT col, word FROM listing_vocabulary ORDER BY col, word').all();

describe('wordsOf', () => {
  it('cuts a text into runs of letters and digits, as FTS5’s unicode61 does', () => {
    expect([...wordsOf('g+2 ቦሌ፣ café bu’aa 12,500 birr/month g+2')]).toEqual([
      'g',
      '2',
      'ቦሌ',
      'café',
      'bu',
      'aa',
      '12',
      '500',
      'birr',
      'month',
    ]);
    expect([...wordsOf(' ,.- ')]).toEqual([]);
  });
});

describeWithSqlite('the word index (embedded)', () => {
  let db: DatabaseSync;
  beforeEach(async () => {
    const { openDatabase } = await import('./database');
    const { storeListings } = await import('./listing-store');
    db = openDatabase(':memory:');
    // The site's listings in their three languages, and real-length synthetic ones.
    storeListings(db, [...readSiteListings(), ...syntheticListings(300, 7, readTagNames())]);
  });
  afterEach(() => db.close());

  it('holds every word of the index in its vocabulary, after an import and a seller’s writes', async () => {
    expect(missingWords(db)).toEqual([]);
    expect(vocabulary(db).length).toBeGreaterThan(1_000);
    const { sqliteWrites } = await import('./listing-store');
    const writes = sqliteWrites(db);
    await writes.transaction(async (tx) => {
      await writes.removeText(tx, 1);
      await writes.writeText(
        tx,
        1,
        'ቪላ በቦሌ፣ zebrawood Qirqos bu’aa g+2 ½ ²',
        'vila bole zebrawod kirkos bua g 2',
      );
    });
    expect(missingWords(db)).toEqual([]);
    expect(
      db.prepare("SELECT word FROM listing_vocabulary WHERE word = 'zebrawood'").all(),
    ).toHaveLength(1);
  });

  it('migration 011 fills the words and the vocabulary of listings stored before it', async () => {
    const { readMigrations } = await import('./database');
    const words = (text: string) =>
      db
        .prepare('SELECT rowid FROM listing_words WHERE listing_words MATCH ? ORDER BY rowid')
        .all(text);
    // The index's own words (the writers' vocabulary may hold more: the words of texts replaced).
    const indexWords = () =>
      db.prepare('SELECT col, term AS word FROM listing_words_vocab ORDER BY col, word').all();
    const before = { words: indexWords(), bole: words('bole'), villa: words('body : ቪላ') };
    expect(before.bole.length).toBeGreaterThan(0);
    expect(before.villa.length).toBeGreaterThan(0);
    db.exec(
      'DROP TABLE listing_vocabulary; DROP TABLE listing_words_vocab; DROP TABLE listing_words',
    );
    const migration = readMigrations('sqlite').find((m) => m.version === 11);
    db.exec(migration?.sql ?? '');
    expect({ words: vocabulary(db), bole: words('bole'), villa: words('body : ቪላ') }).toEqual(
      before,
    );
  });
});
