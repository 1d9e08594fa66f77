-- The code that verifies an account's e-mail address: one at a time per account, stored as a hash
-- (docs/accounts.md "Verifying the e-mail").
CREATE TABLE verification_codes (
  user_id BIGINT PRIMARY KEY REFERENCES accounts (user_id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  -- Milliseconds since 1970.
  sent_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  -- Wrong codes tried against this one; past the limit it is used up.
  attempts INTEGER NOT NULL DEFAULT 0
);
