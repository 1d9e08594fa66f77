import type { DatabaseSync } from 'node:sqlite';
import { parseIsoDate } from '../../shared/src/domain/dates';
import type { Property } from '../../shared/src/domain/property';
import { dealOf } from '../../shared/src/domain/property-id';
import { searchKey } from './search-key';

/** The Amharic texts of a listing, in the shape of am/property-details.json's entry for it. */
export type ListingOverlay = Record<string, unknown>;

/** A listing to store: the site's record and, when it has them, its Amharic texts. */
export interface ListingRecord {
  property: Property;
  am?: ListingOverlay | undefined;
}

/** Amharic names of tags (shared/assets/data/am/tags.json), so `ቦሌ` finds listings in Bole. */
export type TagNames = Readonly<Record<string, string>>;

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  return [];
}

/**
 * What a text query searches in a listing: its titles, descriptions and places, in English and
 * Amharic (the overlay's texts and the Amharic names of its city, sub-city and type).
 */
export function searchableText({ property, am }: ListingRecord, tagNames: TagNames = {}): string {
  const places = [property.type, property.city, property.subCity].filter(
    (name): name is string => typeof name === 'string',
  );
  return [
    property.title,
    property.description,
    property.address,
    ...places,
    ...textsOf(am?.title),
    ...textsOf(am?.description),
    ...textsOf(am?.address),
    ...places.flatMap((name) => (tagNames[name] ? [tagNames[name]] : [])),
  ]
    .join('\n')
    .toLowerCase();
}

/** How many listings a load writes per transaction: a million in one grew a 2 GB WAL and slowed. */
const LOAD_BATCH = 10_000;

/**
 * Stores listings (new ids inserted, known ids replaced), with their tags and text, in
 * transactions of 10,000. Returns how many were written. `seq` (the data order) continues after
 * the last.
 */
export function storeListings(
  db: DatabaseSync,
  records: Iterable<ListingRecord>,
  tagNames: TagNames = {},
): number {
  const nextSeq = db.prepare('SELECT coalesce(max(seq), 0) + 1 AS next FROM listings');
  const existing = db.prepare('SELECT seq FROM listings WHERE id = ?');
  const removeText = db.prepare('DELETE FROM listing_text WHERE rowid = ?');
  const removeListing = db.prepare('DELETE FROM listings WHERE seq = ?');
  const insertListing = db.prepare(
    `INSERT INTO listings (seq, id, deal, price, sqft, date_key, type, city, sub_city, lat, lng,
       agent_id, owner_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDoc = db.prepare('INSERT INTO listing_docs (seq, doc, doc_am) VALUES (?, ?, ?)');
  const insertTag = db.prepare(
    'INSERT INTO listing_tags (tag, listing_seq) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const insertText = db.prepare(
    'INSERT INTO listing_text (rowid, body, search_key) VALUES (?, ?, ?)',
  );

  let seq = Number(nextSeq.get()?.next ?? 1);
  let written = 0;
  db.exec('BEGIN');
  try {
    for (const record of records) {
      const { property } = record;
      const old = existing.get(property.id);
      let rowSeq = seq;
      if (old) {
        // A replaced listing keeps its place in the data order.
        rowSeq = Number(old.seq);
        removeText.run(rowSeq);
        removeListing.run(rowSeq);
      } else seq++;
      const date = parseIsoDate(property.date);
      const lat = finiteOrNull(property.location?.lat);
      const lng = finiteOrNull(property.location?.lng);
      insertListing.run(
        rowSeq,
        property.id,
        dealOf(property.id),
        finiteOrNull(property.price),
        finiteOrNull(property.sqft),
        Number.isFinite(date) ? date : null,
        textOrNull(property.type),
        textOrNull(property.city),
        textOrNull(property.subCity),
        lat,
        lng,
        textOrNull(property.agentId),
        textOrNull(property.ownerCode),
      );
      insertDoc.run(rowSeq, JSON.stringify(property), record.am ? JSON.stringify(record.am) : null);
      for (const tag of Array.isArray(property.params) ? property.params : []) {
        if (typeof tag === 'string' && tag !== '') insertTag.run(tag, rowSeq);
      }
      const text = searchableText(record, tagNames);
      insertText.run(rowSeq, text, searchKey(text));
      written++;
      if (written % LOAD_BATCH === 0) {
        db.exec('COMMIT');
        db.exec('BEGIN');
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return written;
}
