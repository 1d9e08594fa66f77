-- Fills 005's columns for the listings a database held before it (a fresh database gets them
-- from storeListings). SQLite only: a Postgres database starts from 005 with them.
UPDATE listings SET
  agent_id = (SELECT json_extract(d.doc, '$.agentId') FROM listing_docs d WHERE d.seq = listings.seq),
  owner_code = (SELECT json_extract(d.doc, '$.ownerCode') FROM listing_docs d WHERE d.seq = listings.seq);
