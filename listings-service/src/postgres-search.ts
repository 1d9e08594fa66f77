import {
  placeholders,
  type HeldWords,
  type SearchDialect,
  type Sql,
  type WordColumns,
  type WordsHolding,
} from './listing-query';
import { queryWordKeys, textQueryWords } from '../../shared/src/domain/search-key';

/** A LIKE pattern finding `text` anywhere: its `%`, `_` and `\` escaped, so they are only data. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text columns, by the query word's form. */
const TEXT_COLUMNS: WordColumns = { text: 'body', key: 'search_key' };

/** How migration 011 stores a word of each column in a listing's words: the key's after a `#`. */
const LEXEME_PREFIX: WordColumns = { text: '', key: '#' };

/** A lexeme of a tsquery, as it is (the `::tsquery` input neither stems nor lower-cases): quoted,
 * its `'` and `\` escaped so they are only data. */
function lexeme(word: string): string {
  return `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'`;
}

/**
 * The tsquery of the query words `holding` gives (each a map of its columns' indexed words): a
 * listing's words hold one of each query word's (migration 011's `listing_words`).
 */
export function wordsQuery(held: readonly HeldWords[]): string {
  return held
    .map(
      (columns) =>
        `(${(['text', 'key'] as const)
          .flatMap((column) =>
            (columns[column] ?? []).map((word) => lexeme(LEXEME_PREFIX[column] + word)),
          )
          .join(' | ')})`,
    )
    .join(' & ');
}

/**
 * The words of a text query, each found as a substring of the listing's text or, by its Latin
 * search key (`ቦሌ` → `bole`), of the key; every word must match: the rule of `textQueryWords`,
 * as SQLite's. A word `holding` gives is found through the indexed words that hold its forms
 * (migration 011's `listing_words`, through its functions, which keep the planner to the GIN
 * index); any other by LIKE, served by pg_trgm's GIN indexes (migration 002), which need a
 * database whose LC_CTYPE is not C (C.UTF-8): in C they see no trigram in Ethiopic text. Asked
 * `among` a few listings, those are read by their key and every word looked for in their texts.
 */
export function postgresTextMatches(
  text: string,
  among?: readonly number[],
  holding?: WordsHolding,
): Sql | undefined {
  const lowered = queryWordKeys(text);
  const words = textQueryWords(text);
  if (words.length === 0) return undefined;
  const held: HeldWords[] = [];
  const byText: Sql[] = [];
  for (const [at, word] of words.entries()) {
    const wordsHolding = among ? undefined : holding?.get(lowered[at] ?? '');
    if (wordsHolding) {
      // No indexed word holds either form: the query word is in no listing.
      if (!(wordsHolding.text?.length || wordsHolding.key?.length)) {
        return { text: 'SELECT NULL AS seqs', values: [] };
      }
      held.push(wordsHolding);
      continue;
    }
    // A word short in both forms (`G+`) is looked for row by row, inside the statement timeout.
    const terms = (['text', 'key'] as const).flatMap((column) => {
      const form = word[column];
      return form === undefined ? [] : [{ column: TEXT_COLUMNS[column], form }];
    });
    byText.push({
      text: `(${terms.map((term) => `${term.column} LIKE ?`).join(' OR ')})`,
      values: terms.map((term) => containing(term.form)),
    });
  }
  // Every word by the word index: its table alone.
  if (byText.length === 0) {
    return { text: 'SELECT listing_words_seqs(?::tsquery) AS seqs', values: [wordsQuery(held)] };
  }
  const parts = [...byText];
  if (held.length > 0) {
    parts.push({
      text: 'seq IN (SELECT listing_words_matching(?::tsquery))',
      values: [wordsQuery(held)],
    });
  }
  // Asked of a few listings (a kept answer, brought up to date): read by their key.
  if (among) parts.push({ text: `seq IN (${placeholders(among.length)})`, values: [...among] });
  return {
    text: `SELECT string_agg(seq::text, ',') AS seqs FROM listing_text WHERE ${parts.map((part) => part.text).join(' AND ')}`,
    values: parts.flatMap((part) => part.values),
  };
}

/** Postgres's text search (its words, and pg_trgm over the text and its search key) and its list aggregate. */
export const postgresDialect: SearchDialect = {
  textMatches: postgresTextMatches,
  // The vocabulary (011): every word of the index, in its column, read whole.
  wordsHolding: (form, column, limit) => ({
    text: 'SELECT word AS term FROM listing_vocabulary WHERE col = ? AND strpos(word, ?) > 0 LIMIT ?',
    values: [TEXT_COLUMNS[column], form, limit],
  }),
  listAggregate: (column) => `string_agg((${column})::text, ',')`,
  textsOf: (seqs) => ({
    text: `SELECT seq, body, search_key FROM listing_text WHERE seq IN (${placeholders(seqs.length)})`,
    values: [...seqs],
  }),
};
