-- A published listing's photos (docs/publishing.md#photos): the manifest of its set of files,
-- written in the same transaction as the listing's row and document, and the sets an edit replaced,
-- which the hourly sweep keeps an hour longer.

-- The listing's set (PhotoSetManifest as JSON: each file's store key, width and height), and the
-- set's id apart, so that the sweep reads the ids of the sets in use without the manifests. NULL
-- for a listing without photos (the demo's, the imports', those published before photos): its
-- document shows its city's illustration.
ALTER TABLE listing_docs ADD COLUMN photos TEXT;
ALTER TABLE listing_docs ADD COLUMN photo_set TEXT;
CREATE INDEX listing_docs_photo_sets ON listing_docs (photo_set) WHERE photo_set IS NOT NULL;

-- A set an edit replaced with a new one, and when (milliseconds since 1970): the sweep
-- (cleanOrphans) counts it in use for an hour after, so that a page or a link preview cached with
-- its addresses keeps its pictures, then deletes its files and forgets it.
CREATE TABLE replaced_photo_sets (
  set_id TEXT PRIMARY KEY,
  listing_id TEXT NOT NULL,
  replaced_at BIGINT NOT NULL
);
CREATE INDEX replaced_photo_sets_by_time ON replaced_photo_sets (replaced_at);
