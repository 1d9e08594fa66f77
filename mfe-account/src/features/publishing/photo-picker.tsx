import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ImageRef } from '@betoch/shared';
import {
  PHOTO_LIMITS,
  PHOTO_TYPES,
  type PhotoRefusal,
  type PhotoType,
} from '@betoch/shared/domain/photo-rules';
import { DataImage } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import {
  PHOTO_ACCEPT,
  SNIFF_BYTES,
  photoFacts,
  photoRefusalText,
  type PhotoFacts,
} from './photo-checks';
import './photo-picker.css';

const isPhotoType = (type: string | undefined): type is PhotoType =>
  (PHOTO_TYPES as readonly (string | undefined)[]).includes(type);

/** A photo the seller picked: the file, its thumbnail's object URL, and what its bytes say. */
export interface PickedPhoto {
  id: number;
  file: File;
  url: string;
  facts: PhotoFacts;
}

/** The first bytes of a file, to tell its type (none when it cannot be read: no image then). */
async function headOf(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return new Uint8Array();
  }
}

/**
 * The photos picked for a listing, in the seller's order (the first is the cover), each with an
 * object URL for its thumbnail: revoked when the photo is removed, when all are cleared, and when
 * the form goes. `version` changes with every change, so that an answer about the photos that were
 * sent is not shown against others.
 */
export function usePhotoPicks() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [version, setVersion] = useState(0);
  const nextId = useRef(1);
  const mounted = useRef(false);
  // The photos held now, for the unmount's cleanup (which sees only the first render's state).
  const held = useRef<PickedPhoto[]>([]);

  useEffect(() => {
    held.current = photos;
  }, [photos]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const photo of held.current) URL.revokeObjectURL(photo.url);
      held.current = [];
    };
  }, []);

  const change = useCallback((next: PickedPhoto[]) => {
    held.current = next;
    setPhotos(next);
    setVersion((current) => current + 1);
  }, []);

  /** Adds files after those already picked, once their first bytes are read. */
  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const heads = await Promise.all(files.map(headOf));
      // The form went while the files were read: no URL is made that nothing would revoke.
      if (!mounted.current) return;
      const added = files.map((file, index) => ({
        id: nextId.current++,
        file,
        url: URL.createObjectURL(file),
        facts: photoFacts(file.size, heads[index] ?? new Uint8Array()),
      }));
      change([...held.current, ...added]);
    },
    [change],
  );

  const remove = useCallback(
    (id: number) => {
      const gone = held.current.find((photo) => photo.id === id);
      if (!gone) return;
      URL.revokeObjectURL(gone.url);
      change(held.current.filter((photo) => photo.id !== id));
    },
    [change],
  );

  /** Moves a photo first: the listing's cover. */
  const makeCover = useCallback(
    (id: number) => {
      const cover = held.current.find((photo) => photo.id === id);
      if (!cover) return;
      change([cover, ...held.current.filter((photo) => photo.id !== id)]);
    },
    [change],
  );

  const clear = useCallback(() => {
    for (const photo of held.current) URL.revokeObjectURL(photo.url);
    change([]);
  }, [change]);

  return { photos, version, add, remove, makeCover, clear };
}

export type PhotoPicks = ReturnType<typeof usePhotoPicks>;

/** A refusal as the seller reads it, in the page's language. */
function useRefusalText(): (refusal: PhotoRefusal) => string {
  const { t } = useT();
  return (refusal) => {
    const { sentence, which, found } = photoRefusalText(refusal);
    return t(sentence.key, {
      ...sentence.values,
      which: t(which.key, which.values),
      found: found ? t(found.key) : '',
    });
  };
}

interface PhotoPickerProps {
  /** The base of the picker's ids. */
  id: string;
  picks: PhotoPicks;
  /** What is wrong with the photos: the form's checks, or the service's answer to the last send. */
  refusals: readonly PhotoRefusal[];
  /** A new listing must have photos. */
  required: boolean;
  disabled: boolean;
  /** The file input, for the form to focus when the photos are refused. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The listing's photos (docs/publishing.md#photos): a file input taking JPEG, PNG and WebP files,
 * 1 to 12; the photos picked as thumbnails in their order, each to remove or to make the cover
 * (photo 1); and what is wrong with them, tied to the input.
 */
export function PhotoPicker({
  id,
  picks,
  refusals,
  required,
  disabled,
  inputRef,
}: PhotoPickerProps) {
  const { t } = useT();
  const refusalText = useRefusalText();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorsId = `${id}-errors`;
  const { photos } = picks;
  // Where focus goes once the list has changed under the pressed button: a photo's Remove button
  // (the photo moved, or the one after the photo removed), or the input when none is left.
  const focusAfter = useRef<number | 'input' | null>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    if (target === 'input') inputRef.current?.focus();
    else removeButtons.current.get(target)?.focus();
  }, [inputRef, photos]);

  const remove = (photo: PickedPhoto, index: number) => {
    const next = photos[index + 1] ?? photos[index - 1];
    focusAfter.current = next ? next.id : 'input';
    picks.remove(photo.id);
  };
  const makeCover = (photo: PickedPhoto) => {
    focusAfter.current = photo.id;
    picks.makeCover(photo.id);
  };

  return (
    <div className="field acc-photo-picker">
      <label className="field__label" htmlFor={inputId}>
        {t('publish.photos.choose')}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={hintId} className="field__hint muted">
        {t('publish.photos.hint', {
          max: PHOTO_LIMITS.maxCount,
          mb: PHOTO_LIMITS.maxBytes / (1024 * 1024),
        })}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        className="acc-photo-picker__input"
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={refusals.length > 0 || undefined}
        aria-describedby={[hintId, countId, refusals.length > 0 ? errorsId : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Empty again, so that a photo removed can be picked again.
          event.target.value = '';
          void picks.add(files);
        }}
      />
      <p id={countId} className="muted acc-photo-picker__count" aria-live="polite">
        {t('publish.photos.count', { count: photos.length, max: PHOTO_LIMITS.maxCount })}
      </p>
      {refusals.length > 0 ? (
        <ul id={errorsId} className="field__error acc-photo-picker__errors">
          {refusals.map((refusal, index) => (
            <li key={`${refusal.code}-${refusal.photo ?? 0}-${index}`}>{refusalText(refusal)}</li>
          ))}
        </ul>
      ) : null}
      {photos.length > 0 ? (
        <ol className="acc-photo-picker__list" aria-label={t('publish.photos.chosen')}>
          {photos.map((photo, index) => {
            const number = index + 1;
            const captionId = `${id}-photo-${photo.id}`;
            const refused = refusals.some((refusal) => refusal.photo === number);
            return (
              <li
                key={photo.id}
                className={`acc-photo-picker__item${refused ? ' acc-photo-picker__item--refused' : ''}`}
              >
                {isPhotoType(photo.facts.type) ? (
                  <img
                    className="acc-photo-picker__thumb"
                    src={photo.url}
                    alt={t('publish.photos.which', { number })}
                  />
                ) : (
                  // A file that is no photo the site takes has no picture to show: an empty frame.
                  <span className="acc-photo-picker__thumb" aria-hidden="true" />
                )}
                <p id={captionId} className="acc-photo-picker__caption">
                  <span>
                    {t('publish.photos.which', { number })}
                    {number === 1 ? ` · ${t('publish.photos.cover')}` : ''}
                  </span>{' '}
                  <span className="muted acc-photo-picker__name">{photo.file.name}</span>
                </p>
                <div className="acc-photo-picker__actions">
                  {number > 1 ? (
                    <button
                      type="button"
                      className="btn btn--ghost"
                      aria-describedby={captionId}
                      disabled={disabled}
                      onClick={() => makeCover(photo)}
                    >
                      {t('publish.photos.makeCover')}
                    </button>
                  ) : null}
                  <button
                    ref={(button) => {
                      if (button) removeButtons.current.set(photo.id, button);
                      else removeButtons.current.delete(photo.id);
                    }}
                    type="button"
                    className="btn btn--ghost"
                    aria-describedby={captionId}
                    disabled={disabled}
                    onClick={() => remove(photo, index)}
                  >
                    {t('publish.photos.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}

/** A published listing's photos, as the service keeps them, the cover first. */
export function CurrentPhotos({ photos }: { photos: readonly ImageRef[] }) {
  const { t } = useT();
  if (photos.length === 0) return <p className="muted">{t('publish.photos.none')}</p>;
  return (
    <ol className="acc-photo-picker__list" aria-label={t('publish.photos.current')}>
      {photos.map((photo, index) => (
        <li key={photo.src} className="acc-photo-picker__item">
          <DataImage image={photo} className="acc-photo-picker__thumb" sizes="8rem" />
          <p className="acc-photo-picker__caption">
            {t('publish.photos.which', { number: index + 1 })}
            {index === 0 ? ` · ${t('publish.photos.cover')}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
