-- The change feed (docs/listings-service.md#the-change-feed): every write to `listings` leaves the
-- seq of the listing it touched and the writing transaction's id, and wakes the readers
-- (LISTEN listing_changes), so that each query worker of every service process applies the
-- changed listings to its in-memory index instead of loading it again. A listing's tags are
-- written only with its row (a store deletes and inserts the row, the tags cascade), so the row's
-- triggers cover them.
--
-- Readers follow the transaction ids, not `change`: a sequence's numbers are handed out in the
-- order statements run, not the order transactions commit, so a reader that had seen change 101
-- could miss 100, committed later. A reader instead takes, each time, the changes of transactions
-- between its last horizon and the current one (pg_snapshot_xmin: every transaction before it has
-- ended), so each committed change is read exactly once.
CREATE TABLE listing_changes (
  change BIGSERIAL PRIMARY KEY,
  seq INTEGER NOT NULL,
  tx xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX listing_changes_by_tx ON listing_changes (tx);

-- The writers keep the newest changes only (postgres-database.ts prunePostgresChanges):
-- `pruned_through` is the newest transaction whose changes were deleted (or that emptied the
-- table). A reader whose horizon is not past it may have missed changes, and loads again.
CREATE TABLE listing_feed (
  one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one),
  pruned_through xid8 NOT NULL DEFAULT '0'
);
INSERT INTO listing_feed DEFAULT VALUES;

CREATE FUNCTION record_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (seq) SELECT seq FROM changed;
  -- Delivered at commit, once per transaction however many statements sent it.
  PERFORM pg_notify('listing_changes', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER listings_added AFTER INSERT ON listings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();
CREATE TRIGGER listings_updated AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();
CREATE TRIGGER listings_updated_from AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();
CREATE TRIGGER listings_removed AFTER DELETE ON listings
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();

-- TRUNCATE has no rows to report: every reader loads again.
CREATE FUNCTION listings_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_feed SET pruned_through = pg_current_xact_id();
  PERFORM pg_notify('listing_changes', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER listings_truncated AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_truncated();

-- The feed replaces 002's version counter, which made every worker load its index again.
DROP TRIGGER listings_changed ON listings;
DROP TRIGGER listing_tags_changed ON listing_tags;
DROP FUNCTION listings_changed();
DROP TABLE listings_version;
