-- Accounts: the demo's seed users and everyone who signs up (docs/accounts.md).
CREATE TABLE accounts (
  user_id INTEGER PRIMARY KEY,
  user_code TEXT NOT NULL UNIQUE,
  -- Stored trimmed and lower-cased: one account per address, whatever its case.
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  -- An Ethiopian mobile number as +2519XXXXXXXX; NULL for seed users that have none.
  phone TEXT,
  avatar TEXT NOT NULL,
  -- scrypt$N$r$p$salt$hash: never the password.
  password_hash TEXT NOT NULL,
  -- Milliseconds since 1970 when the e-mail was verified; NULL until then.
  verified_at INTEGER,
  created_at INTEGER NOT NULL
);
