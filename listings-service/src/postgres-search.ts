import type { SearchDialect, Sql, SqlValue } from './listing-query';
import { searchKey } from './search-key';

/** pg_trgm's index finds only strings of at least this many characters, as FTS5's trigrams. */
const TRIGRAM = 3;

function length(text: string): number {
  return [...text].length;
}

/** A LIKE pattern finding `text` anywhere: its `%`, `_` and `\` escaped, so they are only data. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The words of a text query, each found as a substring of the listing's text or, by its Latin
 * search key (`ቦሌ` → `bole`), of the key; every word must match: the rules of sqlite-search.ts,
 * with LIKE served by pg_trgm's GIN indexes (migration 002's Postgres file). pg_trgm needs a
 * database whose LC_CTYPE is not C (C.UTF-8): in C it sees no trigram in Ethiopic text. A word
 * shorter than a trigram in both forms is looked for row by row, inside the statement timeout.
 */
export function postgresTextMatches(text: string): Sql | undefined {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const conditions: string[] = [];
  const values: SqlValue[] = [];
  for (const word of words) {
    const key = searchKey(word);
    // SQLite's rule (sqlite-search.ts), so both engines give the same answers: the text by a word
    // of a trigram or more, unless the word is its own key ("bole" is found in the key wherever it
    // is in the text); the key by a key of a trigram or more (`ቦሌ`, 2 characters, by `bole`).
    // Only a word short in both forms (`G+`) is looked for in both, row by row.
    const terms: string[] = [];
    const byText = length(word) >= TRIGRAM && key !== word;
    const byKey = length(key) >= TRIGRAM;
    if (byText || !byKey) {
      terms.push('body LIKE ?');
      values.push(containing(word));
    }
    if (byKey || (!byText && key !== '')) {
      terms.push('search_key LIKE ?');
      values.push(containing(key));
    }
    conditions.push(`(${terms.join(' OR ')})`);
  }
  return {
    text: `SELECT string_agg(seq::text, ',') AS seqs FROM listing_text WHERE ${conditions.join(' AND ')}`,
    values,
  };
}

/** Postgres's text search (pg_trgm over the text and its search key) and its list aggregate. */
export const postgresDialect: SearchDialect = {
  textMatches: postgresTextMatches,
  listAggregate: (column, orderBy) =>
    `string_agg((${column})::text, ','${orderBy ? ` ORDER BY ${orderBy}` : ''})`,
};
