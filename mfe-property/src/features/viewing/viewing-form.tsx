import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  VIEWING_MESSAGE_MAX,
  VIEWING_NAME_MAX,
  VIEWING_NAME_MIN,
  validateViewingRequest,
  type ViewingRequest,
  type ViewingRequestErrors,
} from './viewing-request';
import { SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { FormField } from './form-field';
import './viewing-form.css';

const EMPTY: ViewingRequest = { name: '', phone: '', message: '' };
const FIELDS = ['name', 'phone', 'message'] as const;

/**
 * "Request a viewing": name, phone and an optional message, checked on submit. There is no
 * backend for it yet, so a valid request is only confirmed on the page (nothing is sent).
 */
export function ViewingForm({ propertyTitle }: { propertyTitle: string }) {
  const { t } = useT();
  const id = useId();
  const [values, setValues] = useState<ViewingRequest>(EMPTY);
  const [errors, setErrors] = useState<ViewingRequestErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const inputs = useRef<Partial<Record<keyof ViewingRequest, HTMLElement | null>>>({});
  const thanks = useRef<HTMLParagraphElement>(null);

  // The confirmation replaces the form: move focus to it so that it is read out.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const messageOf = (field: keyof ViewingRequest) => {
    const code = errors[field];
    if (!code) return undefined;
    return t(`viewing.errors.${field}.${code}`, {
      min: VIEWING_NAME_MIN,
      max: field === 'message' ? VIEWING_MESSAGE_MAX : VIEWING_NAME_MAX,
    });
  };

  const change = (field: keyof ViewingRequest) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the visitor has tried to send, errors follow what they type.
    if (submitted) setErrors(validateViewingRequest(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateViewingRequest(values);
    setErrors(found);
    setSubmitted(true);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
    else setSent(true);
  };

  return (
    <section className="card viewing-form" aria-labelledby={`${id}-title`}>
      <div id={`${id}-title`}>
        <SectionTitle title={t('sections.viewing')} />
      </div>
      {sent ? (
        <div className="viewing-form__done" role="status">
          <p className="viewing-form__thanks" ref={thanks} tabIndex={-1}>
            {t('viewing.thanks', { name: values.name.trim(), phone: values.phone.trim() })}
          </p>
          <p className="muted">{t('viewing.demo')}</p>
          <button type="button" className="btn" onClick={() => setSent(false)}>
            {t('viewing.edit')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <p className="muted viewing-form__intro">
            {t('viewing.intro', { title: propertyTitle })}
          </p>
          <FormField
            id={`${id}-name`}
            label={t('viewing.name')}
            value={values.name}
            onChange={change('name')}
            error={messageOf('name')}
            autoComplete="name"
            required
            inputRef={(el) => {
              inputs.current.name = el;
            }}
          />
          <FormField
            id={`${id}-phone`}
            label={t('viewing.phone')}
            value={values.phone}
            onChange={change('phone')}
            error={messageOf('phone')}
            hint={t('viewing.phoneHint')}
            type="tel"
            autoComplete="tel"
            required
            inputRef={(el) => {
              inputs.current.phone = el;
            }}
          />
          <FormField
            id={`${id}-message`}
            label={t('viewing.message')}
            value={values.message}
            onChange={change('message')}
            error={messageOf('message')}
            multiline
            inputRef={(el) => {
              inputs.current.message = el;
            }}
          />
          <button type="submit" className="btn btn--primary viewing-form__submit">
            {t('viewing.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
