-- The texts' words (docs/listings-service.md#the-word-index), Postgres's twin of
-- 011_words.sqlite.sql: each listing's two texts (`listing_text`) cut into runs of letters and
-- digits, as one `tsvector` (its lexemes as they are: no stemming, no stop words) with a GIN
-- index, one posting list a word: the text's words as they are, the search key's after a `#`
-- (`#bole`), which no word holds. A query word of letters and digits only is found through the
-- words that hold it, which the vocabulary lists: `words @@ 'bedroom' | 'bedrooms' | '#bedrom'`
-- reads their posting lists, where `body LIKE '%bedroom%'` read every candidate's text again.
--
-- A table of its own, its rows narrow: `toast_tuple_target` at its least moves each row's words
-- out of line, so that the rows a frequent word finds (`bedroom`: 929,000 of 1,000,000) are read
-- from 66 MB of pages for their seq (166 ms), not from the 1.5 GB of `listing_text`'s.

-- A text's words: its runs of Postgres's `[[:alnum:]]` (letters and decimal digits, in any
-- script, in a database whose LC_CTYPE is not C), unicode61's but for the other numbers (`²`).
CREATE FUNCTION listing_text_words(text TEXT) RETURNS TEXT[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array_remove(regexp_split_to_array(text, '[^[:alnum:]]+'), '') $$;

-- A listing's words: its text's, and its search key's after a `#`.
CREATE FUNCTION listing_words_of(body TEXT, search_key TEXT) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT array_to_tsvector(listing_text_words(body)
      || ARRAY(SELECT '#' || word FROM unnest(listing_text_words(search_key)) AS word))
  $$;

CREATE TABLE listing_words (
  seq INTEGER PRIMARY KEY REFERENCES listing_text (seq) ON DELETE CASCADE,
  words tsvector NOT NULL
) WITH (toast_tuple_target = 128);

-- The words the index holds, in the column each is in ('body', 'search_key'), as on SQLite: a
-- query word's forms are looked for in them. Written with the words, so that it holds every word
-- the index does; a word no listing holds any more stays, and finds none.
CREATE TABLE listing_vocabulary (
  col TEXT NOT NULL,
  word TEXT NOT NULL,
  PRIMARY KEY (col, word)
);

-- The vocabulary's rows of a set of listings' words.
CREATE FUNCTION listing_vocabulary_of(words tsvector) RETURNS TABLE (col TEXT, word TEXT)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE WHEN lexeme LIKE '#%' THEN 'search_key' ELSE 'body' END,
           CASE WHEN lexeme LIKE '#%' THEN substr(lexeme, 2) ELSE lexeme END
      FROM unnest(tsvector_to_array(words)) AS lexeme
  $$;

-- Every statement that stores texts stores their words and adds them to the vocabulary, in one
-- statement over the rows it stored (an import's 10,000 at a time).
CREATE FUNCTION listing_words_stored() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH cut AS (
    INSERT INTO listing_words (seq, words)
      SELECT seq, listing_words_of(body, search_key) FROM stored
    ON CONFLICT (seq) DO UPDATE SET words = excluded.words
    RETURNING words
  )
  INSERT INTO listing_vocabulary (col, word)
    SELECT DISTINCT v.col, v.word FROM cut, listing_vocabulary_of(cut.words) AS v
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER listing_words_inserted AFTER INSERT ON listing_text
  REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION listing_words_stored();
CREATE TRIGGER listing_words_updated AFTER UPDATE ON listing_text
  REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION listing_words_stored();

-- The listings whose words meet `query`, and the same as one text of their seqs (the search's
-- `seqs`). Planned with no sequential scan: the planner counts a row's words as 18 bytes and
-- would read every row's for a frequent word (2.7 s for `bedroom` at 1,000,000, each fetched
-- from TOAST), where the GIN index gives their seqs' pages (166 ms). The bitmap of their pages
-- stays exact (no row read again) within `work_mem`: 32 MB, far more than the 84,000 pages of
-- 10,000,000 listings' rows.
CREATE FUNCTION listing_words_matching(query tsquery) RETURNS SETOF INTEGER
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET enable_seqscan = off SET work_mem = '32MB'
  AS $$ SELECT seq FROM listing_words WHERE words @@ query $$;
CREATE FUNCTION listing_words_seqs(query tsquery) RETURNS TEXT
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET enable_seqscan = off SET work_mem = '32MB'
  AS $$ SELECT string_agg(seq::text, ',') FROM listing_words WHERE words @@ query $$;

-- The listings a database held before this migration (minutes at 1,000,000), then the index.
INSERT INTO listing_words (seq, words)
  SELECT seq, listing_words_of(body, search_key) FROM listing_text;
INSERT INTO listing_vocabulary (col, word)
  SELECT DISTINCT v.col, v.word FROM listing_words, listing_vocabulary_of(listing_words.words) AS v;
CREATE INDEX listing_words_words ON listing_words USING gin (words);
