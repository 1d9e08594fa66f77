import type { DatabaseSync } from 'node:sqlite';
import { parseIsoDate } from '../../shared/src/domain/dates';
import type { Property } from '../../shared/src/domain/property';
import { dealOf } from '../../shared/src/domain/property-id';
import { searchKey } from '../../shared/src/domain/search-key';
import { tagNamesOf, type TagNames } from '../../shared/src/domain/tag-search';
import { OVERLAY_LANGUAGES, type OverlayLanguage } from './languages';
import { WriteBusyError, type WriteDatabase } from './write-database';
import { sqliteConnection } from './sqlite-search';
import { IMPORT_PACE, nextBatchSize, restBefore, type WritePace } from './write-pace';
import { wordsOf } from './text-words';

/**
 * The texts of a listing in a language other than English, in the shape of its entry in
 * am/property-details.json (om/property-details.json): title, address, description, features,
 * the images' alt texts. A field it lacks is the English document's.
 */
export type ListingOverlay = Record<string, unknown>;

/** A listing to store: the site's record and, when it has them, its Amharic and Oromo texts. */
export type ListingRecord = { property: Property } & {
  [L in OverlayLanguage]?: ListingOverlay | undefined;
};

/**
 * The display names of the tags in Amharic and Afaan Oromo (shared/assets/data/am/tags.json,
 * om/tags.json), so that `ቦሌ` and `Finfinnee` find the listings in Bole and Addis Ababa.
 */
export type { TagNames };

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  return [];
}

/**
 * What a text query searches in a listing: its titles, descriptions and places in English, then
 * in each other language (Amharic, then Afaan Oromo) the overlay's texts and that language's names
 * of its type, city and sub-city: a listing without Oromo texts is still found by `Finfinnee`.
 */
export function searchableText(record: ListingRecord, tagNames: TagNames = {}): string {
  const { property } = record;
  // A published listing outside Addis Ababa may name its neighbourhood (listing-document.ts).
  const { neighbourhood } = property as { neighbourhood?: unknown };
  const places = [property.type, property.city, property.subCity, neighbourhood].filter(
    (name): name is string => typeof name === 'string',
  );
  return [
    property.title,
    property.description,
    property.address,
    ...places,
    ...OVERLAY_LANGUAGES.flatMap((language) => {
      const overlay = record[language];
      return [
        ...textsOf(overlay?.title),
        ...textsOf(overlay?.description),
        ...textsOf(overlay?.address),
        ...tagNamesOf(places, { [language]: tagNames[language] }),
      ];
    }),
  ]
    .join('\n')
    .toLowerCase();
}

/** What a listing is stored as, in every engine: its row, document, tags and searchable text. */
export interface ListingColumns {
  id: string;
  deal: 'sale' | 'rent';
  price: number | null;
  sqft: number | null;
  dateKey: number | null;
  type: string | null;
  city: string | null;
  subCity: string | null;
  lat: number | null;
  lng: number | null;
  agentId: string | null;
  ownerCode: string | null;
  doc: string;
  /** The overlays (`doc_am`, `doc_om`), NULL where the listing has none. */
  docAm: string | null;
  docOm: string | null;
  tags: string[];
  /** searchableText, and its Latin search key (search-key.ts). */
  body: string;
  searchKey: string;
}

/** The columns of a listing (docs/listings-service.md#schema), computed once for both engines. */
export function listingColumns(record: ListingRecord, tagNames: TagNames = {}): ListingColumns {
  const { property } = record;
  const date = parseIsoDate(property.date);
  const body = searchableText(record, tagNames);
  const params: unknown[] = Array.isArray(property.params) ? property.params : [];
  return {
    id: property.id,
    deal: dealOf(property.id),
    price: finiteOrNull(property.price),
    sqft: finiteOrNull(property.sqft),
    dateKey: Number.isFinite(date) ? date : null,
    type: textOrNull(property.type),
    city: textOrNull(property.city),
    subCity: textOrNull(property.subCity),
    lat: finiteOrNull(property.location?.lat),
    lng: finiteOrNull(property.location?.lng),
    agentId: textOrNull(property.agentId),
    ownerCode: textOrNull(property.ownerCode),
    doc: JSON.stringify(property),
    docAm: record.am ? JSON.stringify(record.am) : null,
    docOm: record.om ? JSON.stringify(record.om) : null,
    tags: [
      ...new Set(params.filter((tag): tag is string => typeof tag === 'string' && tag !== '')),
    ],
    body,
    searchKey: searchKey(body),
  };
}

/**
 * How many changes the feed keeps (change-feed.ts): a reader is never that far behind unless it
 * stopped, and one that is loads its index again, which costs less than applying them.
 */
export const FEED_KEEP = 100_000;

/**
 * Deletes the feed's changes but the newest `keep`, marking the last one deleted: a reader that
 * had not read it loads its index again. The writers call it after each write.
 */
export function pruneChanges(db: DatabaseSync, keep = FEED_KEEP): void {
  // The mark moves before the changes go: a reader in between loads again, never misses one.
  db.prepare(
    `UPDATE listing_feed SET pruned_through = (SELECT max(change) FROM listing_changes) - ?
      WHERE (SELECT max(change) FROM listing_changes) - ? > pruned_through`,
  ).run(keep, keep);
  db.exec('DELETE FROM listing_changes WHERE change <= (SELECT pruned_through FROM listing_feed)');
}

/** How a writer leaves the change feed, and how it cuts its work into transactions. */
export interface StoreOptions {
  /** How many of the newest changes it keeps (FEED_KEEP); tests give fewer. */
  keepChanges?: number;
  /** Its transactions' sizes (write-pace.ts): an import's by default, BULK_PACE for a load. */
  pace?: WritePace;
  /** Told of each rest the pace takes between two transactions (ms), before it is taken. */
  onRest?: (ms: number) => void;
}

/** Waits `ms` on this thread (a store is synchronous; it runs in an import's own process). */
function pauseThread(ms: number): void {
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The tables a listing's searchable text is written to: the trigram index, and its words (011). */
const SQLITE_TEXT_TABLES = ['listing_text', 'listing_words'] as const;

/** A listing's text into one of SQLITE_TEXT_TABLES, a word into the vocabulary, and out again. */
const insertTextSql = (table: string) =>
  `INSERT INTO ${table} (rowid, body, search_key) VALUES (?, ?, ?)`;
const removeTextSql = (table: string) => `DELETE FROM ${table} WHERE rowid = ?`;
const INSERT_WORD_SQL = 'INSERT OR IGNORE INTO listing_vocabulary (col, word) VALUES (?, ?)';

/** The vocabulary's rows of a listing's text: its words, in the FTS column each is in. */
function vocabularyOf(body: string, key: string): [col: string, word: string][] {
  return [
    ...[...wordsOf(body)].map((word): [string, string] => ['body', word]),
    ...[...wordsOf(key)].map((word): [string, string] => ['search_key', word]),
  ];
}

/**
 * An import's writer of a listing's searchable text: to each of SQLITE_TEXT_TABLES, and its words
 * to the vocabulary, each word once for the writer's life (its call of storeListings: a
 * transaction rolled back throws out of it, with the words it had written).
 */
function textWriter(db: DatabaseSync): (seq: number, body: string, key: string) => void {
  const inserts = SQLITE_TEXT_TABLES.map((table) => db.prepare(insertTextSql(table)));
  const insertWord = db.prepare(INSERT_WORD_SQL);
  const written = new Set<string>();
  return (seq, body, key) => {
    for (const insert of inserts) insert.run(seq, body, key);
    for (const [col, word] of vocabularyOf(body, key)) {
      const id = `${col} ${word}`;
      if (written.has(id)) continue;
      insertWord.run(col, word);
      written.add(id);
    }
  };
}

/** Removes a listing's searchable text from each of SQLITE_TEXT_TABLES (its words stay in the
 * vocabulary: a word no listing holds finds none). */
function textRemover(db: DatabaseSync): (seq: number) => void {
  const removes = SQLITE_TEXT_TABLES.map((table) => db.prepare(removeTextSql(table)));
  return (seq) => {
    for (const remove of removes) remove.run(seq);
  };
}

/**
 * Stores listings (new ids inserted, known ids replaced), with their tags and text, in
 * transactions sized by `pace` (an import's: about 200 ms each, a pause between them for the
 * service's writes). Returns how many were written. `seq` (the data order) continues after the
 * last.
 */
export function storeListings(
  db: DatabaseSync,
  records: Iterable<ListingRecord>,
  tagNames: TagNames = {},
  { keepChanges = FEED_KEEP, pace = IMPORT_PACE, onRest }: StoreOptions = {},
): number {
  const nextSeq = db.prepare('SELECT coalesce(max(seq), 0) + 1 AS next FROM listings');
  const existing = db.prepare('SELECT seq FROM listings WHERE id = ?');
  const removeText = textRemover(db);
  const removeListing = db.prepare('DELETE FROM listings WHERE seq = ?');
  const insertListing = db.prepare(
    `INSERT INTO listings (seq, id, deal, price, sqft, date_key, type, city, sub_city, lat, lng,
       agent_id, owner_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDoc = db.prepare(
    'INSERT INTO listing_docs (seq, doc, doc_am, doc_om) VALUES (?, ?, ?, ?)',
  );
  const insertTag = db.prepare(
    'INSERT INTO listing_tags (tag, listing_seq) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const insertText = textWriter(db);

  // The texts of a batch are written at its end: the feed's trigger on `listings` opens a
  // savepoint for each row, and FTS5 writes its pending index at every savepoint, so a text
  // written beside each row made a store 3 times slower (docs/listings-service.md#the-change-feed).
  const texts = new Map<number, { body: string; key: string }>();
  /** Seqs whose text the table holds from before this batch: deleted before the batch's texts. */
  const stale = new Set<number>();
  const writeTexts = () => {
    for (const rowSeq of stale) removeText(rowSeq);
    for (const [rowSeq, text] of texts) insertText(rowSeq, text.body, text.key);
    stale.clear();
    texts.clear();
  };

  let seq = 0;
  let written = 0;
  let batchRows = pace.first;
  let inBatch = 0;
  let batchStarted = 0;
  let open = false;
  /** What the last transaction leaves before the next: the pace's pause, and its rest. */
  let wait = { pauseMs: 0, restMs: 0 };
  // IMMEDIATE: the write lock first, so that a batch never fails to upgrade its read while the
  // service publishes; the next seq is read inside each batch, after any listing published since.
  // Begun at the batch's first row: no pause nor rest after the last batch.
  const begin = () => {
    if (wait.restMs > 0) onRest?.(wait.restMs);
    pauseThread(wait.pauseMs + wait.restMs);
    db.exec('BEGIN IMMEDIATE');
    open = true;
    batchStarted = performance.now();
    inBatch = 0;
    seq = Number(nextSeq.get()?.next ?? 1);
  };
  const commit = () => {
    writeTexts();
    db.exec('COMMIT');
    open = false;
  };
  try {
    for (const record of records) {
      if (!open) begin();
      const row = listingColumns(record, tagNames);
      const old = existing.get(row.id);
      let rowSeq = seq;
      if (old) {
        // A replaced listing keeps its place in the data order.
        rowSeq = Number(old.seq);
        if (!texts.has(rowSeq)) stale.add(rowSeq);
        removeListing.run(rowSeq);
      } else seq++;
      insertListing.run(
        rowSeq,
        row.id,
        row.deal,
        row.price,
        row.sqft,
        row.dateKey,
        row.type,
        row.city,
        row.subCity,
        row.lat,
        row.lng,
        row.agentId,
        row.ownerCode,
      );
      insertDoc.run(rowSeq, row.doc, row.docAm, row.docOm);
      for (const tag of row.tags) insertTag.run(tag, rowSeq);
      texts.set(rowSeq, { body: row.body, key: row.searchKey });
      written++;
      inBatch++;
      if (inBatch === batchRows) {
        commit();
        const tookMs = performance.now() - batchStarted;
        batchRows = nextBatchSize(pace, inBatch, tookMs);
        wait = { pauseMs: pace.pauseMs, restMs: restBefore(pace, tookMs) };
      }
    }
    if (open) commit();
  } catch (error) {
    if (open) db.exec('ROLLBACK');
    throw error;
  }
  pruneChanges(db, keepChanges);
  return written;
}

/** SQLite's error of a lock another connection held past the busy timeout (BUSY, LOCKED). */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}

/** How often the service asks again for the write lock that another process (an import) holds. */
const WRITE_LOCK_RETRY_MS = 10;

/** How long a write of the service waits for the lock before it is answered busy (503). */
const WRITE_LOCK_PATIENCE_MS = 5_000;

/**
 * `BEGIN IMMEDIATE` on the service's thread without blocking it: SQLite's own busy handler sleeps
 * the thread (every request of the service would wait), so the connection's busy timeout is 0 and
 * this asks again on a timer, between the import's transactions (write-pace.ts leaves a pause for
 * it), for WRITE_LOCK_PATIENCE_MS at most.
 */
async function beginWhenFree(db: DatabaseSync): Promise<void> {
  const until = performance.now() + WRITE_LOCK_PATIENCE_MS;
  for (;;) {
    try {
      db.exec('BEGIN IMMEDIATE');
      return;
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (performance.now() >= until) throw new WriteBusyError(error);
    }
    await new Promise((resolve) => setTimeout(resolve, WRITE_LOCK_RETRY_MS));
  }
}

/**
 * Publishing's writes (publishing-store.ts) on a connection of the service's own thread: one
 * transaction at a time (the connection holds one), each `BEGIN IMMEDIATE`, so that it holds the
 * database's one write lock from its first read: the daily count and the next seq it reads stay
 * true until it commits, whatever another process (an import) writes. The lock is waited for on a
 * timer, never by sleeping the thread.
 */
export function sqliteWrites(
  db: DatabaseSync,
  { keepChanges = FEED_KEEP }: Pick<StoreOptions, 'keepChanges'> = {},
): WriteDatabase {
  db.exec('PRAGMA busy_timeout = 0');
  const connection = sqliteConnection(db);
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(step: () => Promise<T>): Promise<T> => {
    const run = queue.then(step);
    queue = run.catch(() => undefined);
    return run;
  };
  const inTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await beginWhenFree(db);
    try {
      const result = await work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw isBusy(error) ? new WriteBusyError(error) : error;
    }
  };
  return {
    async writeText(tx, seq, body, key) {
      for (const table of SQLITE_TEXT_TABLES) await tx.all(insertTextSql(table), [seq, body, key]);
      for (const [col, word] of vocabularyOf(body, key)) await tx.all(INSERT_WORD_SQL, [col, word]);
    },
    async removeText(tx, seq) {
      for (const table of SQLITE_TEXT_TABLES) await tx.all(removeTextSql(table), [seq]);
    },
    transaction: (work) => serially(() => inTransaction(() => work(connection))),
    // Housekeeping: when the lock stays taken, the import's own pruning at its end does it.
    afterWrite: () =>
      serially(() =>
        inTransaction(() => Promise.resolve(pruneChanges(db, keepChanges))).catch((error) => {
          if (!(error instanceof WriteBusyError)) throw error;
        }),
      ),
  };
}

/** What a removal did: the listings removed, or the ids no listing has (then none was removed). */
export type Removal = { removed: number } | { unknown: string[] };

/**
 * Removes the listings with these ids, with their documents, tags and text, in one transaction:
 * all of them, or none when an id names no listing.
 */
export function removeListings(db: DatabaseSync, ids: readonly string[]): Removal {
  const find = db.prepare('SELECT seq FROM listings WHERE id = ?');
  const removeText = textRemover(db);
  // The documents and tags go with the row (ON DELETE CASCADE; openDatabase turns foreign keys on).
  const removeListing = db.prepare('DELETE FROM listings WHERE seq = ?');
  const seqs = ids.map((id) => find.get(id)?.seq);
  const unknown = ids.filter((_, i) => seqs[i] === undefined);
  if (unknown.length > 0) return { unknown };
  db.exec('BEGIN');
  try {
    // The texts first, then the rows (whose trigger's savepoints make FTS5 write what is pending).
    for (const seq of seqs) removeText(Number(seq));
    for (const seq of seqs) removeListing.run(Number(seq));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  pruneChanges(db);
  return { removed: seqs.length };
}
