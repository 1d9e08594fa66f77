-- The memory of the API's limits (api/README.md "Log-in throttling", docs/accounts.md "Signing
-- up"): kept in the database so that every API process counts the same events, and forgotten only
-- by age, never because other keys came in.

-- One row per counted event under each of its keys: an admitted log-in under the account from
-- this address, the account, and the address; a sign-up under its address. A refunded attempt's
-- rows are deleted by its id.
CREATE TABLE throttle_events (
  key TEXT NOT NULL,
  -- Milliseconds since 1970.
  at BIGINT NOT NULL,
  attempt TEXT NOT NULL
);
CREATE INDEX throttle_events_key_at ON throttle_events (key, at);
CREATE INDEX throttle_events_attempt ON throttle_events (attempt);
CREATE INDEX throttle_events_at ON throttle_events (at);

-- The addresses an account has logged in from: an account under attack is not slowed for them.
CREATE TABLE login_known_addresses (
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  last_at BIGINT NOT NULL,
  PRIMARY KEY (email, address)
);
CREATE INDEX login_known_addresses_last_at ON login_known_addresses (last_at);
