-- Publishing (docs/publishing.md): a listing an account published carries its publisher, its
-- status and its version; the listings stored before (the demo's, the imports') have no publisher
-- and stay as they were: live, version 1, no dates.

-- The account that published the listing: the API's user id and user code (its token's `sub` and
-- `userCode`). NULL for a listing no account published (seed, import): no account may change it.
ALTER TABLE listings ADD COLUMN publisher_id INTEGER;
ALTER TABLE listings ADD COLUMN publisher_code TEXT;
-- 'live', or 'withdrawn' by its publisher: a withdrawn listing leaves every search, count and
-- lookup (the query workers' index reads live listings only) and its page answers 410.
ALTER TABLE listings ADD COLUMN status TEXT NOT NULL DEFAULT 'live'
  CHECK (status IN ('live', 'withdrawn'));
-- Moved by one at every write of the listing: an edit names the version it was made from and is
-- refused when the listing has moved on since (compare-and-set in the UPDATE's WHERE).
ALTER TABLE listings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- Milliseconds since 1970; NULL for a listing no account published.
ALTER TABLE listings ADD COLUMN created_at BIGINT;
ALTER TABLE listings ADD COLUMN updated_at BIGINT;

-- An account's listings (its own list) and its new listings of the last day (the daily limit).
CREATE INDEX listings_by_publisher ON listings (publisher_id, created_at);
-- The few withdrawn listings, which the index's load leaves out.
CREATE INDEX listings_withdrawn ON listings (seq) WHERE status <> 'live';

-- The listing as its publisher wrote it (ListingDraft, after the listing's rules cleaned it): what
-- the edit form is filled with. The document (`doc`, `doc_am`) is made from it at every write.
ALTER TABLE listing_docs ADD COLUMN draft TEXT;
