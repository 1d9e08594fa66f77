-- The texts' words (docs/listings-service.md#the-word-index), SQLite only: the same two texts as
-- 002's `listing_text` (rowid = listings.seq), cut into words (unicode61: runs of letters and
-- digits, diacritics kept). A query word of letters and digits only is found through the words
-- that hold it, which the vocabulary table lists: one posting list a word rather than a trigram
-- index's candidates read back. `detail=column`: a word is looked for in its own column (the text
-- or the key); no positions, no content (the texts are `listing_text`'s).
CREATE VIRTUAL TABLE listing_words USING fts5 (
  body,
  search_key,
  tokenize = 'unicode61 remove_diacritics 0',
  detail = column,
  content = '',
  contentless_delete = 1
);

-- One row a word and column (term, col, doc, cnt): the words holding a query word.
CREATE VIRTUAL TABLE listing_words_vocab USING fts5vocab (listing_words, 'col');

-- The listings a database held before this migration (minutes at 1,000,000).
INSERT INTO listing_words (rowid, body, search_key) SELECT rowid, body, search_key FROM listing_text;

-- The words the index holds, in the column each is in ('body', 'search_key'): the query words'
-- forms are looked for in them (fts5vocab reads the whole index to list them: 450 ms at 100,000
-- listings). Every writer adds a text's words (listing-store.ts `wordsOf`, unicode61's rule); a
-- word no listing holds any more stays, and finds none.
CREATE TABLE listing_vocabulary (
  col TEXT NOT NULL,
  word TEXT NOT NULL,
  PRIMARY KEY (col, word)
) WITHOUT ROWID;
INSERT INTO listing_vocabulary (col, word) SELECT col, term FROM listing_words_vocab;
