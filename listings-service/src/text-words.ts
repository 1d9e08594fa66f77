/**
 * The words of a text as FTS5's unicode61 tokenizer cuts it (its default categories): runs of
 * letters, digits and private-use characters. The word index's vocabulary (`listing_vocabulary`,
 * 011) is written from them, and must hold every word the index holds (a test checks it against
 * FTS5's own list).
 */
export function wordsOf(text: string): Set<string> {
  return new Set(text.match(/[\p{L}\p{N}\p{Co}]+/gu) ?? []);
}
