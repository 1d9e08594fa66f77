-- What the site's other pages ask for besides a search (docs/listings-service.md#lookups): an
-- agent's listings, an account's listings, and the related listings of a property page (same
-- city; same sub-city, then same deal, first).

-- The listing's `agentId` and `ownerCode` (NULL when it has none), kept beside the narrow columns
-- so that an agent's or an owner's listings are an index lookup, not a scan of the documents.
ALTER TABLE listings ADD COLUMN agent_id TEXT;
ALTER TABLE listings ADD COLUMN owner_code TEXT;
CREATE INDEX listings_by_agent ON listings (agent_id, seq);
CREATE INDEX listings_by_owner ON listings (owner_code, seq);

-- The related listings' tiers, each read in the data order and stopped after a few rows.
CREATE INDEX listings_by_place ON listings (city, sub_city, deal, seq);
CREATE INDEX listings_by_city_deal ON listings (city, deal, seq);
