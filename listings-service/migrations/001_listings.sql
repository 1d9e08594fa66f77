-- The listings and what they are searched by (docs/listings-service.md#schema).
-- Written in the SQL that SQLite and Postgres share; the engine-specific indexes for text and map
-- search come in 002.

-- One row per listing. `seq` is the data order: the tie-break of every sort (docs/rules.md#sort).
CREATE TABLE listings (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  -- 'sale' when the id contains a lower-case b, else 'rent' (docs/rules.md#property-ids).
  deal TEXT NOT NULL CHECK (deal IN ('sale', 'rent')),
  -- US dollars and m²; NULL when the listing's value is not a finite number.
  price DOUBLE PRECISION,
  sqft DOUBLE PRECISION,
  -- The listing date as milliseconds since 1970 (parseIsoDate); NULL when it is not a valid date.
  date_key BIGINT,
  -- What the tag groups are read by (createTagGrouper's vocabulary: the data's own names).
  type TEXT,
  city TEXT,
  sub_city TEXT,
  lat DOUBLE PRECISION,
  lng DOUBLE PRECISION
);

-- The listing as the site's JSON (Property), and its Amharic texts as the overlay of
-- shared/assets/data/am/property-details.json (NULL when it has none). Apart from `listings`, so
-- that table holds only the narrow columns the query workers load into memory (listing-index.ts):
-- with the documents inline, reading those columns of 1,000,000 listings read a 2 GB file (7 s).
CREATE TABLE listing_docs (
  seq INTEGER PRIMARY KEY REFERENCES listings (seq) ON DELETE CASCADE,
  doc TEXT NOT NULL,
  doc_am TEXT
);

-- Each distinct filter tag of a listing (its `params`), matched exactly, as the data writes it.
CREATE TABLE listing_tags (
  tag TEXT NOT NULL,
  listing_seq INTEGER NOT NULL REFERENCES listings (seq) ON DELETE CASCADE,
  PRIMARY KEY (tag, listing_seq)
);
CREATE INDEX listing_tags_by_listing ON listing_tags (listing_seq, tag);

-- The sorts, each with its explicit tie-break.
CREATE INDEX listings_by_date ON listings (date_key, seq);
CREATE INDEX listings_by_price ON listings (price, seq);
CREATE INDEX listings_by_deal ON listings (deal, seq);
