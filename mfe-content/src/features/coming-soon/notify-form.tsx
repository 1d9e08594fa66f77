import { useId, useState } from 'react';
import { emailError } from '@betoch/shared';
import { contactMailto } from '../contact/contact-mailto';
import { FormField, useValidatedForm } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

interface Props {
  /** The agency's address the visitor's mail app writes to. */
  recipient: string;
  /** What the visitor wants to hear about, e.g. "the Betoch app". */
  topic: string;
}

const ORDER = ['email'] as const;
const validate = ({ email }: { email: string }) => {
  const error = emailError(email);
  return error ? { email: error } : {};
};

/** "Notify me": a validated e-mail; the request is then sent from the visitor's mail app. */
export function NotifyForm({ recipient, topic }: Props) {
  const { t } = usePagesT();
  const id = useId();
  const [email, setEmail] = useState<string | null>(null);
  const form = useValidatedForm({
    initial: { email: '' },
    validate,
    order: ORDER,
    onValid: (values) => setEmail(values.email.trim()),
  });
  const code = form.errors.email;
  const subject = t('notify.subject', { topic });
  const mailto = email
    ? contactMailto(recipient, {
        name: '',
        email,
        phone: '',
        subject,
        message: t('notify.body', { topic, email }),
      })
    : '';

  return (
    <div className="cnt-notify">
      <div role="status">
        {email ? (
          <div className="cnt-notify__ready">
            <p>{t('notify.ready', { to: recipient, email, topic })}</p>
            <a className="btn btn--primary" href={mailto ?? undefined}>
              {t('notify.openMail')}
            </a>
          </div>
        ) : null}
      </div>
      {email ? null : (
        <form {...form.formProps} className="cnt-notify__form">
          <FormField
            id={`${id}-email`}
            label={t('notify.label')}
            error={code ? t(`form.errors.${code}`) : undefined}
            required
          >
            {(control) => (
              <input
                {...control}
                className="field__input"
                type="email"
                name="email"
                autoComplete="email"
                value={form.values.email}
                onChange={(e) => form.setField('email', e.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn--primary cnt-notify__submit">
            {t('notify.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
