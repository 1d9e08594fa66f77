-- The map box is answered from the positions the query workers hold in memory
-- (listings-service/src/listing-index.ts: 3 ms for 1,000,000 points, where reading the R*Tree's
-- matches back took 97 ms for 55,000 at 100,000 listings), from the lat and lng columns both
-- engines share: the R*Tree of 002 is no longer read.
DROP TABLE listing_points;
