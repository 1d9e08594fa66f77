/*
 * The engines answer a set of listings as one text of comma-separated seqs (SQLite's group_concat,
 * Postgres's string_agg: docs/listings-service.md#the-index). Read character by character: at
 * 93,000 seqs this takes 2.6 ms where `split(',')` and `Number` took 41–88 ms (the text answer of a
 * frequent word at 1,000,000 listings is 929,000 of them).
 */

const COMMA = 44;
const ZERO = 48;
const NINE = 57;

function malformed(list: string, at: number): Error {
  return new Error(
    `a list of listings is malformed at character ${at}: "${list.slice(at, at + 20)}"`,
  );
}

/** Calls `visit` with each seq of `list` ("3,17,42"; "" holds none), in the list's order. */
export function readSeqList(list: string, visit: (seq: number) => void): void {
  if (list === '') return;
  let seq = 0;
  let digits = 0;
  for (let at = 0; at < list.length; at += 1) {
    const code = list.charCodeAt(at);
    if (code === COMMA) {
      if (digits === 0) throw malformed(list, at);
      visit(seq);
      seq = 0;
      digits = 0;
    } else if (code >= ZERO && code <= NINE) {
      seq = seq * 10 + (code - ZERO);
      digits += 1;
    } else {
      throw malformed(list, at);
    }
  }
  if (digits === 0) throw malformed(list, list.length);
  visit(seq);
}
