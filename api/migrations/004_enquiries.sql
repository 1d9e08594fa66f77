-- Enquiries (docs/enquiries.md): a property page's viewing requests and the contact page's
-- messages, each kept for the account that reads it in /my-properties.
CREATE TABLE enquiries (
  -- A random UUID: nothing to count or guess from it.
  id TEXT PRIMARY KEY,
  -- 'viewing' or 'contact'.
  kind TEXT NOT NULL,
  -- The property a viewing request is about; NULL for a contact message.
  listing_id TEXT,
  -- The account that reads it: a listing's publisher; NULL for the agency's inbox (the account
  -- BETOCH_AGENCY_INBOX names reads these besides its own).
  recipient_id BIGINT REFERENCES accounts (user_id) ON DELETE CASCADE,
  -- What the visitor typed, trimmed; a contact message without a phone has ''.
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  -- A contact message's e-mail and subject; NULL for a viewing request.
  email TEXT,
  subject TEXT,
  message TEXT NOT NULL,
  -- The language the visitor wrote in: 'en' or 'am'.
  language TEXT NOT NULL,
  -- Milliseconds since 1970; read_at NULL until its recipient reads it (or marks it unread again).
  sent_at BIGINT NOT NULL,
  read_at BIGINT
);
-- An inbox's page, newest first (keyset paging on sent_at, then id).
CREATE INDEX enquiries_inbox ON enquiries (recipient_id, sent_at DESC, id DESC);
-- The header's count of unread enquiries.
CREATE INDEX enquiries_unread ON enquiries (recipient_id) WHERE read_at IS NULL;
