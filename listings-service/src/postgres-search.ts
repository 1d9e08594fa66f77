import type { SearchDialect, Sql, SqlValue } from './listing-query';
import { searchKey } from './search-key';

/** A LIKE pattern finding `text` anywhere: its `%`, `_` and `\` escaped, so they are only data. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The words of a text query, each found as a substring of the listing's text or, by its Latin
 * search key (`ቦሌ` → `bole`), of the key; every word must match: the rules of sqlite-search.ts,
 * with LIKE served by pg_trgm's GIN indexes (migration 002's Postgres file). pg_trgm needs a
 * database whose LC_CTYPE is not C (C.UTF-8): in C it sees no trigram in Ethiopic text. A word
 * shorter than a trigram is looked for row by row, inside the statement timeout.
 */
export function postgresTextMatches(text: string): Sql | undefined {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const conditions: string[] = [];
  const values: SqlValue[] = [];
  for (const word of words) {
    const key = searchKey(word);
    const terms: string[] = [];
    // A word that is its own key ("bole") is found in the key wherever it is in the text.
    if (key !== word) {
      terms.push('body LIKE ?');
      values.push(containing(word));
    }
    if (key !== '') {
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
