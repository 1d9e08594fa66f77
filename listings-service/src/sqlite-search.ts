import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  placeholders,
  type Connection,
  type HeldWords,
  type Row,
  type SearchDialect,
  type Sql,
  type SqlValue,
  type WordColumns,
  type WordsHolding,
} from './listing-query';
import { queryWordKeys, textQueryWords, type WordMatch } from '../../shared/src/domain/search-key';

/** An FTS5 string: the text in double quotes, its own double quotes doubled, so it is only data. */
function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** A word's forms, each with the column it is looked for in. */
function termsOf(word: WordMatch, columns: WordColumns): { column: string; value: string }[] {
  return [
    ...(word.text !== undefined ? [{ column: columns.text, value: word.text }] : []),
    ...(word.key !== undefined ? [{ column: columns.key, value: word.key }] : []),
  ];
}

/** A word looked for row by row: either form a substring of its column. */
function scannedWord(word: WordMatch, columns: WordColumns): Sql {
  const terms = termsOf(word, columns);
  return {
    text: `(${terms.map((t) => `instr(${t.column}, ?) > 0`).join(' OR ')})`,
    values: terms.map((t) => t.value),
  };
}

const FTS_COLUMNS: WordColumns = { text: 'body', key: 'search_key' };
/** FTS5's own table of the texts (sqlite.org/fts5.html, "The Content Table"). */
const CONTENT_COLUMNS: WordColumns = { text: 'c0', key: 'c1' };

/** A query word found through the indexed words holding its forms (`listing_words`, 011). */
function wordExpression(holding: HeldWords): string {
  const columns = (Object.keys(FTS_COLUMNS) as (keyof WordColumns)[]).filter(
    (column) => (holding[column]?.length ?? 0) > 0,
  );
  // No indexed word holds either form: the query word is in no listing.
  if (columns.length === 0) return '';
  return `(${columns
    .map(
      (column) =>
        `${FTS_COLUMNS[column]} : (${(holding[column] ?? []).map(ftsString).join(' OR ')})`,
    )
    .join(' OR ')})`;
}

/**
 * The words of a text query, each matched as a substring of the listing's text or of its Latin
 * search key (`ቦሌ` by its key `bole`) by the rule of `textQueryWords`; every word must match. A
 * word `holding` gives is found through the indexed words that hold it (`listing_words`); any
 * other word of 3 characters or more in either form uses the trigram index (`listing_text`); a
 * shorter one (`G+`) is looked for in the indexed table's rows one by one, inside the query's time
 * bound. Asked `among` a few listings, their texts are read and every word looked for in them
 * (textsAmong).
 */
export function sqliteTextMatches(
  text: string,
  among?: readonly number[],
  holding?: WordsHolding,
): Sql | undefined {
  const lowered = queryWordKeys(text);
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  if (among) return textsAmong(words, among);
  const byWords: string[] = [];
  const trigrams: string[] = [];
  const scanned: WordMatch[] = [];
  for (const [at, word] of words.entries()) {
    const held = holding?.get(lowered[at] ?? '');
    if (held) {
      const expression = wordExpression(held);
      if (expression === '') return { text: 'SELECT NULL AS seqs', values: [] };
      byWords.push(expression);
    } else if (word.indexed) {
      trigrams.push(
        `(${termsOf(word, FTS_COLUMNS)
          .map((t) => `${t.column} : ${ftsString(t.value)}`)
          .join(' OR ')})`,
      );
    } else scanned.push(word);
  }
  const wordsMatch: Sql = { text: 'listing_words MATCH ?', values: [byWords.join(' AND ')] };
  // Every word by the word index: its table alone (its rowids are the listings' seqs too).
  if (trigrams.length === 0 && scanned.length === 0) return seqsOf('listing_words', [wordsMatch]);
  const parts: Sql[] = [];
  if (trigrams.length > 0) {
    parts.push({ text: 'listing_text MATCH ?', values: [trigrams.join(' AND ')] });
  }
  if (byWords.length > 0) {
    parts.push({
      text: `rowid IN (SELECT rowid FROM listing_words WHERE ${wordsMatch.text})`,
      values: wordsMatch.values,
    });
  }
  for (const word of scanned) parts.push(scannedWord(word, FTS_COLUMNS));
  return seqsOf('listing_text', parts);
}

/**
 * The seqs of an FTS table's rows that meet every part, as one text: the table's rowids are the
 * listings' seqs, so no join to the listings table; one text of them all, since 130,000 rows read
 * one by one took twice as long.
 */
function seqsOf(table: string, parts: readonly Sql[]): Sql {
  return {
    text: `SELECT group_concat(rowid, ',') AS seqs FROM ${table} WHERE ${parts.map((part) => part.text).join(' AND ')}`,
    values: parts.flatMap((part) => part.values),
  };
}

/**
 * The listings of FTS5's own table of the texts, `listing_text_content` (`id` the rowid, `c0` body,
 * `c1` search_key), that meet `where` (on `id`, its primary key) and hold every word, each looked
 * for row by row.
 */
function contentMatches(words: readonly WordMatch[], where: Sql): Sql {
  const parts = [where, ...words.map((word) => scannedWord(word, CONTENT_COLUMNS))];
  return {
    text: `SELECT group_concat(id, ',') AS seqs FROM listing_text_content WHERE ${parts.map((part) => part.text).join(' AND ')}`,
    values: parts.flatMap((part) => part.values),
  };
}

/**
 * The listings of seq in [from, to) whose text holds `text`'s words, all of them looked for row by
 * row (words no index serves): a range of the content table's primary key is read alone, where a
 * range of the FTS table's rowid reads every row.
 */
function sqliteScannedMatches(text: string, from: number, to: number): Sql | undefined {
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  return contentMatches(words, { text: 'id >= ? AND id < ?', values: [from, to] });
}

/**
 * The listings among `among` whose texts hold every word, their texts read by primary key. For a
 * few listings (a kept answer brought up to date after a change, or the words no index serves
 * among the others' matches) this is the cheap way: FTS5 seeks each rowid in each word's list,
 * 13.7 ms for 40 listings of `bedroom` at 1,000,000, where their texts took 0.1 ms (warm; 2 ms
 * read from disk).
 */
function textsAmong(words: readonly WordMatch[], among: readonly number[]): Sql {
  return contentMatches(words, {
    text: `id IN (${placeholders(among.length)})`,
    values: [...among],
  });
}

/** SQLite's text search: FTS5's words and trigrams of the text and its search key. */
export const sqliteDialect: SearchDialect = {
  textMatches: sqliteTextMatches,
  // The vocabulary (011): every word of the index, in its column, read whole (a few milliseconds).
  wordsHolding: (form, column, limit) => ({
    text: 'SELECT word AS term FROM listing_vocabulary WHERE col = ? AND instr(word, ?) > 0 LIMIT ?',
    values: [FTS_COLUMNS[column], form, limit],
  }),
  // A slice's texts are read whole: 8-15 ms for 1,000 real-length listings (100,000 of them, a
  // busy machine), against 7 ms a thousand read in one statement.
  scan: { slice: 1_000, range: sqliteScannedMatches },
  listAggregate: (column) => `group_concat(${column}, ',')`,
  textsOf: (seqs) => ({
    text: `SELECT id AS seq, c0 AS body, c1 AS search_key FROM listing_text_content WHERE id IN (${placeholders(seqs.length)})`,
    values: [...seqs],
  }),
};

/**
 * A value as node:sqlite should bind it: a whole number as an INTEGER. node:sqlite binds every JS
 * number as a REAL, and FTS5 ignores a REAL in `rowid = ?` beside a MATCH (SQLite 3.51): the
 * recheck of one changed listing (`rowid IN (?)`, which SQLite makes `=`) read every listing of
 * the word instead, 10–560 ms at 1,000,000 where the listing alone takes under 1 ms.
 */
function boundValue(value: SqlValue): SqlValue | bigint {
  return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;
}

/** A node:sqlite database as the query module's connection (statements prepared once each). */
export function sqliteConnection(db: DatabaseSync): Connection {
  const statements = new Map<string, StatementSync>();
  return {
    all(sql: string, values: readonly SqlValue[]): Promise<Row[]> {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        // Queries vary with the number of tags and words: keep the cache bounded.
        if (statements.size > 500) statements.clear();
        statements.set(sql, statement);
      }
      return Promise.resolve(statement.all(...values.map(boundValue)) as Row[]);
    },
  };
}
