-- Postgres's text search and change counter (docs/listings-service.md#postgres), the twin of
-- 002_search.sqlite.sql. The map box needs no index: it is answered from the query workers' index.

-- pg_trgm is a trusted extension (Postgres 13+): the database's owner may create it. It needs a
-- database whose LC_CTYPE is not C (C.UTF-8): in C it sees no trigram in Ethiopic text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The searchable text of each listing: `body` is its English and Amharic titles, descriptions and
-- places, lower-cased; `search_key` their Latin search key (listings-service/src/search-key.ts).
-- Trigram indexes serve `LIKE '%word%'`: any substring of 3 characters or more.
CREATE TABLE listing_text (
  seq INTEGER PRIMARY KEY REFERENCES listings (seq) ON DELETE CASCADE,
  body TEXT NOT NULL,
  search_key TEXT NOT NULL
);
CREATE INDEX listing_text_body ON listing_text USING gin (body gin_trgm_ops);
CREATE INDEX listing_text_search_key ON listing_text USING gin (search_key gin_trgm_ops);

-- Moved by every statement that writes the listings or their tags: the service reads its index
-- again when it changes (SQLite's `PRAGMA data_version`).
CREATE TABLE listings_version (
  one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one),
  version BIGINT NOT NULL
);
INSERT INTO listings_version (version) VALUES (0);
CREATE FUNCTION listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings_version SET version = version + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER listings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_changed();
CREATE TRIGGER listing_tags_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listing_tags
  FOR EACH STATEMENT EXECUTE FUNCTION listings_changed();
