import { randomInt } from 'node:crypto';
import {
  NEW_LISTINGS_PER_DAY,
  newListingId,
  type ListingDraft,
} from '../../shared/src/domain/listing-draft-rules';
import type { ImageRef } from '../../shared/src/domain/property';
import { listingPhotos, publishedRecord, type Publisher } from './listing-document';
import { placeholders, type Connection, type Row } from './listing-query';
import { listingColumns, type ListingColumns, type TagNames } from './listing-store';
import type { PhotoSetManifest } from './photos/listing-photos';
import type { WriteDatabase } from './write-database';

/*
 * Publishing's writes (docs/publishing.md): a listing created, edited, withdrawn and published
 * again by the account that published it, each write one transaction, written once for both
 * engines over the SQL they share. The query workers see each write through the change feed
 * (migration 007's triggers on `listings`, docs/listings-service.md#the-change-feed), as they see
 * an import's. A listing's photos are stored before its write (photos/listing-photos.ts); the
 * write commits their manifest with the listing (migration 009), and an edit that replaces them
 * records the old set for the sweep (photos/photo-sweep.ts).
 */

/** A listing's status: live, or withdrawn by its publisher (out of every search; its page 410). */
export type ListingStatus = 'live' | 'withdrawn';

/** One of an account's own listings, as its list and the edit form read it. */
export interface OwnListing {
  id: string;
  status: ListingStatus;
  version: number;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /** As the seller wrote it, after the listing's rules cleaned it. */
  draft: ListingDraft;
  /** Its photos as its page shows them (the edit form shows them too); none before photos. */
  photos: ImageRef[];
}

/** What a write did, or why it did nothing. */
export type WriteResult =
  | { outcome: 'written'; id: string; version: number; status: ListingStatus }
  | { outcome: 'not-found' }
  /** The listing is not this account's (or no account's: the demo's, an import's). */
  | { outcome: 'not-publisher' }
  /** The listing changed since the version the write was made from: nothing was written. */
  | { outcome: 'stale'; current: OwnListing }
  /** An edit may not change the deal: it is fixed with the id. */
  | { outcome: 'deal-fixed' }
  /** The account made its NEW_LISTINGS_PER_DAY new listings in the last 24 hours. */
  | { outcome: 'limited'; retryAfterMs: number };

/** What a new listing is written with besides its draft. */
export interface Creation {
  /**
   * Its id, drawn before (`freeId`) because its photos are stored under it before the write; the
   * write fails, throwing, if another listing took it meanwhile. Drawn in the write when absent.
   */
  id?: string;
  /** Its photos' set, stored under the id (storeListingPhotos); committed with the listing. */
  photos?: PhotoSetManifest;
}

export interface PublishingStore {
  /** An id of the deal that no listing has (newListingId's), for a new listing's photos. */
  freeId(deal: ListingDraft['deal']): Promise<string>;
  /** A new live listing of `publisher`, at version 1. */
  create(publisher: Publisher, draft: ListingDraft, creation?: Creation): Promise<WriteResult>;
  /**
   * The listing's draft replaced, if it is still at `version`; with `photos`, its photos replaced
   * by that set too (the old set recorded as replaced), else its photos kept.
   */
  edit(
    publisher: Publisher,
    id: string,
    version: number,
    draft: ListingDraft,
    photos?: PhotoSetManifest,
  ): Promise<WriteResult>;
  /** The listing withdrawn or published again, if it is still at `version`. */
  setStatus(
    publisher: Publisher,
    id: string,
    version: number,
    status: ListingStatus,
  ): Promise<WriteResult>;
  /** Every listing of the account, live and withdrawn, the most recently changed first. */
  mine(publisher: Publisher): Promise<OwnListing[]>;
}

export interface PublishingStoreOptions {
  /** The Amharic and Oromo names of the tags, for the text search (seed.ts readTagNames). */
  tagNames?: TagNames;
  /** A whole number below `max` (node:crypto's randomInt): a new id's letters. */
  random?: (max: number) => number;
  now?: () => number;
  /** New listings an account may make in a rolling day. */
  perDay?: number;
}

const DAY_MS = 86_400_000;

/** How many ids a creation tries before it gives up: 30^10 ids a deal, so a clash is rare. */
const ID_ATTEMPTS = 5;

/** The columns of `listings` a write sets from the document (listingColumns), in this order. */
const CONTENT_COLUMNS = [
  'price',
  'sqft',
  'date_key',
  'type',
  'city',
  'sub_city',
  'lat',
  'lng',
  'agent_id',
  'owner_code',
] as const;

function contentValues(row: ListingColumns): (string | number | null)[] {
  return [
    row.price,
    row.sqft,
    row.dateKey,
    row.type,
    row.city,
    row.subCity,
    row.lat,
    row.lng,
    row.agentId,
    row.ownerCode,
  ];
}

/** A stored listing as the writes read it. */
interface StoredListing {
  seq: number;
  publisherId: number | null;
  publisherCode: string | null;
  deal: string;
  own: OwnListing | undefined;
  createdAt: number;
  /** Its photos' set, if it has one. */
  photos: PhotoSetManifest | undefined;
}

function isoTime(value: unknown): string {
  return new Date(Number(value)).toISOString();
}

function storedListing(row: Row): StoredListing {
  const draft = typeof row.draft === 'string' ? (JSON.parse(row.draft) as ListingDraft) : undefined;
  const photos =
    typeof row.photos === 'string' ? (JSON.parse(row.photos) as PhotoSetManifest) : undefined;
  return {
    seq: Number(row.seq),
    publisherId: row.publisher_id === null ? null : Number(row.publisher_id),
    publisherCode: typeof row.publisher_code === 'string' ? row.publisher_code : null,
    deal: String(row.deal),
    createdAt: Number(row.created_at),
    photos,
    own: draft && {
      id: String(row.id),
      status: row.status === 'withdrawn' ? 'withdrawn' : 'live',
      version: Number(row.version),
      createdAt: isoTime(row.created_at),
      updatedAt: isoTime(row.updated_at),
      draft,
      photos: photos ? listingPhotos(draft, photos) : [],
    },
  };
}

const STORED_COLUMNS = `l.seq, l.id, l.deal, l.status, l.version, l.publisher_id, l.publisher_code,
  l.created_at, l.updated_at, d.draft, d.photos`;

async function readListing(tx: Connection, id: string): Promise<StoredListing | undefined> {
  const [row] = await tx.all(
    `SELECT ${STORED_COLUMNS} FROM listings l JOIN listing_docs d ON d.seq = l.seq WHERE l.id = ?`,
    [id],
  );
  return row ? storedListing(row) : undefined;
}

/** The publishing writes over one engine's write connection (docs/publishing.md). */
export function createPublishingStore(
  database: WriteDatabase,
  {
    tagNames = {},
    random = randomInt,
    now = Date.now,
    perDay = NEW_LISTINGS_PER_DAY,
  }: PublishingStoreOptions = {},
): PublishingStore {
  /**
   * The listing's document, photos, tags and text, written anew (`fresh`: a new listing has none
   * yet).
   */
  const writeContent = async (
    tx: Connection,
    seq: number,
    row: ListingColumns,
    draft: ListingDraft,
    photos: PhotoSetManifest | undefined,
    fresh: boolean,
  ): Promise<void> => {
    const values = [
      row.doc,
      row.docAm,
      row.docOm,
      JSON.stringify(draft),
      photos ? JSON.stringify(photos) : null,
      photos?.setId ?? null,
      seq,
    ];
    if (fresh) {
      await tx.all(
        `INSERT INTO listing_docs (doc, doc_am, doc_om, draft, photos, photo_set, seq)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        values,
      );
    } else {
      await tx.all(
        `UPDATE listing_docs SET doc = ?, doc_am = ?, doc_om = ?, draft = ?, photos = ?,
          photo_set = ? WHERE seq = ?`,
        values,
      );
      await tx.all('DELETE FROM listing_tags WHERE listing_seq = ?', [seq]);
      await database.removeText(tx, seq);
    }
    for (const tag of row.tags) {
      await tx.all('INSERT INTO listing_tags (tag, listing_seq) VALUES (?, ?)', [tag, seq]);
    }
    await database.writeText(tx, seq, row.body, row.searchKey);
  };

  /** An id no listing has, drawn again on the rare clash. */
  const drawId = async (tx: Connection, deal: ListingDraft['deal']): Promise<string> => {
    for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
      const id = newListingId(deal, random);
      if ((await tx.all('SELECT 1 AS taken FROM listings WHERE id = ?', [id])).length === 0)
        return id;
    }
    throw new Error(`no free listing id in ${ID_ATTEMPTS} draws`);
  };

  /** The checks every change of an existing listing makes, in order: it exists, is theirs, is current. */
  const checked = (
    stored: StoredListing | undefined,
    publisher: Publisher,
    version: number,
  ): { refused: WriteResult } | { stored: StoredListing & { own: OwnListing } } => {
    if (!stored) return { refused: { outcome: 'not-found' } };
    if (stored.publisherId !== publisher.userId || !stored.own) {
      return { refused: { outcome: 'not-publisher' } };
    }
    if (stored.own.version !== version) {
      return { refused: { outcome: 'stale', current: stored.own } };
    }
    return { stored: stored as StoredListing & { own: OwnListing } };
  };

  /**
   * Moves the listing to the next version if it is still at `version` (the compare-and-set is the
   * UPDATE's own condition, so a concurrent write that came first makes it change nothing), with
   * `set` (columns = ?) and its values. The new version, or the listing as it now is.
   */
  const moveVersion = async (
    tx: Connection,
    id: string,
    stored: StoredListing,
    version: number,
    set: string,
    values: (string | number | null)[],
  ): Promise<{ version: number } | { refused: WriteResult }> => {
    const [moved] = await tx.all(
      `UPDATE listings SET ${set}, version = version + 1 WHERE seq = ? AND version = ?
       RETURNING version`,
      [...values, stored.seq, version],
    );
    if (moved) return { version: Number(moved.version) };
    const now = await readListing(tx, id);
    return {
      refused: now?.own ? { outcome: 'stale', current: now.own } : { outcome: 'not-found' },
    };
  };

  /**
   * The columns of a stored listing written anew at `at` (an edit, a change of status) with its
   * `photos`: its first publisher's code kept, its document saying when it last changed.
   */
  const rowOf = (
    id: string,
    draft: ListingDraft,
    photos: PhotoSetManifest | undefined,
    stored: StoredListing,
    publisher: Publisher,
    at: number,
  ) =>
    listingColumns(
      publishedRecord(
        draft,
        {
          id,
          publisher: {
            userId: publisher.userId,
            userCode: stored.publisherCode ?? publisher.userCode,
          },
          createdAt: stored.createdAt,
          updatedAt: at,
          photos,
        },
        tagNames,
      ),
      tagNames,
    );

  const written = async (result: WriteResult): Promise<WriteResult> => {
    if (result.outcome === 'written') await database.afterWrite();
    return result;
  };

  return {
    freeId: (deal) => database.transaction((tx) => drawId(tx, deal)),

    async create(publisher, draft, { id: chosen, photos }: Creation = {}) {
      return written(
        await database.transaction(async (tx): Promise<WriteResult> => {
          if (database.lockCreations) await tx.all(database.lockCreations, []);
          const at = now();
          const recent = await tx.all(
            `SELECT created_at FROM listings WHERE publisher_id = ? AND created_at > ?
              ORDER BY created_at`,
            [publisher.userId, at - DAY_MS],
          );
          if (recent.length >= perDay) {
            // The day's count falls under the limit when this one is a day old.
            const freed = Number(recent[recent.length - perDay]?.created_at) + DAY_MS;
            return { outcome: 'limited', retryAfterMs: Math.max(1, freed - at) };
          }
          let id = chosen;
          if (id === undefined) id = await drawId(tx, draft.deal);
          else if (
            (await tx.all('SELECT 1 AS taken FROM listings WHERE id = ?', [id])).length > 0
          ) {
            // Drawn free a moment ago (30^10 ids a deal): its photos are stored under it already.
            throw new Error(`the listing id ${id} was taken since it was drawn`);
          }
          const [next] = await tx.all('SELECT coalesce(max(seq), 0) + 1 AS next FROM listings', []);
          const seq = Number(next?.next ?? 1);
          const record = publishedRecord(
            draft,
            { id, publisher, createdAt: at, updatedAt: at, photos },
            tagNames,
          );
          const row = listingColumns(record, tagNames);
          const values = [
            ...[seq, id, row.deal, ...contentValues(row)],
            ...[publisher.userId, publisher.userCode, 'live', 1, at, at],
          ];
          await tx.all(
            `INSERT INTO listings (seq, id, deal, ${CONTENT_COLUMNS.join(', ')}, publisher_id,
               publisher_code, status, version, created_at, updated_at)
             VALUES (${placeholders(values.length)})`,
            values,
          );
          await writeContent(tx, seq, row, draft, photos, true);
          return { outcome: 'written', id, version: 1, status: 'live' };
        }),
      );
    },

    async edit(publisher, id, version, draft, newPhotos) {
      return written(
        await database.transaction(async (tx): Promise<WriteResult> => {
          const check = checked(await readListing(tx, id), publisher, version);
          if ('refused' in check) return check.refused;
          const { stored } = check;
          if (draft.deal !== stored.deal) return { outcome: 'deal-fixed' };
          const at = now();
          const photos = newPhotos ?? stored.photos;
          const row = rowOf(id, draft, photos, stored, publisher, at);
          const moved = await moveVersion(
            tx,
            id,
            stored,
            version,
            `${CONTENT_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ?`,
            [...contentValues(row), at],
          );
          if ('refused' in moved) return moved.refused;
          await writeContent(tx, stored.seq, row, draft, photos, false);
          if (newPhotos && stored.photos && stored.photos.setId !== newPhotos.setId) {
            // Its files stay an hour for the pages cached with them, then the sweep deletes them.
            await tx.all(
              'INSERT INTO replaced_photo_sets (set_id, listing_id, replaced_at) VALUES (?, ?, ?)',
              [stored.photos.setId, id, at],
            );
          }
          return { outcome: 'written', id, version: moved.version, status: stored.own.status };
        }),
      );
    },

    async setStatus(publisher, id, version, status) {
      return written(
        await database.transaction(async (tx): Promise<WriteResult> => {
          const check = checked(await readListing(tx, id), publisher, version);
          if ('refused' in check) return check.refused;
          const { stored } = check;
          // Already so: nothing to write, the version stays.
          if (stored.own.status === status) {
            return { outcome: 'written', id, version, status };
          }
          const at = now();
          const moved = await moveVersion(tx, id, stored, version, 'status = ?, updated_at = ?', [
            status,
            at,
          ]);
          if ('refused' in moved) return moved.refused;
          // The document says when the listing last changed.
          const row = rowOf(id, stored.own.draft, stored.photos, stored, publisher, at);
          await tx.all('UPDATE listing_docs SET doc = ?, doc_am = ?, doc_om = ? WHERE seq = ?', [
            row.doc,
            row.docAm,
            row.docOm,
            stored.seq,
          ]);
          return { outcome: 'written', id, version: moved.version, status };
        }),
      );
    },

    async mine(publisher) {
      const rows = await database.transaction((tx) =>
        tx.all(
          `SELECT ${STORED_COLUMNS} FROM listings l JOIN listing_docs d ON d.seq = l.seq
            WHERE l.publisher_id = ? ORDER BY l.updated_at DESC, l.seq DESC`,
          [publisher.userId],
        ),
      );
      return rows.flatMap((row) => {
        const { own } = storedListing(row);
        return own ? [own] : [];
      });
    },
  };
}
