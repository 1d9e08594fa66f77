-- The log-in throttle's memory (docs/accounts.md "The log-in throttle"): kept in the database so
-- that every API process counts the same failures, and forgotten only by age, never because other
-- keys came in.

-- One row per admitted log-in under each of its keys (the account from this address, the account,
-- the address); a refunded attempt's rows are deleted by its id.
CREATE TABLE login_failures (
  key TEXT NOT NULL,
  -- Milliseconds since 1970.
  at BIGINT NOT NULL,
  attempt TEXT NOT NULL
);
CREATE INDEX login_failures_key_at ON login_failures (key, at);
CREATE INDEX login_failures_attempt ON login_failures (attempt);
CREATE INDEX login_failures_at ON login_failures (at);

-- The addresses an account has logged in from: an account under attack is not slowed for them.
CREATE TABLE login_known_addresses (
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  last_at BIGINT NOT NULL,
  PRIMARY KEY (email, address)
);
CREATE INDEX login_known_addresses_last_at ON login_known_addresses (last_at);
