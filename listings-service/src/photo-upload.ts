import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  describePhotoRefusal,
  PHOTO_LIMITS,
  type PhotoRefusal,
  type PhotoRefusalCode,
} from '../../shared/src/domain/photo-rules';
import type { DraftFieldError } from './draft-errors';
import { storeListingPhotos, type PhotoSetResult } from './photos/listing-photos';
import type { PhotoStore } from './photos/photo-store';
import { inspectPhoto } from './photos/process-photo';

/*
 * A write that carries photos (docs/publishing.md "Endpoints"): `multipart/form-data`, one field
 * part (`draft`, or an edit's `edit`: the JSON the JSON body would hold), then 1 to 12 file parts
 * named `photo`, in the seller's order. The field is read and checked before any file: a refused
 * draft's photos are read off the wire and dropped, never kept or processed. The parser's limits
 * (@fastify/multipart, over busboy) hold what one upload may make the service keep in memory:
 * 12 files of 15 MB, and the field's 256 KB.
 */

/** The parser's limits: a 13th file, a file past 15 MB and a second field are refused. */
export const UPLOAD_LIMITS = {
  files: PHOTO_LIMITS.maxCount,
  fileSize: PHOTO_LIMITS.maxBytes,
  // One is taken; a few more are read, to name them in the refusal, before the parser stops.
  fields: 4,
  fieldSize: 256 * 1024,
  // The fields, the files and one more, which the parser counts to say there were too many.
  parts: 4 + PHOTO_LIMITS.maxCount + 1,
} as const;

/** The file parts' name. */
export const PHOTO_PART = 'photo';

/** Uploads processed at once by one process; past them a new one is answered 503 at once. */
export const PHOTO_UPLOADS_AT_ONCE = 2;

/** A refused photo as the service answers it, in the same `errors` list as a draft's fields. */
export interface PhotoFieldError {
  field: 'photos';
  code: PhotoRefusalCode;
  /** The photo's place in the upload, from 1; absent for the set's `tooFew` and `tooMany`. */
  photo?: number;
  found?: PhotoRefusal['found'];
  description: string;
}

/** A refusal of the request's shape, not of one of its values. */
export interface BodyError {
  field: 'body';
  description: string;
}

/** An entry of a write's `400 {errors}`: a refused field of the draft, a photo, or the body. */
export type WriteFieldError = DraftFieldError | PhotoFieldError | BodyError;

export function photoFieldError(refusal: PhotoRefusal): PhotoFieldError {
  return { field: 'photos', ...refusal, description: describePhotoRefusal(refusal) };
}

/**
 * A counter of the uploads under way: `take` answers the release of a place, or undefined when
 * every place is taken (the caller answers 503 without reading the body).
 */
export function uploadPlaces(limit: number): { take(): (() => void) | undefined } {
  let taken = 0;
  return {
    take() {
      if (taken >= limit) return undefined;
      taken += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken -= 1;
      };
    },
  };
}

/** The field's reading: its value, or its refused fields. */
export type FieldReading<T> = { ok: true; value: T } | { ok: false; errors: DraftFieldError[] };

/** A file the parser stopped at its size limit: refused `tooLarge`, its bytes dropped. */
export const TOO_LARGE = Symbol('tooLarge');

/** What an upload's body held, or the answer that refuses it. */
export type UploadReading<T> =
  | { ok: true; value: T; files: (Uint8Array | typeof TOO_LARGE)[] }
  | { ok: false; status: 400; errors: WriteFieldError[] }
  | { ok: false; status: 413; message: string };

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Reads a file part to its end, dropping its bytes. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream).catch(() => undefined);
}

/** A file part's bytes, or TOO_LARGE when the parser cut it at the limit. */
async function readFile(
  stream: Readable & { truncated?: boolean },
): Promise<Uint8Array | typeof TOO_LARGE> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return stream.truncated ? TOO_LARGE : Buffer.concat(chunks);
}

/**
 * Reads an upload's body to its end: the field `fieldName`, checked by `check` as soon as it
 * arrives, then the photos. The whole body is read even when it is refused (a refused part's
 * bytes dropped as they come), so that the client, still sending, always gets the answer.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  fieldName: string,
  check: (value: unknown) => FieldReading<T>,
): Promise<UploadReading<T>> {
  const shape =
    `Send a "${fieldName}" field (its JSON) and then 1 to ${PHOTO_LIMITS.maxCount} ` +
    `"${PHOTO_PART}" files, in that order.`;
  let field: FieldReading<T> | undefined;
  let problem: string | undefined;
  // Judged at the end: a field the parser refused as JSON is never handed over, so its photos
  // seem to come first.
  let photosFirst = false;
  let notJson = false;
  let fieldTooLarge = false;
  let tooMany = false;
  const files: (Uint8Array | typeof TOO_LARGE)[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== fieldName) {
          problem ??= `The form has a field "${part.fieldname}" it does not take.`;
        } else if (field !== undefined || notJson || fieldTooLarge) {
          problem ??= `The form has the "${fieldName}" field twice.`;
        } else if (part.valueTruncated) {
          fieldTooLarge = true;
        } else {
          let value: unknown = part.value;
          // A field sent as text (a browser's FormData): its JSON read here. One sent with
          // `Content-Type: application/json` the parser has read already.
          if (typeof value === 'string' && part.mimetype !== 'application/json') {
            try {
              value = JSON.parse(value);
            } catch {
              notJson = true;
              continue;
            }
          }
          field = check(value);
        }
        continue;
      }
      if (part.fieldname !== PHOTO_PART) {
        problem ??= `The form has a file "${part.fieldname}" it does not take.`;
      } else if (field === undefined && !notJson && !fieldTooLarge) {
        photosFirst = true;
      }
      // Nothing refused so far: the photo is kept; else it is read off the wire and dropped.
      if (problem === undefined && !photosFirst && field?.ok === true)
        files.push(await readFile(part.file));
      else await drain(part.file);
    }
  } catch (error) {
    switch (codeOf(error)) {
      case 'FST_FILES_LIMIT':
        tooMany = true;
        break;
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_PROTO_VIOLATION':
        problem ??= 'The form has more parts than it takes.';
        break;
      case 'FST_INVALID_JSON_FIELD_ERROR':
        // A field sent as application/json that is not JSON (or was cut at the size limit).
        notJson = true;
        break;
      default:
        // The parser's own (no boundary, a part cut short, the client gone): not a form.
        request.log.warn({ err: error }, 'an upload could not be read');
        return {
          ok: false,
          status: 400,
          errors: [{ field: 'body', description: 'The body is not a readable multipart form.' }],
        };
    }
  }
  if (problem !== undefined) {
    return {
      ok: false,
      status: 400,
      errors: [{ field: 'body', description: `${problem} ${shape}` }],
    };
  }
  if (fieldTooLarge) {
    return {
      ok: false,
      status: 413,
      message: `The "${fieldName}" field is larger than ${UPLOAD_LIMITS.fieldSize / 1024} KB.`,
    };
  }
  if (notJson) {
    return {
      ok: false,
      status: 400,
      errors: [{ field: 'body', description: `The "${fieldName}" field is not valid JSON.` }],
    };
  }
  if (photosFirst) {
    const description = `The "${PHOTO_PART}" files came before the "${fieldName}" field. ${shape}`;
    return { ok: false, status: 400, errors: [{ field: 'body', description }] };
  }
  if (field === undefined) {
    return {
      ok: false,
      status: 400,
      errors: [{ field: 'body', description: `The form has no "${fieldName}" field. ${shape}` }],
    };
  }
  if (!field.ok) return { ok: false, status: 400, errors: field.errors };
  if (tooMany) return { ok: false, status: 400, errors: [photoFieldError({ code: 'tooMany' })] };
  return { ok: true, value: field.value, files };
}

/**
 * The photos of an upload processed and stored under `listingId` (storeListingPhotos), all or
 * nothing; a file the parser cut at its size limit is refused `tooLarge`, with the checks before
 * decoding of the others, so that the seller hears of every such fault at once.
 */
export async function storeUploadedPhotos(
  store: PhotoStore,
  listingId: string,
  files: readonly (Uint8Array | typeof TOO_LARGE)[],
  now: number,
): Promise<PhotoSetResult> {
  const whole = files.filter((file): file is Uint8Array => file !== TOO_LARGE);
  if (whole.length === files.length) return storeListingPhotos(store, listingId, whole, now);
  const checked = await Promise.all(
    files.map((file, i) =>
      file === TOO_LARGE
        ? { ok: false as const, refusal: { code: 'tooLarge' as const, photo: i + 1 } }
        : inspectPhoto(file, i + 1),
    ),
  );
  return { ok: false, refusals: checked.flatMap((result) => (result.ok ? [] : [result.refusal])) };
}
