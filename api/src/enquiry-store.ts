import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Pool } from 'pg';
import type { InboxEnquiry } from '@betoch/shared/domain/enquiry-rules';

/*
 * The enquiries in the accounts database (migration 004, docs/enquiries.md): what a visitor sent,
 * kept for the account that reads it. One inbox is two: the agency's account reads the enquiries
 * that have no recipient as well as its own.
 */

/** An enquiry as it is stored: as its recipient reads it, less the mark, with who that is. */
export interface StoredEnquiry extends Omit<InboxEnquiry, 'read'> {
  /** The account that reads it; null for the agency's inbox. */
  recipientId: number | null;
}

/** Whose inbox is read: an account, and whether it is the agency's (then the enquiries of no recipient are its too). */
export interface InboxReader {
  userId: number;
  agency: boolean;
}

/** The last enquiry of a page: the next page holds the ones sent before it. */
export interface InboxCursor {
  sentAt: number;
  id: string;
}

export interface EnquiryStore {
  add(enquiry: StoredEnquiry): Promise<void>;
  /** Up to `limit` enquiries of the reader's inbox, newest first, older than `before` when given. */
  page(reader: InboxReader, page: { before?: InboxCursor; limit: number }): Promise<InboxEnquiry[]>;
  /** How many enquiries of the reader's inbox are unread. */
  countUnread(reader: InboxReader): Promise<number>;
  /**
   * Marks an enquiry read (keeping when it was first read) or unread again; false when it is not
   * in the reader's inbox, whoever else's it is.
   */
  markRead(reader: InboxReader, id: string, read: boolean, at: number): Promise<boolean>;
}

type Row = Record<string, unknown>;

const COLUMNS =
  'id, kind, listing_id, name, phone, email, subject, message, language, sent_at, read_at';
const INSERT_COLUMNS =
  'id, kind, listing_id, recipient_id, name, phone, email, subject, message, language, sent_at';

function toInboxEnquiry(row: Row): InboxEnquiry {
  const orNull = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: String(row.id),
    kind: row.kind === 'contact' ? 'contact' : 'viewing',
    listingId: orNull(row.listing_id),
    name: String(row.name),
    phone: String(row.phone),
    email: orNull(row.email),
    subject: orNull(row.subject),
    message: String(row.message),
    language: String(row.language),
    sentAt: Number(row.sent_at),
    read: row.read_at !== null && row.read_at !== undefined,
  };
}

function insertValues(enquiry: StoredEnquiry): (string | number | null)[] {
  const { id, kind, listingId, recipientId, name, phone, email, subject, message } = enquiry;
  const { language, sentAt } = enquiry;
  return [id, kind, listingId, recipientId, name, phone, email, subject, message, language, sentAt];
}

/** A placeholder of either engine: `?1` for SQLite, `$1` for Postgres. */
type Placeholder = (n: number) => string;

/** The reader's enquiries: its own, and for the agency those of no recipient (`$1` the user id). */
function ofReader(agency: boolean, p: Placeholder): string {
  return agency ? `(recipient_id = ${p(1)} OR recipient_id IS NULL)` : `recipient_id = ${p(1)}`;
}

/**
 * A page: `$1` the user id, `$2`/`$3` the cursor, `$4` the size. The agency's two inboxes are read
 * as two ranges of the inbox index, merged, rather than one `OR` that would sort every row.
 */
function pageSql(agency: boolean, p: Placeholder): string {
  const range = (recipient: string, name: string) =>
    `SELECT * FROM (SELECT ${COLUMNS} FROM enquiries WHERE ${recipient}
       AND (sent_at < ${p(2)} OR (sent_at = ${p(2)} AND id < ${p(3)}))
       ORDER BY sent_at DESC, id DESC LIMIT ${p(4)}) AS ${name}`;
  const own = range(`recipient_id = ${p(1)}`, 'own');
  if (!agency) return own;
  return `${own} UNION ALL ${range('recipient_id IS NULL', 'agency')}
    ORDER BY sent_at DESC, id DESC LIMIT ${p(4)}`;
}

function unreadSql(agency: boolean, p: Placeholder): string {
  return `SELECT count(*) AS n FROM enquiries WHERE read_at IS NULL AND ${ofReader(agency, p)}`;
}

/** `$1` the user id, `$2` the enquiry, `$3` the time (only when marking read). */
function markSql(agency: boolean, read: boolean, p: Placeholder): string {
  const value = read ? `coalesce(read_at, ${p(3)})` : 'NULL';
  return `UPDATE enquiries SET read_at = ${value} WHERE id = ${p(2)} AND ${ofReader(agency, p)}`;
}

/** The first page starts after every enquiry. */
const NEWEST: InboxCursor = { sentAt: Number.MAX_SAFE_INTEGER, id: '' };

const sqlite: Placeholder = (n) => `?${n}`;
const postgres: Placeholder = (n) => `$${n}`;

/** The enquiries in an SQLite database (the embedded accounts). */
export function embeddedEnquiries(db: DatabaseSync): EnquiryStore {
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const insert = db.prepare(
    `INSERT INTO enquiries (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    add(enquiry) {
      insert.run(...insertValues(enquiry));
      return Promise.resolve();
    },
    page({ userId, agency }, { before = NEWEST, limit }) {
      const rows = statement(pageSql(agency, sqlite)).all(userId, before.sentAt, before.id, limit);
      return Promise.resolve(rows.map(toInboxEnquiry));
    },
    countUnread({ userId, agency }) {
      return Promise.resolve(Number(statement(unreadSql(agency, sqlite)).get(userId)?.n));
    },
    markRead({ userId, agency }, id, read, at) {
      const update = statement(markSql(agency, read, sqlite));
      const result = read ? update.run(userId, id, at) : update.run(userId, id);
      return Promise.resolve(Number(result.changes) > 0);
    },
  };
}

/** The enquiries in the Postgres accounts database. */
export function postgresEnquiries(pool: Pool): EnquiryStore {
  return {
    async add(enquiry) {
      await pool.query(
        `INSERT INTO enquiries (${INSERT_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        insertValues(enquiry),
      );
    },
    async page({ userId, agency }, { before = NEWEST, limit }) {
      const { rows } = await pool.query<Row>(pageSql(agency, postgres), [
        userId,
        before.sentAt,
        before.id,
        limit,
      ]);
      return rows.map(toInboxEnquiry);
    },
    async countUnread({ userId, agency }) {
      const { rows } = await pool.query<Row>(unreadSql(agency, postgres), [userId]);
      return Number(rows[0]?.n);
    },
    async markRead({ userId, agency }, id, read, at) {
      const values = read ? [userId, id, at] : [userId, id];
      const { rowCount } = await pool.query(markSql(agency, read, postgres), values);
      return (rowCount ?? 0) > 0;
    },
  };
}
