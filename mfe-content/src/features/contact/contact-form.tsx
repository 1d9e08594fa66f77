import { useId, useState } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  validateContactMessage,
  type ContactField,
  type ContactMessage,
} from '@betoch/shared';
import {
  EnquiryAlert,
  FormField,
  HoneypotField,
  enquiryFailure,
  useEnquirySender,
  useValidatedForm,
  type EnquiryFailureView,
} from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { contactMailto } from './contact-mailto';
import { ContactSent } from './contact-sent';
import './contact.css';

const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };
const LIMITS: Record<ContactField, { min?: number; max?: number }> = {
  name: { max: CONTACT_NAME_MAX },
  email: {},
  phone: {},
  subject: { max: CONTACT_SUBJECT_MAX },
  message: { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX },
};
const AUTOCOMPLETE: Partial<Record<ContactField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
};

/**
 * The validated contact form: a valid message goes to the agency's inbox through the API
 * (docs/enquiries.md). When the API cannot be reached, the visitor may still send it from their
 * mail app to `recipient`, filled in.
 */
export function ContactForm({ recipient }: { recipient: string }) {
  const { t } = usePagesT();
  const id = useId();
  const sender = useEnquirySender();
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const [failure, setFailure] = useState<EnquiryFailureView | null>(null);
  const [hidden, setHidden] = useState('');
  const form = useValidatedForm({
    initial: EMPTY,
    validate: validateContactMessage,
    order: CONTACT_FIELDS,
    onValid: async (values) => {
      setFailure(null);
      const result = await sender.send({ kind: 'contact', ...values }, hidden);
      if (result.ok) setSent(values);
      else setFailure(enquiryFailure(result));
    },
  });

  const errorOf = (field: ContactField) => {
    const code = form.errors[field];
    return code ? t(`form.errors.${code}`, LIMITS[field]) : undefined;
  };
  const again = () => {
    form.reset();
    setSent(null);
  };
  // Only when nothing answered: the message can still leave by the visitor's own mail.
  const mailto = failure?.detail !== undefined ? contactMailto(recipient, form.values) : null;

  return (
    <div className="cnt-contact-form card">
      <h2 className="cnt-contact-form__title">{t('contact.formTitle')}</h2>
      <div role="status">{sent ? <ContactSent message={sent} onAgain={again} /> : null}</div>
      {sent ? null : (
        <form {...form.formProps} onFocus={() => void sender.start()} aria-busy={sender.busy}>
          {failure ? <EnquiryAlert view={failure} t={t} /> : null}
          {mailto ? (
            <p className="cnt-contact-form__mailto">
              <a href={mailto}>{t('contact.openMail', { to: recipient })}</a>
            </p>
          ) : null}
          <p className="muted">{t('form.requiredNote')}</p>
          <div className="cnt-contact-form__row">
            {(['name', 'email', 'phone', 'subject'] as const).map((field) => (
              <FormField
                key={field}
                id={`${id}-${field}`}
                label={t(`contact.fields.${field}`)}
                hint={field === 'phone' ? t('form.phoneHint') : undefined}
                error={errorOf(field)}
                required={field !== 'phone'}
              >
                {(control) => (
                  <input
                    {...control}
                    {...form.bind(field)}
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    autoComplete={AUTOCOMPLETE[field]}
                  />
                )}
              </FormField>
            ))}
          </div>
          <FormField
            id={`${id}-message`}
            label={t('contact.fields.message')}
            hint={t('contact.messageHint', { min: CONTACT_MESSAGE_MIN })}
            error={errorOf('message')}
            required
          >
            {(control) => <textarea {...control} {...form.bind('message')} rows={6} />}
          </FormField>
          <HoneypotField value={hidden} onChange={setHidden} />
          <button type="submit" className="btn btn--primary" disabled={sender.busy}>
            {sender.busy ? t('contact.sending') : t('contact.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
