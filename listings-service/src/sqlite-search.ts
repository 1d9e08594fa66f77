import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  placeholders,
  type Connection,
  type Row,
  type SearchDialect,
  type Sql,
  type SqlValue,
} from './listing-query';
import { textQueryWords } from '../../shared/src/domain/search-key';

/** An FTS5 string: the text in double quotes, its own double quotes doubled, so it is only data. */
function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The words of a text query, each matched as a substring of the listing's text or of its Latin
 * search key (`ቦሌ` by its key `bole`) by the rule of `textQueryWords`; every word must match. A
 * word of 3 characters or more in either form uses the trigram index; a shorter one (`G+`) is
 * looked for in the indexed table's rows one by one, inside the query's time bound.
 */
export function sqliteTextMatches(text: string, among?: readonly number[]): Sql | undefined {
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  const indexed: string[] = [];
  const scanned: Sql[] = [];
  for (const word of words) {
    const terms = [
      ...(word.text !== undefined ? [{ column: 'body', value: word.text }] : []),
      ...(word.key !== undefined ? [{ column: 'search_key', value: word.key }] : []),
    ];
    if (word.indexed) {
      indexed.push(`(${terms.map((t) => `${t.column} : ${ftsString(t.value)}`).join(' OR ')})`);
    } else {
      scanned.push({
        text: terms.map((t) => `instr(${t.column}, ?) > 0`).join(' OR '),
        values: terms.map((t) => t.value),
      });
    }
  }
  const parts: Sql[] = [];
  if (indexed.length > 0) {
    parts.push({ text: 'listing_text MATCH ?', values: [indexed.join(' AND ')] });
  }
  for (const scan of scanned) parts.push({ text: `(${scan.text})`, values: scan.values });
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
 * (`id` the rowid, `c0` body, `c1` search_key: sqlite.org/fts5.html, "The Content Table"): a range
 * of its primary key is read alone, where a range of the FTS table's rowid reads every row.
 */
function sqliteScannedMatches(text: string, from: number, to: number): Sql | undefined {
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  const parts = words.map((word) => {
    const terms = [
      ...(word.text !== undefined ? [{ column: 'c0', value: word.text }] : []),
      ...(word.key !== undefined ? [{ column: 'c1', value: word.key }] : []),
    ];
    return {
      text: `(${terms.map((t) => `instr(${t.column}, ?) > 0`).join(' OR ')})`,
      values: terms.map((t) => t.value),
    };
  });
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
