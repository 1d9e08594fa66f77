import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ImageRef } from '@betoch/shared';
import {
  ADDIS_ABABA_SUB_CITIES,
  LISTING_CITIES,
  LISTING_CURRENCIES,
  LISTING_TYPES,
  RENT_PERIODS,
  TYPES_WITH_ROOMS,
  priceRange,
  validateListingDraft,
  type ListingCurrency,
  type ListingDraft,
  type ListingDraftCode,
  type ListingType,
  type RentPeriod,
} from '@betoch/shared/domain/listing-draft-rules';
import type { PhotoRefusal } from '@betoch/shared/domain/photo-rules';
import { FormField, MapView, useValidatedForm, type FieldControlProps } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import {
  LISTING_FORM_FIELDS,
  draftInputOf,
  formErrorsOf,
  limitsOf,
  type ListingFormField,
  type ListingFormValues,
} from './listing-form-values';
import { checkPickedPhotos } from './photo-checks';
import { CurrentPhotos, PhotoPicker, usePhotoPicks } from './photo-picker';
import './listing-form.css';

/** Where a pin dropped on the map is kept to: about 10 cm, more than a seller can place. */
const COORDINATE_DECIMALS = 6;

function checkForm(values: ListingFormValues) {
  const result = validateListingDraft(draftInputOf(values));
  return result.ok ? {} : formErrorsOf(result.errors);
}

export interface ListingFormProps {
  initial: ListingFormValues;
  /** True when editing: the deal is fixed with the listing's id (docs/publishing.md). */
  editing?: boolean;
  busy: boolean;
  submitLabel: string;
  /**
   * Called with the listing the rules accepted and the photos picked, the cover first (checked
   * with the photo rules); no photos for an edit that keeps the ones it has.
   */
  onSubmit: (draft: ListingDraft, photos: File[] | undefined) => void;
  /** An edit's photos as the service keeps them, shown until the seller replaces them. */
  currentPhotos?: readonly ImageRef[];
  /** The service's refusals of the photos last sent (`400`, field `photos`). */
  photoRefusals?: readonly PhotoRefusal[];
  /** Above the submit button: what the service said of the last sending. */
  children?: ReactNode;
}

/**
 * The publishing form (docs/publishing.md): what a seller says of a listing, checked with the
 * listing's rules on submit and then as they type; the place picked on a map or typed as
 * coordinates; title and description in English, Amharic or both.
 */
export function ListingForm({
  initial,
  editing = false,
  busy,
  submitLabel,
  onSubmit,
  currentPhotos,
  photoRefusals = [],
  children,
}: ListingFormProps) {
  const { t } = useT();
  const id = useId();
  const picks = usePhotoPicks();
  const photoInput = useRef<HTMLInputElement>(null);
  // An edit keeps its photos until the seller chooses to replace them.
  const [replacing, setReplacing] = useState(!editing);
  // A missing photo is said once the seller has tried to send.
  const [photosChecked, setPhotosChecked] = useState(false);
  // The photos' version that was sent: the service's answer is about those, not any picked after.
  const [sentVersion, setSentVersion] = useState<number | null>(null);
  const [sentPhotos, setSentPhotos] = useState(false);
  // Focus follows the seller's choice to replace the photos, or to keep them.
  const replaceButton = useRef<HTMLButtonElement>(null);
  const movedFocus = useRef(false);
  useEffect(() => {
    if (!movedFocus.current) return;
    movedFocus.current = false;
    (replacing ? photoInput : replaceButton).current?.focus();
  }, [replacing]);
  const replace = (next: boolean) => {
    if (!next) picks.clear();
    movedFocus.current = true;
    setReplacing(next);
  };

  const ownRefusals = replacing
    ? checkPickedPhotos(
        picks.photos.map((photo) => photo.facts),
        { required: !editing },
      )
    : [];
  const shownRefusals = [
    ...ownRefusals.filter((refusal) => refusal.code !== 'tooFew' || photosChecked),
    ...(sentVersion === picks.version ? photoRefusals : []),
  ];

  const form = useValidatedForm({
    initial,
    validate: checkForm,
    order: LISTING_FORM_FIELDS,
    onValid: (values) => {
      // One sending at a time: the button is disabled, and a second submit is ignored.
      if (busy) return;
      const result = validateListingDraft(draftInputOf(values));
      if (!result.ok) return;
      if (ownRefusals.length > 0) {
        photoInput.current?.focus();
        return;
      }
      const photos =
        replacing && picks.photos.length > 0 ? picks.photos.map((photo) => photo.file) : undefined;
      setSentVersion(picks.version);
      setSentPhotos(photos !== undefined);
      onSubmit(result.value, photos);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setPhotosChecked(true);
    form.formProps.onSubmit(event);
  };
  const { values } = form;
  const hasRooms = TYPES_WITH_ROOMS.includes(values.type as ListingType);

  const errorOf = (field: ListingFormField) => {
    const code: ListingDraftCode | undefined = form.errors[field];
    if (!code) return undefined;
    const limits: Record<string, number> =
      field === 'amount' && (values.deal === 'sale' || values.deal === 'rent')
        ? priceRange(
            values.deal,
            (values.currency || 'ETB') as ListingCurrency,
            values.rentPeriod as RentPeriod,
          )
        : limitsOf(field);
    return t(`publish.errors.${code}`, limits);
  };
  const field = (
    name: ListingFormField,
    control: (props: FieldControlProps) => ReactNode,
    { required = false, hint }: { required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={`${id}-${name}`}
      label={t(`publish.fields.${name}`)}
      hint={hint}
      error={errorOf(name)}
      required={required}
    >
      {control}
    </FormField>
  );
  const select = (
    name: ListingFormField,
    options: readonly string[],
    label: (option: string) => string,
    { required = true, disabled = false } = {},
  ) =>
    field(
      name,
      (props) => (
        <select {...props} {...form.bind(name)} disabled={disabled}>
          <option value="">{t('publish.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
      ),
      { required },
    );

  const lat = Number(values.lat);
  const lng = Number(values.lng);
  const placed = values.lat.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  const pick = (point: { lat: number; lng: number }) => {
    form.setField('lat', point.lat.toFixed(COORDINATE_DECIMALS));
    form.setField('lng', point.lng.toFixed(COORDINATE_DECIMALS));
  };

  return (
    <form {...form.formProps} onSubmit={submit} className="acc-listing-form" aria-busy={busy}>
      <p className="muted">{t('publish.requiredNote')}</p>
      <fieldset className="acc-listing-form__group">
        <legend>{t('publish.groups.deal')}</legend>
        {select('deal', ['sale', 'rent'], (deal) => t(`publish.deals.${deal}`), {
          disabled: editing,
        })}
        {editing ? <p className="muted">{t('publish.dealFixed')}</p> : null}
        {values.deal === 'rent'
          ? select('rentPeriod', RENT_PERIODS, (period) => t(`publish.periods.${period}`))
          : null}
        {select('type', LISTING_TYPES, (type) => t(`publish.types.${type}`))}
        <div className="acc-listing-form__row">
          {field(
            'amount',
            (props) => (
              <input {...props} {...form.bind('amount')} inputMode="decimal" autoComplete="off" />
            ),
            { required: true },
          )}
          {select('currency', LISTING_CURRENCIES, (currency) =>
            t(`publish.currencies.${currency}`),
          )}
        </div>
        <div className="acc-listing-form__row">
          {field(
            'area',
            (props) => (
              <input {...props} {...form.bind('area')} inputMode="decimal" />
            ),
            { required: true },
          )}
          {hasRooms
            ? field(
                'beds',
                (props) => <input {...props} {...form.bind('beds')} inputMode="numeric" />,
                {
                  required: true,
                },
              )
            : null}
          {hasRooms
            ? field(
                'baths',
                (props) => <input {...props} {...form.bind('baths')} inputMode="numeric" />,
                { required: true },
              )
            : null}
        </div>
      </fieldset>

      <fieldset className="acc-listing-form__group">
        <legend>{t('publish.groups.place')}</legend>
        {select('city', LISTING_CITIES, (city) => t(`publish.cities.${city}`))}
        {values.city === 'Addis Ababa'
          ? select('subCity', ADDIS_ABABA_SUB_CITIES, (subCity) =>
              t(`publish.subCities.${subCity}`),
            )
          : field('neighbourhood', (props) => <input {...props} {...form.bind('neighbourhood')} />)}
        {field(
          'address',
          (props) => (
            <input {...props} {...form.bind('address')} />
          ),
          {
            required: true,
            hint: t('publish.addressHint'),
          },
        )}
        <p className="acc-listing-form__map-hint" id={`${id}-map-hint`}>
          {t('publish.mapHint')}
        </p>
        <MapView
          label={t('publish.mapLabel')}
          className="acc-listing-form__map"
          pins={placed ? [{ point: { lat, lng }, title: t('publish.pin') }] : []}
          zoom={placed ? 15 : 11}
          lazy
          onPick={pick}
          failedText={t('publish.mapFailed')}
        />
        <div className="acc-listing-form__row">
          {field(
            'lat',
            (props) => (
              <input {...props} {...form.bind('lat')} inputMode="decimal" />
            ),
            {
              required: true,
            },
          )}
          {field(
            'lng',
            (props) => (
              <input {...props} {...form.bind('lng')} inputMode="decimal" />
            ),
            {
              required: true,
            },
          )}
        </div>
      </fieldset>

      <fieldset className="acc-listing-form__group">
        <legend>{t('publish.groups.texts')}</legend>
        <p className="muted">{t('publish.languagesNote')}</p>
        {field('titleEn', (props) => (
          <input {...props} {...form.bind('titleEn')} lang="en" />
        ))}
        {field('titleAm', (props) => (
          <input {...props} {...form.bind('titleAm')} lang="am" />
        ))}
        {field('titleOm', (props) => (
          <input {...props} {...form.bind('titleOm')} lang="om" />
        ))}
        {field('descriptionEn', (props) => (
          <textarea {...props} {...form.bind('descriptionEn')} lang="en" rows={6} />
        ))}
        {field('descriptionAm', (props) => (
          <textarea {...props} {...form.bind('descriptionAm')} lang="am" rows={6} />
        ))}
        {field('descriptionOm', (props) => (
          <textarea {...props} {...form.bind('descriptionOm')} lang="om" rows={6} />
        ))}
        {field(
          'features',
          (props) => (
            <textarea {...props} {...form.bind('features')} rows={4} />
          ),
          { hint: t('publish.featuresHint') },
        )}
      </fieldset>

      <fieldset className="acc-listing-form__group">
        <legend>{t('publish.groups.photos')}</legend>
        {replacing ? (
          <>
            {editing ? (
              <div className="acc-listing-form__replace">
                <p className="muted">{t('publish.photos.replaceHint')}</p>
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={busy}
                  onClick={() => replace(false)}
                >
                  {t('publish.photos.keep')}
                </button>
              </div>
            ) : null}
            <PhotoPicker
              id={`${id}-photos`}
              picks={picks}
              refusals={shownRefusals}
              required={!editing}
              disabled={busy}
              inputRef={photoInput}
            />
          </>
        ) : (
          <>
            <CurrentPhotos photos={currentPhotos ?? []} />
            <button
              ref={replaceButton}
              type="button"
              className="btn acc-listing-form__replace-button"
              disabled={busy}
              onClick={() => replace(true)}
            >
              {t(
                currentPhotos && currentPhotos.length > 0
                  ? 'publish.photos.replace'
                  : 'publish.photos.add',
              )}
            </button>
          </>
        )}
      </fieldset>

      {children}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t(sentPhotos ? 'publish.photos.uploading' : 'publish.sending') : submitLabel}
      </button>
    </form>
  );
}
