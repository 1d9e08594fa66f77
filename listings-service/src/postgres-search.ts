import { placeholders, type SearchDialect, type Sql, type SqlValue } from './listing-query';
import { textQueryWords } from '../../shared/src/domain/search-key';

/** A LIKE pattern finding `text` anywhere: its `%`, `_` and `\` escaped, so they are only data. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The words of a text query, each found as a substring of the listing's text or, by its Latin
 * search key (`ቦሌ` → `bole`), of the key; every word must match: the rule of `textQueryWords`,
 * as SQLite's, with LIKE served by pg_trgm's GIN indexes (migration 002's Postgres file). pg_trgm
 * needs a database whose LC_CTYPE is not C (C.UTF-8): in C it sees no trigram in Ethiopic text.
 */
export function postgresTextMatches(text: string, among?: readonly number[]): Sql | undefined {
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  const conditions: string[] = [];
  const values: SqlValue[] = [];
  for (const word of words) {
    // A word short in both forms (`G+`) is looked for row by row, inside the statement timeout.
    const terms: string[] = [];
    if (word.text !== undefined) {
      terms.push('body LIKE ?');
      values.push(containing(word.text));
    }
    if (word.key !== undefined) {
      terms.push('search_key LIKE ?');
      values.push(containing(word.key));
    }
    conditions.push(`(${terms.join(' OR ')})`);
  }
  // Asked of a few listings (a kept answer, brought up to date): read by their key.
  if (among) {
    conditions.push(`seq IN (${placeholders(among.length)})`);
    values.push(...among);
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
  textsOf: (seqs) => ({
    text: `SELECT body FROM listing_text WHERE seq IN (${placeholders(seqs.length)})`,
    values: [...seqs],
  }),
};
