import { useEffect, useId, useRef, useState } from 'react';
import {
  VIEWING_FIELDS,
  VIEWING_MESSAGE_MAX,
  VIEWING_NAME_MAX,
  VIEWING_NAME_MIN,
  validateViewingRequest,
  type EnquirySent,
  type ViewingRequest,
} from '@betoch/shared';
import {
  EnquiryAlert,
  FormField,
  HoneypotField,
  SectionTitle,
  enquiryFailure,
  useEnquirySender,
  useValidatedForm,
  type EnquiryFailureView,
} from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './viewing-form.css';

const EMPTY: ViewingRequest = { name: '', phone: '', message: '' };

/**
 * "Request a viewing": name, phone and an optional message, checked here and again by the API,
 * which stores the request for the listing's publisher (docs/enquiries.md). What the visitor typed
 * stays in the form until it is sent; a refusal says why above it.
 */
export function ViewingForm({
  propertyId,
  propertyTitle,
}: {
  propertyId: string;
  propertyTitle: string;
}) {
  const { t } = useT();
  const id = useId();
  const sender = useEnquirySender();
  const [sent, setSent] = useState<EnquirySent | null>(null);
  const [failure, setFailure] = useState<EnquiryFailureView | null>(null);
  const [hidden, setHidden] = useState('');
  const form = useValidatedForm({
    initial: EMPTY,
    validate: validateViewingRequest,
    order: VIEWING_FIELDS,
    onValid: async (values) => {
      setFailure(null);
      const result = await sender.send(
        { kind: 'viewing', listingId: propertyId, ...values },
        hidden,
      );
      if (result.ok) setSent(result.sent);
      else setFailure(enquiryFailure(result));
    },
  });
  const thanks = useRef<HTMLParagraphElement>(null);

  // The confirmation replaces the form: move focus to it so that it is read out.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const errorOf = (field: keyof ViewingRequest) => {
    const code = form.errors[field];
    if (!code) return undefined;
    return t(`viewing.errors.${field}.${code}`, {
      min: VIEWING_NAME_MIN,
      max: field === 'message' ? VIEWING_MESSAGE_MAX : VIEWING_NAME_MAX,
    });
  };

  const another = () => {
    form.reset();
    setSent(null);
  };

  return (
    <section className="card prp-viewing-form" aria-labelledby={`${id}-title`}>
      <div id={`${id}-title`}>
        <SectionTitle title={t('sections.viewing')} />
      </div>
      <div role="status">
        {sent ? (
          <div className="prp-viewing-form__done">
            <p className="prp-viewing-form__thanks" ref={thanks} tabIndex={-1}>
              {t(sent.sentTo === 'seller' ? 'viewing.sentSeller' : 'viewing.sentAgency', {
                name: form.values.name.trim(),
              })}
            </p>
            <p>{t('viewing.next', { phone: form.values.phone.trim() })}</p>
            <button type="button" className="btn" onClick={another}>
              {t('viewing.another')}
            </button>
          </div>
        ) : null}
      </div>
      {sent ? null : (
        <form {...form.formProps} onFocus={() => void sender.start()} aria-busy={sender.busy}>
          {failure ? <EnquiryAlert view={failure} t={t} /> : null}
          <p className="muted prp-viewing-form__intro">
            {t('viewing.intro', { title: propertyTitle })}
          </p>
          <FormField id={`${id}-name`} label={t('viewing.name')} error={errorOf('name')}>
            {(control) => (
              <input {...control} {...form.bind('name')} type="text" autoComplete="name" required />
            )}
          </FormField>
          <FormField
            id={`${id}-phone`}
            label={t('viewing.phone')}
            hint={t('viewing.phoneHint')}
            error={errorOf('phone')}
          >
            {(control) => (
              <input {...control} {...form.bind('phone')} type="tel" autoComplete="tel" required />
            )}
          </FormField>
          <FormField id={`${id}-message`} label={t('viewing.message')} error={errorOf('message')}>
            {(control) => <textarea {...control} {...form.bind('message')} rows={4} />}
          </FormField>
          <HoneypotField value={hidden} onChange={setHidden} />
          <p className="muted prp-viewing-form__privacy">{t('viewing.privacy')}</p>
          <button
            type="submit"
            className="btn btn--primary prp-viewing-form__submit"
            disabled={sender.busy}
          >
            {sender.busy ? t('viewing.sending') : t('viewing.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
