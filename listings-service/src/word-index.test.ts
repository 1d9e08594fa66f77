/** @jest-environment node */
import type { DatabaseSync } from 'node:sqlite';
import { wordsOf } from './text-words';
import { readSiteListings, readTagNames, syntheticListings } from './seed';
import { describeWithPostgres, describeWithSqlite, type TestDatabase } from './test-database';

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

describeWithPostgres('the word index', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await engine.databaseWith([
      ...readSiteListings(),
      ...syntheticListings(300, 7, readTagNames()),
    ]);
  });
  afterEach(() => database.close());

  /** Each listing's texts and the words migration 011's columns cut them into. */
  const cut = async () =>
    (
      await database.db.all(
        // A text without its row of words would show as one without words.
        `SELECT body, search_key,
                coalesce(tsvector_to_array(words), '{}') AS words
           FROM listing_text LEFT JOIN listing_words USING (seq) ORDER BY seq`,
        [],
      )
    ).map((row) => ({
      body: (row.words as string[]).filter((word) => !word.startsWith('#')).sort(),
      key: (row.words as string[])
        .filter((word) => word.startsWith('#'))
        .map((word) => word.slice(1))
        .sort(),
      words: {
        body: lettersAndDigits(String(row.body)),
        key: lettersAndDigits(String(row.search_key)),
      },
    }));

  /** The index's words its vocabulary lacks. */
  const missing = () =>
    database.db.all(
      `SELECT unnest(tsvector_to_array(words)) FROM listing_words
       EXCEPT SELECT CASE WHEN col = 'search_key' THEN '#' || word ELSE word END
         FROM listing_vocabulary`,
      [],
    );

  /**
   * Postgres's words are the runs of letters and decimal digits: unicode61's, but for the other
   * numbers (`²`, `½`) and private-use characters, which Postgres's `[[:alnum:]]` leaves out. A
   * query word the word index answers is only letters and digits (text-matches.ts, WORD_FORM), so
   * every text holding it holds one of these words that holds it, as on SQLite.
   */
  const lettersAndDigits = (text: string) => [...new Set(text.match(/[\p{L}\p{Nd}]+/gu))].sort();

  it('cuts every text into its runs of letters and digits, in any script', async () => {
    await database.writes.transaction(async (tx) => {
      await database.writes.removeText(tx, 1);
      // Ethiopic, Latin with accents, digits between punctuation of both scripts.
      await database.writes.writeText(
        tx,
        1,
        'ቪላ በቦሌ፣ ኮንዶሚኒየም።ጂ+2 zebrawood café naïve qirqos bu’aa 12,500/month 120m² ½ ሀሁሂሃሄህሆ ጨጩ ፐፑ ቨቩ',
        'vila bole kondominiyem g 2 zebrawod cafe naive kirkos bua 12 500 month',
      );
    });
    const rows = await cut();
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) expect({ body: row.body, key: row.key }).toEqual(row.words);
  });

  it('holds every word of the index in its vocabulary, after an import and a seller’s writes', async () => {
    expect(await missing()).toEqual([]);
    expect(
      (await database.db.all('SELECT count(*)::int AS n FROM listing_vocabulary', []))[0]?.n,
    ).toBeGreaterThan(1_000);
    await database.writes.transaction(async (tx) => {
      await database.writes.removeText(tx, 1);
      await database.writes.writeText(tx, 1, 'ቪላ በቦሌ፣ zebrawood', 'vila bole zebrawod');
    });
    await database.store([...syntheticListings(20, 11, readTagNames())]);
    expect(await missing()).toEqual([]);
    expect(
      await database.db.all(
        "SELECT col FROM listing_vocabulary WHERE word = 'zebrawood' OR word = 'zebrawod' ORDER BY col",
        [],
      ),
    ).toEqual([{ col: 'body' }, { col: 'search_key' }]);
  });

  it('migration 011 fills the words and the vocabulary of listings stored before it', async () => {
    const { readMigrations } = await import('./database');
    const found = async (words: string) =>
      (
        await database.db.all(
          'SELECT seq FROM listing_words WHERE words @@ ?::tsquery ORDER BY seq',
          [words],
        )
      ).map((row) => row.seq);
    const state = async () => ({
      words: await database.db.all(
        'SELECT col, word FROM listing_vocabulary ORDER BY col, word COLLATE "C"',
        [],
      ),
      bole: await found("'bole'"),
      villa: await found("'ቪላ'"),
      texts: (await cut()).length,
    });
    const before = await state();
    expect(before.bole.length).toBeGreaterThan(0);
    expect(before.villa.length).toBeGreaterThan(0);
    await database.db.all(
      `DROP TABLE listing_words, listing_vocabulary;
       DROP FUNCTION listing_words_stored, listing_words_of, listing_text_words,
         listing_vocabulary_of, listing_words_matching, listing_words_seqs CASCADE`,
      [],
    );
    const migration = readMigrations('postgres').find((m) => m.version === 11);
    await database.db.all(migration?.sql ?? '', []);
    expect(await state()).toEqual(before);
    // And its writers after it.
    await database.store([...syntheticListings(5, 13, readTagNames())]);
    expect(await missing()).toEqual([]);
  });
});
