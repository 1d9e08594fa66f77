-- One index per sort, in the sort's own order, listings without a valid value last and the data
-- order (`seq`) as the tie-break (docs/rules.md#sort): a page is read off the index instead of
-- sorting every match. Replaces 001's plain (value, seq) indexes, which could not give
-- "invalid last" in both directions.
DROP INDEX listings_by_date;
DROP INDEX listings_by_price;
CREATE INDEX listings_newest ON listings ((date_key IS NULL), date_key DESC, seq);
CREATE INDEX listings_oldest ON listings ((date_key IS NULL), date_key, seq);
CREATE INDEX listings_dearest ON listings ((price IS NULL), price DESC, seq);
CREATE INDEX listings_cheapest ON listings ((price IS NULL), price, seq);
