import { useId, useState } from 'react';
import { FormField, useValidatedForm } from '@betoch/shared/ui';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  validateContactMessage,
  type ContactField,
  type ContactMessage,
} from './contact-validation';
import { usePagesT } from '../../i18n-pages';
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

/** The validated contact form; a valid message is shown ready to send from the visitor's mail app. */
export function ContactForm({ recipient }: { recipient: string }) {
  const { t } = usePagesT();
  const id = useId();
  const [ready, setReady] = useState<ContactMessage | null>(null);
  const form = useValidatedForm({
    initial: EMPTY,
    validate: validateContactMessage,
    order: CONTACT_FIELDS,
    onValid: setReady,
  });

  const errorOf = (field: ContactField) => {
    const code = form.errors[field];
    return code ? t(`form.errors.${code}`, LIMITS[field]) : undefined;
  };
  const again = () => {
    form.reset();
    setReady(null);
  };

  return (
    <div className="cnt-contact-form card">
      <h2 className="cnt-contact-form__title">{t('contact.formTitle')}</h2>
      <div role="status">
        {ready ? <ContactSent message={ready} recipient={recipient} onAgain={again} /> : null}
      </div>
      {ready ? null : (
        <form {...form.formProps}>
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
          <button type="submit" className="btn btn--primary">
            {t('contact.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
