-- SQLite's text and map indexes (docs/listings-service.md#schema). The Postgres twin of this file
-- will hold pg_trgm indexes on the same two texts and a GiST index on the point.

-- The searchable text of each listing (rowid = listings.seq): `body` is its English and Amharic
-- titles, descriptions and places, lower-cased; `search_key` is their Latin search key
-- (listings-service/src/search-key.ts). Trigrams: any substring of 3 characters or more matches.
CREATE VIRTUAL TABLE listing_text USING fts5 (body, search_key, tokenize = 'trigram');

-- The map's points (id = listings.seq), for bounding-box queries.
CREATE VIRTUAL TABLE listing_points USING rtree (id, min_lat, max_lat, min_lng, max_lng);
