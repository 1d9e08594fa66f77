import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  placeholders,
  type Connection,
  type Row,
  type SearchDialect,
  type Sql,
  type SqlValue,
} from './listing-query';
import { textQueryWords, type WordMatch } from '../../shared/src/domain/search-key';

/** An FTS5 string: the text in double quotes, its own double quotes doubled, so it is only data. */
function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The columns a word's two forms are looked for in: the FTS table's, or its content table's. */
interface TextColumns {
  text: string;
  key: string;
}

/** A word's forms, each with the column it is looked for in. */
function termsOf(word: WordMatch, columns: TextColumns): { column: string; value: string }[] {
  return [
    ...(word.text !== undefined ? [{ column: columns.text, value: word.text }] : []),
    ...(word.key !== undefined ? [{ column: columns.key, value: word.key }] : []),
  ];
}

/** A word looked for row by row: either form a substring of its column. */
function scannedWord(word: WordMatch, columns: TextColumns): Sql {
  const terms = termsOf(word, columns);
  return {
    text: `(${terms.map((t) => `instr(${t.column}, ?) > 0`).join(' OR ')})`,
    values: terms.map((t) => t.value),
  };
}

const FTS_COLUMNS: TextColumns = { text: 'body', key: 'search_key' };
/** FTS5's own table of the texts (sqlite.org/fts5.html, "The Content Table"). */
const CONTENT_COLUMNS: TextColumns = { text: 'c0', key: 'c1' };

/**
 * The words of a text query, each matched as a substring of the listing's text or of its Latin
 * search key (`ቦሌ` by its key `bole`) by the rule of `textQueryWords`; every word must match. A
 * word of 3 characters or more in either form uses the trigram index; a shorter one (`G+`) is
 * looked for in the indexed table's rows one by one, inside the query's time bound.
 */
export function sqliteTextMatches(text: string, among?: readonly number[]): Sql | undefined {
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  const indexed = words
    .filter((word) => word.indexed)
    .map(
      (word) =>
        `(${termsOf(word, FTS_COLUMNS)
          .map((t) => `${t.column} : ${ftsString(t.value)}`)
          .join(' OR ')})`,
    );
  const parts: Sql[] = [];
  if (indexed.length > 0) {
    parts.push({ text: 'listing_text MATCH ?', values: [indexed.join(' AND ')] });
  }
  for (const word of words) if (!word.indexed) parts.push(scannedWord(word, FTS_COLUMNS));
  // Asked of a few listings (a kept answer, brought up to date): FTS5 seeks each rowid.
  if (among) parts.push({ text: `rowid IN (${placeholders(among.length)})`, values: [...among] });
  // The FTS table's own rowids are the listings' seqs: no join to the listings table; one text of
  // them all, since 130,000 rows read one by one took twice as long.
  return {
    text: `SELECT group_concat(rowid, ',') AS seqs FROM listing_text WHERE ${parts.map((part) => part.text).join(' AND ')}`,
    values: parts.flatMap((part) => part.values),
  };
}

/**
 * The listings of seq in [from, to) whose text holds `text`'s words, all of them looked for row by
 * row (words no index serves). Read from FTS5's own table of the texts, `listing_text_content`
 * (`id` the rowid, `c0` body, `c1` search_key): a range
 * of its primary key is read alone, where a range of the FTS table's rowid reads every row.
 */
function sqliteScannedMatches(text: string, from: number, to: number): Sql | undefined {
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  const parts = words.map((word) => scannedWord(word, CONTENT_COLUMNS));
  return {
    text: `SELECT group_concat(id, ',') AS seqs FROM listing_text_content WHERE id >= ? AND id < ? AND ${parts.map((part) => part.text).join(' AND ')}`,
    values: [from, to, ...parts.flatMap((part) => part.values)],
  };
}

/** SQLite's text search: FTS5 trigram over the text and its search key. */
export const sqliteDialect: SearchDialect = {
  textMatches: sqliteTextMatches,
  // A slice's texts are read whole: 8-15 ms for 1,000 real-length listings (100,000 of them, a
  // busy machine), against 7 ms a thousand read in one statement.
  scan: { slice: 1_000, range: sqliteScannedMatches },
  listAggregate: (column, orderBy) =>
    `group_concat(${column}, ','${orderBy ? ` ORDER BY ${orderBy}` : ''})`,
};

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
      return Promise.resolve(statement.all(...values) as Row[]);
    },
  };
}
