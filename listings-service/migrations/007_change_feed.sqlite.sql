-- The change feed (docs/listings-service.md#the-change-feed): every write to `listings` leaves the
-- seq of the listing it touched, numbered in commit order (SQLite has one writer at a time), so
-- that each query worker applies the changed listings to its in-memory index instead of loading
-- it again. A listing's tags are written only with its row (a store deletes and inserts the row,
-- the tags cascade), so the row's triggers cover them.
CREATE TABLE listing_changes (
  change INTEGER PRIMARY KEY AUTOINCREMENT,
  seq INTEGER NOT NULL
);

-- The writers keep the newest changes only (listing-store.ts pruneChanges): `pruned_through` is
-- the last change deleted. A reader whose place is before it has missed changes, and loads again.
CREATE TABLE listing_feed (
  one INTEGER PRIMARY KEY CHECK (one = 1),
  pruned_through INTEGER NOT NULL
);
INSERT INTO listing_feed (one, pruned_through) VALUES (1, 0);

CREATE TRIGGER listing_added AFTER INSERT ON listings
BEGIN
  INSERT INTO listing_changes (seq) VALUES (new.seq);
END;
CREATE TRIGGER listing_updated AFTER UPDATE ON listings
BEGIN
  INSERT INTO listing_changes (seq) VALUES (old.seq);
  INSERT INTO listing_changes (seq) SELECT new.seq WHERE new.seq <> old.seq;
END;
CREATE TRIGGER listing_removed AFTER DELETE ON listings
BEGIN
  INSERT INTO listing_changes (seq) VALUES (old.seq);
END;
